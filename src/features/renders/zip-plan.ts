/**
 * What "Download selected as zip" would send. Only finished renders have a file, so the zip asks
 * for the selected renders that are listed and finished (in list order); the server takes at
 * most 999 ids per request (spec section 9), and a bigger selection is refused here, with a
 * message, rather than cut silently.
 */
import type { VisualBuild } from '../../../worker/contract/creatives';
// The bulk download limit, written once for the worker and the UI (spec section 9).
import { ZIP_MAX_IDS } from '../../../worker/contract/limits';

export { ZIP_MAX_IDS };

export type ZipPlan =
  | { readonly kind: 'nothing-selected' }
  | { readonly kind: 'none-finished' }
  | { readonly kind: 'too-many'; readonly count: number }
  | { readonly kind: 'ready'; readonly ids: readonly string[] };

// One object per answer that carries no data: the selection bar is memoised on its plan.
const NOTHING_SELECTED: ZipPlan = { kind: 'nothing-selected' };
const NONE_FINISHED: ZipPlan = { kind: 'none-finished' };

export function zipPlan(builds: readonly VisualBuild[], selected: ReadonlySet<string>): ZipPlan {
  if (selected.size === 0) return NOTHING_SELECTED;
  const ids: string[] = [];
  let anySelected = false;
  for (const build of builds) {
    if (!selected.has(build.id)) continue;
    anySelected = true;
    if (build.status === 'finished') ids.push(build.id);
  }
  if (!anySelected) return NOTHING_SELECTED;
  if (ids.length === 0) return NONE_FINISHED;
  if (ids.length > ZIP_MAX_IDS) return { kind: 'too-many', count: ids.length };
  return { kind: 'ready', ids };
}
