/** Brand scope: a switch aborts the old brand's requests, and nothing of the old brand leaks in. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Snapshot } from '../../worker/contract/snapshot';
import { stateHash } from '../../worker/log/state-hash';
import { aBalance, aBrandUser, startSession, type StartedSession } from '../harness';
import { useVirtualClock } from '../harness/virtual-clock';

/** Everything but the diagnostics and the data-call totals, which count the late call by design. */
function hashWithoutDiagnostics(state: Snapshot): string {
  const { diagnostics: _diagnostics, requests: _requests, ...rest } = state;
  return stateHash(rest);
}

let session: StartedSession | null = null;
useVirtualClock();
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

describe('brand switch during an in-flight request', () => {
  it('the late answer of the old brand changes nothing and is counted as foreign', async () => {
    session = await startSession();
    const { backend, dl } = session;
    // acme's balance call hangs; the server answers it only after the user moved to beta, as if
    // the answer raced the abort.
    backend.honorAbort = false;
    backend.manual('balance');
    void dl.dispatch({ type: 'brand/switch', identifier: 'acme' });
    await backend.flush();
    const stale = backend.pending('balance')[0]!;
    expect(stale.ctx.brand).toBe('acme');

    backend.autoAnswer('balance', aBalance(77));
    await dl.dispatch({ type: 'brand/switch', identifier: 'beta' });
    expect(stale.ctx.signal?.aborted).toBe(true);
    const before = dl.engine.state();
    expect(before.brand.identifier).toBe('beta');
    expect(before.balance.value).toBe(77);

    stale.resolve(aBalance(1_000_000));
    await backend.flush();
    const after = dl.engine.state();
    expect(hashWithoutDiagnostics(after)).toBe(hashWithoutDiagnostics(before));
    expect(after.balance).toBe(before.balance);
    expect(after.diagnostics.foreignBrandDropped).toBe(before.diagnostics.foreignBrandDropped + 1);
    expect(after.requests.finished).toBe(before.requests.finished + 1);
    // The dropped envelope is still in the log, for whoever debugs it.
    const logged = dl.engine.log.contents().envelopes.at(-1)!;
    expect(logged).toMatchObject({ brand: 'acme', event: { type: 'balance/changed', balance: 1_000_000 } });
  });

  it('with a port that honours the abort, the old request fails as aborted: logged, never toasted', async () => {
    session = await startSession();
    const { backend, dl } = session;
    backend.manual('incidents');
    void dl.dispatch({ type: 'brand/switch', identifier: 'acme' });
    await backend.flush();
    backend.autoAnswer('incidents', []);
    await dl.dispatch({ type: 'brand/switch', identifier: 'beta' });
    const aborted = dl.engine.log.contents().envelopes.filter((e) => e.event.type === 'request/failed' && e.event.kind === 'aborted');
    expect(aborted).toHaveLength(1);
    expect(aborted[0]).toMatchObject({ brand: 'acme', event: { path: '/api/v1/incident', status: null } });
    expect(dl.engine.state().toasts.items).toEqual([]);
  });

  it('a brand user answer for the old brand arriving after a newer switch does not become the brand user', async () => {
    session = await startSession();
    const { backend, dl } = session;
    backend.honorAbort = false;
    backend.manual('brandUser');
    const first = dl.dispatch({ type: 'brand/switch', identifier: 'acme' });
    const second = dl.dispatch({ type: 'brand/switch', identifier: 'beta' });
    await backend.flush();
    const [acmeCall, betaCall] = backend.pending('brandUser');
    betaCall!.resolve(aBrandUser({ identifier: 'beta' }));
    acmeCall!.resolve(aBrandUser({ identifier: 'acme' }));
    expect(await second).toEqual({ ok: true });
    expect(await first).toEqual({ ok: false, error: 'BRAND.SWITCH_SUPERSEDED' });
    const state = dl.engine.state();
    expect(state.brand.brandUser?.brand.identifier).toBe('beta');
    expect(state.diagnostics.foreignBrandDropped).toBeGreaterThanOrEqual(1);
  });

  it('live events that arrive late on the old brand channel are dropped and trigger no refetch', async () => {
    session = await startSession();
    const { backend, live, dl } = session;
    await dl.dispatch({ type: 'brand/switch', identifier: 'beta' });
    expect(live.brand).toBe('beta');
    expect(live.brandHistory).toEqual(['acme', 'beta']);
    const before = backend.count('balance');
    const dropped = dl.engine.state().diagnostics.foreignBrandDropped;
    live.emitRaw('private-brand.acme', 'BalanceManager.Spend', { brandId: 347 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(backend.count('balance')).toBe(before);
    expect(dl.engine.state().diagnostics.foreignBrandDropped).toBe(dropped + 1);
  });

  it('a pending debounced refetch of the old brand is cancelled by the switch', async () => {
    session = await startSession();
    const { backend, live, dl } = session;
    live.emit({ type: 'live/balance-spend', amount: 1, balance: null, version: null });
    await vi.advanceTimersByTimeAsync(10_000);
    await dl.dispatch({ type: 'brand/switch', identifier: 'beta' });
    const afterSwitch = backend.count('balance');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(backend.count('balance')).toBe(afterSwitch);
  });

  it('switching resets brand-scoped state, moves the live channel and the notification subscription', async () => {
    session = await startSession();
    const { graphql, dl } = session;
    expect(graphql.activeSubscriptions().map((s) => s.brand)).toEqual(['acme']);
    await dl.dispatch({ type: 'brand/switch', identifier: 'beta' });
    expect(graphql.activeSubscriptions().map((s) => s.brand)).toEqual(['beta']);
    const state = dl.engine.state();
    expect(state.brand).toMatchObject({ identifier: 'beta', status: 'ready' });
    expect(state.brand.brandUser?.brand.identifier).toBe('beta');
    expect(state.balance.status).toBe('ready');
  });
});
