/**
 * The brand wallet's credit balance, never fetched for editors outside collaborative mode (spec
 * section 6), and the low-credit notice's dismissal, folded over every balance in order.
 *
 *   balance answer (b, v) ─┬─▶ shown when v is newer than the shown version (contract/balance-version.ts)
 *   Spend {balance, version}┘
 *   Spend ─▶ refetch, at most once per 30 s (a Spend without balance and version: only this)
 *   reconnect, visibility gained (collaborative mode switched on) ─▶ refetch at once
 *
 * Also the spending history and top-up requests (history.ts) and usage statistics (usage-stats.ts).
 */
import * as v from 'valibot';
import { supersedes, type BalanceReading } from '../../contract/balance-version';
import type { BalanceSlice } from './contract';
import { creditDismissalsAfter, creditNotice, dismissCredit } from '../../contract/credit-notice';
import { shownNotice } from '../../contract/notice';
import { fetchEmissions, ofType, perBrandScope, type Effect } from '../../engine/core/effect';
import type { Runtime } from '../../engine/core/runtime';
import { REFETCH_WINDOWS, refetchPolicy } from '../../engine/policies/refetch-policy';
import { callSpec, execute, type RequestSpec } from '../../engine/requests/execute';
import { defineCall } from '../../ports/http/call';
import { laravelNumber, resource } from '../../ports/http/laravel-primitives';
import { asNumber, asVersion, liveEvent, withMeta } from '../../ports/live/live-event-spec';
import { balanceSpendWire } from './contract';
import { canSeeMoneyAndStorage, refreshNow$ } from '../brand/loads';
import { defineDomain, defineSlice } from '../domain';
import { NO_CREDIT_DISMISSAL } from '../notices/no-dismissal';
import { historyCalls, historyCommands, historyQueries, spendPatcher } from './history';
import { usageStatsCalls, usageStatsCommands, usageStatsQueries } from './usage-stats';

/**
 * `balance` and `version`: the balance after the spend, shown when its version is newer. `amount`
 * is kept for the log only: subtracting it from a fetched balance double-counts or loses spends.
 * Any of them absent or not a number: the Spend only triggers the refetch.
 */
/** Versions are non-negative integers; a server without versions sends none (null). */
const balanceVersion = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null);

export const walletCalls = {
  balance: defineCall({
    name: 'balance',
    method: 'GET',
    path: '/api/v1/balance-manager/balance',
    answer: resource(v.pipe(v.object({ balance: laravelNumber, version: balanceVersion }), v.transform((b): BalanceReading => ({ balance: b.balance, version: b.version })))),
  }),
};

/** The slice after a reading: unchanged unless the reading supersedes what is shown (by version). */
function withReading(slice: BalanceSlice, { balance, version }: BalanceReading): BalanceSlice {
  if (slice.status === 'ready' && (!supersedes(slice.version, version) || (slice.value === balance && slice.version === version))) return slice;
  return { status: 'ready', value: balance, version, dismissal: { ...slice.dismissal, at: creditDismissalsAfter(slice.dismissal.at, balance) } };
}

const balanceSlice = defineSlice({
  name: 'balance',
  initial: { status: 'idle', value: null, version: null, dismissal: NO_CREDIT_DISMISSAL },
  cases: {
    'balance/changed': (slice, event) => withReading(slice, event),
    // Only a Spend that says where the balance is now moves it, and only once the balance was
    // loaded (an editor outside collaborative mode never loads it); the refetch handles the rest.
    'live/balance-spend': (slice, event) =>
      slice.status !== 'ready' || event.balance === null || event.version === null ? slice : withReading(slice, { balance: event.balance, version: event.version }),
    'notices/restored': (slice, event) => ({
      ...slice,
      dismissal: { restored: true, at: slice.value === null ? event.credit : creditDismissalsAfter(event.credit, slice.value) },
    }),
    'notices/dismissed': (slice, event) => (event.notice === 'credit' ? { ...slice, dismissal: { ...slice.dismissal, at: dismissCredit(slice.dismissal.at, slice.value) } } : slice),
  },
  // The figure moves with every Spend of a render storm: at the display cadence. What a person
  // acts on goes at once: the first balance, a notice level crossed, a dismissal.
  // (A dismissal's remembered value follows the balance down: only what it shows counts.)
  cadence: (before, after) =>
    before.status !== after.status || before.dismissal.restored !== after.dismissal.restored || creditShown(before) !== creditShown(after) ? 'now' : 'display',
});

/** What the balance shows a person besides its figure: the notice level, and whether its notice is dismissed. */
function creditShown(slice: BalanceSlice): string {
  const notice = creditNotice(slice.value);
  return notice === null ? 'none' : `${notice.level}:${shownNotice(notice, slice.dismissal.at) === null ? 'dismissed' : 'shown'}`;
}

/** The balance, or null when this user must not fetch it. */
function balanceLoad(rt: Runtime, brand: string): RequestSpec<BalanceReading> | null {
  if (!canSeeMoneyAndStorage(rt.state())) return null;
  return callSpec(rt, walletCalls.balance, undefined, { scope: 'brand', brand, onSuccess: ({ balance, version }) => [{ type: 'balance/changed', balance, version }] });
}

const balanceRefresh: Effect = (event$, rt) =>
  perBrandScope(event$, () =>
    event$.pipe(
      ofType('live/balance-spend'),
      // Spends: at most once per 30 s. After a reconnect or when the user may newly see the
      // balance (collaborative mode switched on): at once.
      refetchPolicy(
        REFETCH_WINDOWS.balance,
        rt.ports.scheduler,
        () =>
          // Checked when the fetch would start: the brand user may have changed meanwhile.
          fetchEmissions(() => {
            const brand = rt.state().brand.identifier;
            const spec = brand === null ? null : balanceLoad(rt, brand);
            return spec === null ? null : execute(rt, { ...spec, toast: 'never' });
          }),
        refreshNow$(event$, rt),
      ),
    ),
  );

export const walletDomain = defineDomain({
  slice: balanceSlice,
  calls: { ...walletCalls, ...historyCalls, ...usageStatsCalls },
  live: [
    liveEvent(balanceSpendWire, (o) => withMeta({ type: 'live/balance-spend', amount: asNumber(o.amount, 'amount'), balance: asNumber(o.balance, 'balance'), version: asVersion(o.version, 'version') }, o)),
  ],
  effects: [balanceRefresh],
  queries: { ...historyQueries, ...usageStatsQueries },
  commands: { ...historyCommands, ...usageStatsCommands },
  patchers: [spendPatcher],
  onBrandReady: (rt, brand) => {
    const spec = balanceLoad(rt, brand);
    return spec === null ? null : execute(rt, spec);
  },
});
