/**
 * Edits of a wizard step not yet saved, kept while the user moves between steps (Back, the
 * stepper) so they are not lost; saving the step (Next) forgets them. In memory only: the
 * server holds what was saved, and a reload resumes from there.
 */
const drafts = new Map<string, unknown>();

const keyOf = (adSetId: string | null, step: string) => `${adSetId ?? 'new'}:${step}`;

export function readStepDraft<T>(adSetId: string | null, step: string): T | undefined {
  return drafts.get(keyOf(adSetId, step)) as T | undefined;
}

export function writeStepDraft(adSetId: string | null, step: string, value: unknown): void {
  drafts.set(keyOf(adSetId, step), value);
}

export function forgetStepDraft(adSetId: string | null, step: string): void {
  drafts.delete(keyOf(adSetId, step));
}
