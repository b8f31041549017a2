/**
 * The wallet domain's contract: the brand's credit balance (versioned, contract/balance-
 * version.ts), its transactions, top-up requests and usage. Pure (worker/domains/contract-kit.ts):
 * the server, the worker and, for types, the page import it.
 */
import * as v from 'valibot';
import type { LivePayloadMeta } from '../../contract/live-meta';
import type { BrandMoneyQueryResults, DownloadUsageStatsCommand, RequestTopUpCommand, TopUpRequestsQuery, TransactionsQuery, UsagePeriodQuery } from '../../contract/brand-money';
import { defineContract, liveWire, meta, metaWire, optional, unlessNull } from '../contract-kit';
import type { CreditDismissibleLevel } from '../../contract/credit-notice';
import type { LoadStatus } from '../../contract/load-status';
import type { NoticeDismissalState } from '../../contract/notice';

export interface LiveBalanceSpend extends LivePayloadMeta {
  readonly type: 'live/balance-spend';
  /** Credits spent (informative: never subtracted, contract/balance-version.ts). */
  readonly amount: number | null;
  /** The balance after the spend and its version: shown when newer; either null: refetch only. */
  readonly balance: number | null;
  readonly version: number | null;
}

export interface BalanceChanged {
  readonly type: 'balance/changed';
  readonly balance: number;
  /** The server's balance version (contract/balance-version.ts); null when it sent none. */
  readonly version: number | null;
}

// ---------------------------------------------------------------- live rows: the wire half (the decoder is live.ts)

/** A spend or top-up: the balance after it and its version, shown when newer (contract/balance-version.ts). */
export const balanceSpendWire = liveWire({
  name: 'BalanceManager.Spend',
  channel: 'brand',
  type: 'live/balance-spend',
  schema: v.object({ ...meta, amount: optional, balance: optional, version: optional }),
  encode: (e: LiveBalanceSpend) => ({ ...metaWire(e), ...unlessNull('amount', e.amount), ...unlessNull('balance', e.balance), ...unlessNull('version', e.version) }),
  example: { type: 'live/balance-spend', brandId: 3, amount: 12.5, balance: 87.5, version: 41 },
});

// ---------------------------------------------------------------- its slice of the engine's state

export interface BalanceSlice {
  readonly status: LoadStatus;
  readonly value: number | null;
  /** The server's version of `value` (contract/balance-version.ts); null: none yet, or the server sends none. */
  readonly version: number | null;
  readonly dismissal: NoticeDismissalState<CreditDismissibleLevel>;
}

/** What the wallet domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const walletContract = defineContract<{
  /** Its slice of the engine's state (contract/snapshot.ts derives the Snapshot from every domain's). */
  readonly slice: { readonly balance: BalanceSlice };
  readonly watches: 'credit-transaction' | 'top-up-request';
  readonly events: LiveBalanceSpend | BalanceChanged;
  readonly commands: DownloadUsageStatsCommand | RequestTopUpCommand;
  readonly queries: TransactionsQuery | TopUpRequestsQuery | UsagePeriodQuery;
  readonly results: Pick<BrandMoneyQueryResults, 'wallet/transactions' | 'wallet/top-up-requests' | 'usage-stats/period'>;
}>()({ live: [balanceSpendWire] });
