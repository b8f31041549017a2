/**
 * "The scenario's hash": what one scenario gives the same in Node (`npm run scenario`, virtual
 * time) and in the browser (`?scenario=`, the real app around it), so a run in one checks a run in
 * the other (docs/scenarios.md, "One hash everywhere").
 *
 * It covers every slice the scenario drives, and leaves out the slices the page's own UI changes
 * besides the scenario: in the browser the pages watch lists, load the notification centre and
 * open presence rooms of their own, which Node's headless run never does. The set is derived
 * from the slice registry: a new slice is covered unless it is listed here with its reason.
 * The full state hash and each slice's own hash are printed too (both runners), so a difference
 * in an excluded slice stays visible.
 */
import type { SliceName, Snapshot } from '../contract/snapshot';
import { SLICE_NAMES } from '../domains/registry';
import { stateHash } from '../log/state-hash';

/** Slices the scenario's hash leaves out, each with why: the page adds to them, not the scenario. */
export const SCENARIO_HASH_EXCLUDED: { readonly [K in SliceName]?: string } = {
  requests: 'counts every data call, and the pages watch lists and records of their own (the Renders list, the template filter)',
  diagnostics: 'lastSeq counts every envelope, the requests/* envelopes of the pages’ own calls included',
  notifications: 'the pages load the notification list themselves (the dashboard’s recent notifications, the centre)',
  presence: 'the rooms are the records the open page shows (presence/enter from the page)',
};

/** The slices the scenario's hash covers, in registry order. */
export const SCENARIO_HASH_SLICES: readonly SliceName[] = SLICE_NAMES.filter((slice) => SCENARIO_HASH_EXCLUDED[slice] === undefined);

/** The hash of the covered slices (canonical JSON of an object holding only them). */
export function scenarioHash(state: Snapshot): string {
  const covered: Partial<Record<SliceName, unknown>> = {};
  for (const slice of SCENARIO_HASH_SLICES) covered[slice] = state[slice];
  return stateHash(covered);
}
