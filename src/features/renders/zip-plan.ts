/**
 * What "Download selected as zip" would send. Only finished renders have a file, so the zip asks
 * for the selected renders that are listed and finished (in list order, asked of the worker when
 * the button is pressed); the server takes at most 999 ids per request (spec section 9), and a
 * bigger selection is refused here, with a message, rather than cut silently.
 */
// The bulk download limit, written once for the worker and the UI (spec section 9).
import { ZIP_MAX_IDS } from '../../../worker/contract/limits';

export { ZIP_MAX_IDS };

export type ZipPlan =
  | { readonly kind: 'nothing-selected' }
  | { readonly kind: 'none-finished' }
  | { readonly kind: 'too-many'; readonly count: number }
  | { readonly kind: 'ready'; readonly count: number };

// One object per answer that carries no data: the selection bar is memoised on its plan.
const NOTHING_SELECTED: ZipPlan = { kind: 'nothing-selected' };
const NONE_FINISHED: ZipPlan = { kind: 'none-finished' };

/** From the list's figures: listed renders selected, and how many of them are finished. */
export function zipPlan(selected: number, finished: number): ZipPlan {
  if (selected === 0) return NOTHING_SELECTED;
  if (finished === 0) return NONE_FINISHED;
  if (finished > ZIP_MAX_IDS) return { kind: 'too-many', count: finished };
  return { kind: 'ready', count: finished };
}
