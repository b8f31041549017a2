/**
 * No request leaves with a stale X-Brand, not even one that would be cancelled at
 * once. Under virtual time, on the fake ports, the brand switches while acme's requests are
 * debounced (balance 30 s, brand user 1 s), queued (the id queue, 101 created builds: two chunks),
 * in flight (the first chunk), and while a session request waits for a CSRF refresh. Every call
 * that reaches a port is recorded with its X-Brand; after the switch moment exactly beta's own
 * loads leave, with beta's X-Brand.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResourceListQuery, ResourcePage } from '../../worker/domains/resources/contract';
import type { CallDef } from '../../worker/ports/http/call';
import type { RequestContext } from '../../worker/ports/types';
import { apiErrors, startSession, type StartedSession } from '../harness';
import { useVirtualClock } from '../harness/virtual-clock';

useVirtualClock();
let session: StartedSession | null = null;
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

const BUILDS: ResourceListQuery = { kind: 'resource/list', resource: 'visual-build', page: 1, perPage: 50 };
const emptyPage = (perPage: number): ResourcePage => ({ items: [], page: 1, perPage, total: 0, lastPage: 1 });

interface Sent {
  readonly call: string;
  readonly brand: string | null;
  /** Aborted already when it reached the port (a browser would not even send it). */
  readonly aborted: boolean;
}

/** Records every call as it reaches the REST and GraphQL ports. */
function recordSends(s: StartedSession): Sent[] {
  const sent: Sent[] = [];
  const call = s.backend.call.bind(s.backend);
  s.backend.call = <A, R>(def: CallDef<A, R>, args: A, ctx: RequestContext) => {
    const ids = def.name === 'resourceList' ? (args as ResourceListQuery).ids : undefined;
    sent.push({ call: ids === undefined ? def.name : `resourceList ids×${ids.length}`, brand: ctx.brand, aborted: ctx.signal?.aborted === true });
    return call(def, args, ctx);
  };
  for (const method of ['unreadCount', 'notifications'] as const) {
    const original = s.graphql[method].bind(s.graphql) as (...args: unknown[]) => Promise<never>;
    (s.graphql as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      const ctx = args.at(-1) as RequestContext;
      sent.push({ call: `graphql ${method}`, brand: ctx.brand, aborted: ctx.signal?.aborted === true });
      return original(...args);
    };
  }
  return sent;
}

describe('stale X-Brand', () => {
  it('after a switch, only the new brand’s requests leave: debounced, queued, in-flight and retried ones of the old brand never do', async () => {
    session = await startSession({ routeBrand: 'acme' });
    const s = session;
    s.backend.autoAnswer('resourceList', (c) => emptyPage((c.args[0] as ResourceListQuery).perPage), { delayMs: 400 });
    await s.dl.watch(BUILDS, 'acme');
    await vi.advanceTimersByTimeAsync(400);
    const sent = recordSends(s);

    // acme's live traffic: 101 created builds (the id queue's two chunks in 250 ms), a Spend
    // (balance refetch in 30 s), a storage recalculation (brand user refetch in 1 s).
    for (let id = 1; id <= 101; id++) s.live.emitRaw('private-brand.acme', 'VisualBuildCreated', { visualBuild: { id, status: 'queued' } });
    s.live.emitRaw('private-brand.acme', 'BalanceManager.Spend', { brandId: 1, amount: 1 });
    s.live.emitRaw('private-brand.acme', 'BrandStoreUsageCalculated', { brandId: 1 });
    // A session request meets a 419; the fresh CSRF cookie takes 300 ms.
    let localeCalls = 0;
    s.backend.autoAnswer('updateLocale', () => {
      if (++localeCalls === 1) throw apiErrors.csrfExpired();
    });
    s.backend.autoAnswer('csrfCookie', undefined, { delayMs: 300 });
    s.cookies.xsrfToken = 'xsrf-2';
    void s.dl.dispatch({ type: 'session/set-locale', locale: 'cs' });
    await vi.advanceTimersByTimeAsync(250);
    // The id queue's first chunk is in flight, the second waits for it; the CSRF refresh runs.
    expect(sent.map((x) => x.call)).toEqual(['updateLocale', 'csrfCookie', 'resourceList ids×100']);

    const before = sent.length;
    await s.dl.dispatch({ type: 'brand/switch', identifier: 'beta' });
    await vi.advanceTimersByTimeAsync(60_000);

    const after = sent.slice(before);
    expect(after.filter((x) => x.brand === 'acme')).toEqual([]);
    expect(after).toEqual([
      { call: 'brandUser', brand: 'beta', aborted: false },
      { call: 'balance', brand: 'beta', aborted: false },
      { call: 'buildsWidget', brand: 'beta', aborted: false },
      { call: 'graphql unreadCount', brand: 'beta', aborted: false },
      { call: 'incidents', brand: 'beta', aborted: false },
      // The locale's second attempt, after the CSRF refresh: with the brand in scope now.
      { call: 'updateLocale', brand: 'beta', aborted: false },
    ]);
    expect(s.dl.engine.state().diagnostics.staleBrandRequests).toBe(0);
  });
});
