/**
 * Brand switch without stale frames: 60 switches between two brands while the old
 * brand's live events and slow answers keep arriving. Through the real bridge, no batch ever
 * shows one brand's figures under the other brand's identifier, and no request leaves with
 * another X-Brand than the brand in scope once a switch started.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Batch } from '../../worker/contract/api';
import type { BridgedSnapshot } from '../../worker/contract/snapshot';
import type { ResourceListQuery } from '../../worker/domains/resources/contract';
import type { CallDef } from '../../worker/ports/http/call';
import type { RequestContext } from '../../worker/ports/types';
import { aBalance, aBrandUser, aStorage, startSession, type StartedSession } from '../harness';
import { useVirtualClock } from '../harness/virtual-clock';

useVirtualClock();
let session: StartedSession | null = null;
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

/** Each brand's figures are distinct, so a leaked one is recognisable. */
const FIGURES = { acme: { balance: 111, storage: 11 }, beta: { balance: 222, storage: 22 } } as const;
type Brand = keyof typeof FIGURES;

describe('brand switch race', () => {
  it('60 switches with late answers and foreign events: no mixed frame, no request with the old X-Brand', async () => {
    session = await startSession({ routeBrand: 'acme' });
    const { backend, live, dl } = session;
    const brandOf = (ctx: RequestContext) => (ctx.brand ?? 'acme') as Brand;
    // Slow answers, each with its own brand's figures: they arrive after the next switch began.
    backend.honorAbort = false;
    backend.autoAnswer('balance', (call) => aBalance(FIGURES[brandOf(call.ctx)].balance), { delayMs: 70 });
    backend.autoAnswer('brandUser', (call) => aBrandUser({ identifier: brandOf(call.ctx), storage: aStorage(FIGURES[brandOf(call.ctx)].storage) }), { delayMs: 30 });
    backend.autoAnswer('resourceList', (call) => ({ items: [], page: 1, perPage: 20, total: 0, lastPage: 1, brand: (call.args[0] as ResourceListQuery).resource }) as never, { delayMs: 50 });

    // Every request, checked at the moment it leaves: its X-Brand is the brand in scope.
    const wrongBrand: string[] = [];
    const call = backend.call.bind(backend);
    backend.call = <A, R>(def: CallDef<A, R>, args: A, ctx: RequestContext) => {
      const scope = dl.engine.state().brand.identifier;
      if (ctx.brand !== null && ctx.brand !== scope) wrongBrand.push(`${def.name} with ${ctx.brand} while ${scope}`);
      return call(def, args, ctx);
    };

    // The main thread's copy of the state, checked after every batch.
    let mirror = {} as BridgedSnapshot;
    const mixed: string[] = [];
    let batches = 0;
    await dl.subscribe((batch: Batch) => {
      batches += 1;
      mirror = { ...mirror, ...batch.changed };
      const brand = mirror.brand?.identifier as Brand | null;
      if (brand === null || brand === undefined) return;
      const { balance, storage } = FIGURES[brand];
      if (mirror.balance.value !== null && mirror.balance.value !== balance) mixed.push(`balance ${mirror.balance.value} under ${brand}`);
      if (mirror.storage.usage !== null && mirror.storage.usage.percentageInt !== storage) mixed.push(`storage ${mirror.storage.usage.percentageInt} under ${brand}`);
      if (mirror.brand.brandUser !== null && mirror.brand.brandUser.brand.identifier !== brand) mixed.push(`brand user of ${mirror.brand.brandUser.brand.identifier} under ${brand}`);
    });

    let shown = 0;
    for (let i = 0; i < 60; i++) {
      const next: Brand = i % 2 === 0 ? 'beta' : 'acme';
      const old: Brand = next === 'beta' ? 'acme' : 'beta';
      // A page of the new brand watches its list at once (before the worker switched).
      const watch = dl.watch({ kind: 'resource/list', resource: 'ad-set', page: 1, perPage: 20 }, next);
      void dl.dispatch({ type: 'brand/switch', identifier: next });
      // The old brand's channel still delivers for a moment, and its storage event triggers a refetch.
      live.emitRaw(`private-brand.${old}`, 'BrandStoreUsageCalculated', { brandId: 1 });
      live.emitRaw(`private-brand.${old}`, 'BalanceManager.Spend', { brandId: 1 });
      // Switch again after 20–90 ms: some switches complete, some are superseded mid-flight.
      await vi.advanceTimersByTimeAsync(20 + ((i * 37) % 71));
      void dl.unwatch(await watch);
      if (mirror.balance?.value !== null && mirror.balance?.value !== undefined) shown += 1;
    }
    await vi.advanceTimersByTimeAsync(2_000);

    expect(wrongBrand).toEqual([]);
    expect(mixed).toEqual([]);
    // The race really happened (virtual time makes it exact): 14 of the 60 switches got as far
    // as showing a balance before the next one, and 175 late envelopes of the old brand were dropped.
    // (The data-call totals the loading bar follows go at the display cadence: with the batches
    // due anyway, or 50 ms after the last one.)
    expect(batches).toBe(119);
    expect(shown).toBe(14);
    expect(dl.engine.state().diagnostics.foreignBrandDropped).toBe(175);
    expect(mirror.brand.identifier).toBe('acme');
    expect(mirror.balance.value).toBe(FIGURES.acme.balance);
  });
});
