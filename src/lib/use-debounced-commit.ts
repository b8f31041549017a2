/**
 * A text box whose value is committed (to the URL, so to the query) only once typing paused for
 * `delayMs`: one watch per search instead of one per keystroke. A value changed from outside
 * (back button, a cleared filter) replaces what the box shows.
 */
import { useEffect, useEffectEvent, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

export function useDebouncedCommit(committed: string, commit: (value: string) => void, delayMs = SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);

  // The committed value changed (ours arriving, or a navigation): the box shows it.
  if (committed !== seen) {
    setSeen(committed);
    if (text.trim() !== committed) setText(committed);
  }

  const onPause = useEffectEvent((value: string) => commit(value));
  useEffect(() => {
    const value = text.trim();
    if (value === committed) return;
    const timer = setTimeout(() => onPause(value), delayMs);
    return () => clearTimeout(timer);
  }, [text, committed, delayMs]);

  return [text, setText] as const;
}
