/**
 * The brand wallet's credit balance, never fetched for editors outside collaborative mode (spec
 * section 6), and the low-credit notice's dismissal, folded over every balance in order.
 *
 *   BalanceManager.Spend {amount} ─▶ balance − amount at once ─▶ refetch, at most once per 30 s
 *   reconnect, visibility gained (collaborative mode switched on) ─▶ refetch at once
 *
 * Also the spending history and top-up requests (history.ts) and usage statistics (usage-stats.ts).
 */
import * as v from 'valibot';
import type { BalanceSlice } from '../../contract/snapshot';
import { creditDismissalAfter, dismissCredit } from '../../contract/credit-notice';
import { fetchEmissions, ofType, perBrandScope, type Effect } from '../../engine/core/effect';
import type { Runtime } from '../../engine/core/runtime';
import { REFETCH_WINDOWS, refetchPolicy } from '../../engine/policies/refetch-policy';
import { callSpec, execute, type RequestSpec } from '../../engine/requests/execute';
import { defineCall } from '../../ports/http/call';
import { laravelNumber, resource } from '../../ports/http/laravel-primitives';
import { asNumber, liveEvent, meta, optional, withMeta } from '../../ports/live/live-event-spec';
import { canSeeMoneyAndStorage, refreshNow$ } from '../brand/loads';
import { defineDomain, defineSlice } from '../domain';
import { NO_DISMISSAL } from '../notices/no-dismissal';
import { historyCalls, historyCommands, historyQueries, spendPatcher } from './history';
import { usageStatsCalls, usageStatsCommands, usageStatsQueries } from './usage-stats';

/** `amount`: the credits spent, applied to the balance at once (absent or not a number: refetch only). */
const SpendSchema = v.object({ ...meta, amount: optional });

export const walletCalls = {
  balance: defineCall({
    name: 'balance',
    method: 'GET',
    path: '/api/v1/balance-manager/balance',
    answer: resource(v.pipe(v.object({ balance: laravelNumber }), v.transform((b) => b.balance))),
  }),
};

/** Credits carry cents; rounding keeps 30 − 0.1 − 0.2 from showing as 29.700000000000003. */
const roundCredits = (value: number) => Math.round(value * 10_000) / 10_000;

function withBalance(slice: BalanceSlice, balance: number): BalanceSlice {
  if (slice.status === 'ready' && slice.value === balance) return slice;
  return { status: 'ready', value: balance, dismissal: { ...slice.dismissal, at: creditDismissalAfter(slice.dismissal.at, balance) } };
}

const balanceSlice = defineSlice({
  name: 'balance',
  initial: { status: 'idle', value: null, dismissal: NO_DISMISSAL },
  cases: {
    'balance/changed': (slice, event) => withBalance(slice, event.balance),
    // Shown at once; the debounced refetch reconciles it with the server.
    'live/balance-spend': (slice, event) => (slice.value === null || event.amount === null ? slice : withBalance(slice, roundCredits(slice.value - event.amount))),
    'notices/restored': (slice, event) => ({
      ...slice,
      dismissal: { restored: true, at: event.credit === null || slice.value === null ? event.credit : creditDismissalAfter(event.credit, slice.value) },
    }),
    'notices/dismissed': (slice, event) => (event.notice === 'credit' ? { ...slice, dismissal: { ...slice.dismissal, at: dismissCredit(slice.dismissal.at, slice.value) } } : slice),
  },
});

/** The balance, or null when this user must not fetch it. */
function balanceLoad(rt: Runtime, brand: string): RequestSpec<number> | null {
  if (!canSeeMoneyAndStorage(rt.state())) return null;
  return callSpec(rt, walletCalls.balance, undefined, { scope: 'brand', brand, onSuccess: (balance) => [{ type: 'balance/changed', balance }] });
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
  live: [liveEvent('BalanceManager.Spend', 'brand', 'live/balance-spend', SpendSchema, (o) => withMeta({ type: 'live/balance-spend', amount: asNumber(o.amount, 'amount') }, o))],
  effects: [balanceRefresh],
  queries: { ...historyQueries, ...usageStatsQueries },
  commands: { ...historyCommands, ...usageStatsCommands },
  patchers: [spendPatcher],
  onBrandReady: (rt, brand) => {
    const spec = balanceLoad(rt, brand);
    return spec === null ? null : execute(rt, spec);
  },
});
