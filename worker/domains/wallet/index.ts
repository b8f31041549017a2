/**
 * The brand wallet's credit balance. BalanceManager Spend → refetch the balance, at most once per
 * 30 s window (maxWait 30 s), never for editors outside collaborative mode (spec section 6).
 */
import * as v from 'valibot';
import { merge } from 'rxjs';
import { fetchEmissions, ofType, perBrandScope, resync$, type Effect } from '../../engine/core/effect';
import type { Runtime } from '../../engine/core/runtime';
import { REFETCH_WINDOWS, refetchPolicy } from '../../engine/policies/refetch-policy';
import { callSpec, execute, type RequestSpec } from '../../engine/requests/execute';
import { defineCall } from '../../ports/http/call';
import { laravelNumber, resource } from '../../ports/http/laravel-primitives';
import { liveEvent, metaOnlySchema, withMeta } from '../../ports/live/live-event-spec';
import { canSeeMoneyAndStorage } from '../brand/loads';
import { defineDomain, defineSlice } from '../domain';

export const walletCalls = {
  balance: defineCall({
    name: 'balance',
    method: 'GET',
    path: '/api/v1/balance-manager/balance',
    answer: resource(v.pipe(v.object({ balance: laravelNumber }), v.transform((b) => b.balance))),
  }),
};

const balanceSlice = defineSlice({
  name: 'balance',
  initial: { status: 'idle', value: null },
  cases: {
    'balance/changed': (slice, event) => (slice.status === 'ready' && slice.value === event.balance ? slice : { status: 'ready', value: event.balance }),
  },
});

/** The balance, or null when this user must not fetch it. */
function balanceLoad(rt: Runtime, brand: string): RequestSpec<number> | null {
  if (!canSeeMoneyAndStorage(rt.state())) return null;
  return callSpec(rt, walletCalls.balance, undefined, { scope: 'brand', brand, onSuccess: (balance) => [{ type: 'balance/changed', balance }] });
}

const balanceRefresh: Effect = (event$, rt) =>
  perBrandScope(event$, () =>
    merge(event$.pipe(ofType('live/balance-spend')), resync$(event$)).pipe(
      refetchPolicy(REFETCH_WINDOWS.balance, rt.ports.scheduler, () =>
        // Checked when the fetch would start: the brand user may have changed meanwhile.
        fetchEmissions(() => {
          const brand = rt.state().brand.identifier;
          const spec = brand === null ? null : balanceLoad(rt, brand);
          return spec === null ? null : execute(rt, { ...spec, toast: 'never' });
        }),
      ),
    ),
  );

export const walletDomain = defineDomain({
  slice: balanceSlice,
  calls: walletCalls,
  // `amount` is on the wire but the engine only needs the trigger (it refetches the balance).
  live: [liveEvent('BalanceManager.Spend', 'brand', 'live/balance-spend', metaOnlySchema, (o) => withMeta({ type: 'live/balance-spend' }, o))],
  effects: [balanceRefresh],
  onBrandReady: (rt, brand) => {
    const spec = balanceLoad(rt, brand);
    return spec === null ? null : execute(rt, spec);
  },
});
