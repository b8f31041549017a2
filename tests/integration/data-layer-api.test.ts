/** The in-process host's DataLayerApi: snapshot, batches, log export, dispose (watches: live-queries.test.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession, type StartedSession } from '../harness';
import { PROTOCOL_VERSION } from '../../worker/contract/api';
import { SLICE_NAMES } from '../../worker/domains/registry';

let session: StartedSession | null = null;
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
  vi.useRealTimers();
});
describe('DataLayerApi', () => {
  it('snapshot, subscribe (first batch carries every slice), unsubscribe, exportLog, dispose', async () => {
    session = await startSession();
    const { dl } = session;
    expect(dl.protocolVersion).toBe(PROTOCOL_VERSION);
    // The snapshot is the bridge's form of the state: every slice, the same objects, but the
    // notifications slice without its items (they cross only through a window, docs/engine.md).
    const snapshot = await dl.snapshot();
    expect(Object.keys(snapshot)).toEqual(Object.keys(dl.engine.state()));
    expect(snapshot.balance).toBe(dl.engine.state().balance);
    expect(snapshot.notifications).not.toHaveProperty('items');
    const batches: { changed: object }[] = [];
    const id = await dl.subscribe((b) => {
      batches.push(b);
    });
    dl.flushBatches();
    expect(Object.keys(batches[0]!.changed).sort()).toEqual([...SLICE_NAMES].sort());
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

});
