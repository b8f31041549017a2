/**
 * Selecting renders: one at a time, a range with Shift (from the last row clicked, as in a file
 * manager), or every listed render at once. The selection itself is kept by the worker beside
 * the whole list (use-live-window.ts); these are the page's rules for what a click asks for.
 */
import type { SelectionChange } from '../../../worker/contract/live-queries';

/**
 * What a click on row `index` (render `id`) asks for: with `range` and an anchor elsewhere, every
 * row between them gets the clicked row's new state; else the row alone toggles.
 */
export function clickChange(id: string, index: number, range: boolean, anchor: number | null, selectedNow: boolean): SelectionChange {
  const on = !selectedNow;
  if (range && anchor !== null && anchor !== index) return { kind: 'range', from: Math.min(anchor, index), to: Math.max(anchor, index), on };
  return { kind: 'toggle', id, on };
}

export function allState(selectedCount: number, listed: number): 'none' | 'some' | 'all' {
  if (selectedCount === 0) return 'none';
  return selectedCount >= listed ? 'all' : 'some';
}
