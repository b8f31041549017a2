/**
 * The tab's event log across page loads (opening /__devtools by URL, or any reload the
 * app does itself, lost the session's log). Page 1 stores its log; page 2, started with what page
 * 1 stored, continues it: earlier envelopes, a `log/page-loaded` marker, its own. The export of
 * page 2 replays to page 2's live hash; sign-out deletes the stored log.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION } from '../../worker/contract/api';
import { TAB_LOG_SAVE_DELAY_MS } from '../../worker/host/tab-log';
import { parseEventLog } from '../../worker/log/ndjson';
import { replay } from '../../worker/log/replay';
import { createMemoryTabLogStore, type MemoryTabLogStore } from '../../worker/ports/tab-log/memory-tab-log-store';
import type { StoredTabLog } from '../../worker/ports/tab-log/types';
import { startSession, type StartedSession } from '../harness';
import { useVirtualClock } from '../harness/virtual-clock';

useVirtualClock();
const open: StartedSession[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.dl.dispose();
});

async function page(store: MemoryTabLogStore, reason: 'reload' | 'role-change' = 'reload'): Promise<StartedSession> {
  const s = await startSession({ routeBrand: 'acme', tabLog: { store, stored: await store.load(), reason } });
  open.push(s);
  await vi.advanceTimersByTimeAsync(0);
  return s;
}

const types = (s: StartedSession) => s.dl.engine.log.contents().envelopes.map((e) => e.event.type);

describe("the tab's log across page loads", () => {
  it('is stored at most 500 ms after an envelope, and continues on the next page after a marker, seqs running on', async () => {
    const store = createMemoryTabLogStore();
    const first = await page(store);
    first.dl.engine.emit({ event: { type: 'toast/requested', id: 'page-1', kind: 'info', key: 'K', params: {}, text: 'from page 1' }, source: 'command', brand: null });
    const firstSeqs = first.dl.engine.log.contents().envelopes.map((e) => e.seq);
    expect(store.stored).toBeNull();
    await vi.advanceTimersByTimeAsync(TAB_LOG_SAVE_DELAY_MS);
    expect(store.stored?.envelopes.map((e) => e.seq)).toEqual(firstSeqs);
    expect(types(first)).not.toContain('log/page-loaded');

    const second = await page(store, 'role-change');
    const envelopes = second.dl.engine.log.contents().envelopes;
    const marker = envelopes.findIndex((e) => e.event.type === 'log/page-loaded');
    expect(envelopes.slice(0, marker).map((e) => e.seq)).toEqual(firstSeqs);
    expect(envelopes[marker]).toMatchObject({ seq: (firstSeqs.at(-1) as number) + 1, source: 'system', brand: null, event: { type: 'log/page-loaded', reason: 'role-change' } });
    expect(envelopes.slice(marker + 1).length).toBeGreaterThan(0);
    expect(envelopes.every((e, i) => i === 0 || e.seq === (envelopes[i - 1] as { seq: number }).seq + 1)).toBe(true);
    // The new page's state is its own (page 1's toast is not in it), and a replay of the whole
    // tab's log reaches it exactly.
    expect(second.dl.engine.state().toasts.items.map((t) => t.id)).not.toContain('page-1');
    const text = await second.dl.exportLog({ redact: false });
    expect(parseEventLog(text).envelopes.map((e) => e.event.type)).toContain('toast/requested');
    expect(replay(text).hash).toBe(await second.dl.stateHash());
    // What the devtools show on arrival: the log's newest, the marker among them.
    expect((await second.dl.recentEnvelopes(envelopes.length)).map((e) => e.seq)).toEqual(envelopes.map((e) => e.seq));
  });

  it('is written at once when the page asks before leaving', async () => {
    const store = createMemoryTabLogStore();
    const s = await page(store);
    await s.dl.persistLog();
    expect(store.stored?.envelopes.at(-1)?.seq).toBe(s.dl.engine.state().diagnostics.lastSeq);
    expect(store.stored?.protocolVersion).toBe(PROTOCOL_VERSION);
  });

  it('is deleted on sign-out, and the page stores nothing after it', async () => {
    const store = createMemoryTabLogStore();
    const s = await page(store);
    await s.dl.persistLog();
    expect(store.stored).not.toBeNull();
    await s.dl.dispatch({ type: 'session/sign-out' });
    await vi.advanceTimersByTimeAsync(TAB_LOG_SAVE_DELAY_MS * 4);
    await s.dl.persistLog();
    expect(store.stored).toBeNull();
    const next = await page(store);
    expect(types(next)).not.toContain('log/page-loaded');
  });

  it("starts a new log when the stored one is another build's or damaged", async () => {
    const first = await page(createMemoryTabLogStore());
    await first.dl.persistLog();
    const good = first.dl.engine.log.contents().envelopes;
    const cases: StoredTabLog[] = [
      { protocolVersion: PROTOCOL_VERSION - 1, savedAt: 0, checkpoint: null, envelopes: good },
      { protocolVersion: PROTOCOL_VERSION, savedAt: 0, checkpoint: null, envelopes: [...good].reverse() },
      { protocolVersion: PROTOCOL_VERSION, savedAt: 0, checkpoint: null, envelopes: [{ ...good[0]!, event: { type: 'balance/exploded' } as never }] },
    ];
    for (const stored of cases) {
      const s = await page(createMemoryTabLogStore(stored));
      expect(types(s)).not.toContain('log/page-loaded');
      expect(s.dl.engine.log.contents().envelopes[0]?.seq).toBe(1);
    }
  });
});
