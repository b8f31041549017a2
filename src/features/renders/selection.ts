/**
 * Selecting renders: one at a time, a range with Shift (from the last row clicked, as in a file
 * manager), or every listed render at once. Pure functions over an immutable set, so the page
 * keeps the set in state and rows compare a boolean.
 */
export type Selection = ReadonlySet<string>;

/** Toggles `id`; with `range`, gives every row between `anchor` and `index` the new state of `id`. */
export function toggle(selection: Selection, ids: readonly string[], id: string, index: number, range: boolean, anchor: number | null): Selection {
  const next = new Set(selection);
  const on = !selection.has(id);
  if (range && anchor !== null && anchor !== index && ids[anchor] !== undefined) {
    const [from, to] = anchor < index ? [anchor, index] : [index, anchor];
    for (let i = from; i <= to; i++) {
      const each = ids[i];
      if (each === undefined) continue;
      if (on) next.add(each);
      else next.delete(each);
    }
    return next;
  }
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** How many of the listed renders are selected (a selected render may have left the list). */
export function selectedAmong(selection: Selection, ids: readonly string[]): number {
  if (selection.size === 0) return 0;
  let count = 0;
  for (const id of ids) if (selection.has(id)) count += 1;
  return count;
}

export function allState(selectedCount: number, listed: number): 'none' | 'some' | 'all' {
  if (selectedCount === 0) return 'none';
  return selectedCount === listed ? 'all' : 'some';
}
