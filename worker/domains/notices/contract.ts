/**
 * The notices domain's contract: the low-credit and high-storage notices and their per-brand
 * dismissals. Pure (worker/domains/contract-kit.ts): the server, the worker and, for types, the
 * page import it.
 */
import type { CreditDismissals } from '../../contract/credit-notice';
import type { StorageDismissals } from '../../contract/storage-notice';
import { defineContract } from '../contract-kit';

export type DismissibleNotice = 'credit' | 'storage';

/** The brand's dismissal records as persisted (the value each was made at), read back after a switch. */
export interface NoticesRestored {
  readonly type: 'notices/restored';
  readonly credit: CreditDismissals;
  readonly storage: StorageDismissals;
}

/** The user dismissed a notice at the value the slice holds now. */
export interface NoticeDismissed {
  readonly type: 'notices/dismissed';
  readonly notice: DismissibleNotice;
}

/** Dismisses the low-credit or high-storage notice at the value the worker holds now. */
export interface DismissNoticeCommand {
  readonly type: 'notices/dismiss';
  readonly notice: DismissibleNotice;
}

/** What the notices domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const noticesContract = defineContract<{
  readonly events: NoticesRestored | NoticeDismissed;
  readonly commands: DismissNoticeCommand;
}>()();
