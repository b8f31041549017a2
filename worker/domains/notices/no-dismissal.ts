import { NO_CREDIT_DISMISSALS, type CreditDismissibleLevel } from '../../contract/credit-notice';
import type { NoticeDismissalState } from '../../contract/notice';
import { NO_STORAGE_DISMISSALS, type StorageDismissibleLevel } from '../../contract/storage-notice';

/** A brand's slices start here: nothing dismissed, and the stored dismissals not read back yet. */
export const NO_CREDIT_DISMISSAL: NoticeDismissalState<CreditDismissibleLevel> = { restored: false, at: NO_CREDIT_DISMISSALS };
export const NO_STORAGE_DISMISSAL: NoticeDismissalState<StorageDismissibleLevel> = { restored: false, at: NO_STORAGE_DISMISSALS };
