/** The in-process host's DataLayerApi: snapshot, batches, log export, queries, dispose. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryOutcome, ResourceListQuery } from '../../worker/contract/queries';
import { createDataLayer, type InProcessDataLayer } from '../../worker/host/create-data-layer';
import {
  apiErrors,
  createFakePorts,
  loggedEvents as logged,
  startSession,
  type StartedSession,
} from '../harness';

let session: StartedSession | null = null;
let extra: InProcessDataLayer | null = null;
afterEach(async () => {
  await session?.dl.dispose();
  await extra?.dispose();
  session = extra = null;
  vi.useRealTimers();
});

describe('DataLayerApi', () => {
  it('snapshot, subscribe (first batch carries every slice), unsubscribe, exportLog, dispose', async () => {
    session = await startSession();
    const { dl } = session;
    expect(dl.protocolVersion).toBe(1);
    expect(await dl.snapshot()).toBe(dl.engine.state());
    const batches: { changed: object }[] = [];
    const id = await dl.subscribe((b) => batches.push(b));
    dl.flushBatches();
    expect(Object.keys(batches[0]!.changed)).toHaveLength(11);
    await dl.unsubscribe(id);
    await dl.dispatch({ type: 'toast/dismiss', id: 'none' });
    dl.flushBatches();
    expect(batches).toHaveLength(1);
    const text = await dl.exportLog({ redact: true });
    expect(text.split('\n')[0]).toContain('"format":"adcreative-event-log"');
    expect(text).not.toContain('marta.manager@example.com');
    await dl.dispose();
    expect(session.live.disconnects).toBe(1);
    expect(await dl.dispatch({ type: 'system/close-maintenance' })).toEqual({ ok: false, error: 'ENGINE.DISPOSED' });
  });

  it('query answers through the resource port, never rejects, and shows no toast for 404', async () => {
    const fakes = createFakePorts();
    const page = { items: [{ id: '1', label: 'Ad set 1', fields: {} }], page: 1, perPage: 20, total: 1, lastPage: 1 };
    extra = createDataLayer(fakes.ports);
    await extra.dispatch({ type: 'start', xsrfToken: null, routeBrand: null, locale: 'en' });
    const query: ResourceListQuery = { kind: 'resource/list', resource: 'ad-set', page: 1, perPage: 20 };
    fakes.resources.autoAnswer('run', page as never);
    expect(await extra.query(query)).toEqual({ ok: true, data: page } satisfies QueryOutcome<ResourceListQuery>);
    expect(fakes.resources.calls.at(-1)?.brand).toBe('acme');
    fakes.resources.autoFail('run', () => apiErrors.unhandled(404, 'REQUESTS.NOT_FOUND'));
    expect(await extra.query(query)).toEqual({ ok: false, status: 404, key: 'REQUESTS.NOT_FOUND' });
    expect(extra.engine.state().toasts.items).toEqual([]);
    fakes.resources.autoFail('run', () => apiErrors.unavailable());
    expect(await extra.query(query)).toEqual({ ok: false, status: 503, key: 'REQUESTS.UNAVAILABLE' });
    expect(extra.engine.state().toasts.items.map((t) => t.key)).toEqual(['REQUESTS.UNAVAILABLE']);
    expect(logged(extra, 'request/failed').map((e) => e.path)).toEqual(['/api/v1/ad-set', '/api/v1/ad-set']);
  });
});
