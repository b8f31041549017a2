/**
 * A figure that may change many times a second, shown at a pace a person can read: a new value
 * shows as soon as the one before has been on screen for `everyMs` (at once after a quiet spell),
 * else when that time is up, and then the newest value by then. A change of `flushKey` shows the
 * value in the same render: what a person acts on (a balance crossing a notice level, another
 * brand's figure, another moment of the time travel) never waits.
 *
 * Why: a text that changes makes the browser lay the page out again, test what is under the
 * mouse and paint, in every frame it changes. During a storm of renders the header's balance
 * moved with every live batch (20 a second), and in most of them it was the only text that
 * changed (docs/benchmarks.md, "Rows painted alone, and a figure nobody reads 20 times a second").
 */
import { useEffect, useState } from 'react';

interface Shown<T> {
  readonly value: T;
  readonly key: unknown;
  /** When it was shown (Date.now); -Infinity: the next change may show at once. */
  readonly at: number;
}

export function useSteadyValue<T>(value: T, everyMs: number, flushKey: unknown): T {
  const [shown, setShown] = useState<Shown<T>>(() => ({ value, key: flushKey, at: -Infinity }));
  let current = shown;
  if (!Object.is(flushKey, shown.key)) {
    // Adjusted while rendering (React's pattern for state that follows a prop): no frame shows the old key's figure.
    current = { value, key: flushKey, at: shown.at };
    setShown(current);
  }
  useEffect(() => {
    if (Object.is(value, current.value)) return;
    // Read from the clock here, not while rendering; a due change goes with the next task.
    const timer = setTimeout(() => setShown({ value, key: flushKey, at: Date.now() }), Math.max(0, current.at + everyMs - Date.now()));
    return () => clearTimeout(timer);
  }, [value, current, flushKey, everyMs]);
  return current.value;
}
