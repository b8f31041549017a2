/**
 * The values a form holds: the template's (or a render's) values with the user's edits over them.
 * Only the edits are kept, so the fields nobody touched follow the template live (another signed-in
 * person saved new values: the page shows them at once), and an edit that the template now holds
 * (the user's own save came back) stops being an edit. Problems the server gave for an input go
 * when the user edits that input.
 */
import { useCallback, useMemo, useState } from 'react';
import type { FieldProblem } from '../ui/form-field';
import type { Values } from './values-rules';

export interface ValuesDraft {
  readonly values: Values;
  /** The inputs the user changed (and still differ from the base). */
  readonly edited: Values;
  readonly dirty: boolean;
  readonly set: (name: string, value: string) => void;
  readonly reset: () => void;
  /** The server's problems by input, until the input is edited. */
  readonly serverProblems: Readonly<Record<string, readonly FieldProblem[]>>;
  readonly setServerProblems: (problems: Readonly<Record<string, readonly FieldProblem[]>>) => void;
}

export function useValuesDraft(base: Values): ValuesDraft {
  const [edits, setEdits] = useState<Values>({});
  const [serverProblems, setServerProblems] = useState<Readonly<Record<string, readonly FieldProblem[]>>>({});
  const baseKey = JSON.stringify(base);
  // When the base changes, an edit it now holds is no edit any more (React's "adjust state when a prop changes").
  const [seenBase, setSeenBase] = useState(baseKey);
  if (seenBase !== baseKey) {
    setSeenBase(baseKey);
    const left = Object.entries(edits).filter(([name, value]) => base[name] !== value);
    if (left.length !== Object.keys(edits).length) setEdits(Object.fromEntries(left));
  }
  const set = useCallback((name: string, value: string) => {
    setEdits((current) => ({ ...current, [name]: value }));
    setServerProblems((current) => (name in current ? Object.fromEntries(Object.entries(current).filter(([input]) => input !== name)) : current));
  }, []);
  const reset = useCallback(() => {
    setEdits({});
    setServerProblems({});
  }, []);
  return useMemo(() => {
    const edited = Object.fromEntries(Object.entries(edits).filter(([name, value]) => base[name] !== value));
    return { values: { ...base, ...edits }, edited, dirty: Object.keys(edited).length > 0, set, reset, serverProblems, setServerProblems };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [baseKey, edits, set, reset, serverProblems]);
}
