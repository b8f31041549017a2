import type { NoticeDismissalState } from '../../contract/snapshot';

/** A brand's slices start here: nothing dismissed, and the stored dismissals not read back yet. */
export const NO_DISMISSAL: NoticeDismissalState = { restored: false, at: null };
