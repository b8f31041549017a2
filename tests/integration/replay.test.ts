/** Replay (ARCHITECTURE.md §4): folding the reducer over the exported log reproduces the live hash. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEventLog } from '../../worker/log/ndjson';
import { replay } from '../../worker/log/replay';
import { runScriptedSession, startSession, type StartedSession } from '../harness';
import { useVirtualClock } from '../harness/virtual-clock';

let session: StartedSession | null = null;
useVirtualClock();
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

async function recordedRun(logCapacity?: number) {
  session = await startSession(logCapacity === undefined ? {} : { logCapacity });
  await runScriptedSession(session, (ms) => vi.advanceTimersByTimeAsync(ms));
  return session;
}

describe('replay of a recorded run', () => {
  it('gives the same state hash as the live run', async () => {
    const { dl } = await recordedRun();
    const state = dl.engine.state();
    // The script really exercised the engine: all of these happened.
    expect(state.brand.identifier).toBe('beta');
    expect(state.diagnostics.malformed.live).toBe(3);
    expect(state.diagnostics.foreignBrandDropped).toBeGreaterThanOrEqual(11);
    expect(state.connection.reconnects).toBe(1);
    // The change to fr failed to save; the saved locale came back with `me` after the reconnect.
    expect(state.session.locale).toBe('en');
    expect(state.session.status).toBe('expired');
    const types = new Set(dl.engine.log.contents().envelopes.map((e) => e.event.type));
    for (const t of ['balance/changed', 'storage/recalculated', 'builds/widget-loaded', 'incidents/loaded', 'notifications/read-rolled-back', 'toast/requested', 'session/csrf-refreshed', 'session/expired', 'system/maintenance-shown', 'request/failed'] as const) {
      expect(types.has(t), t).toBe(true);
    }

    const text = await dl.exportLog({ redact: false });
    const file = parseEventLog(text);
    expect(file.checkpoint).toBeNull();
    const result = replay(file);
    expect(result.hash).toBe(await dl.stateHash());
    expect(result.state).toEqual(JSON.parse(JSON.stringify(state)));
  });

  it('still gives the live hash after the ring buffer wrapped (replay starts from the checkpoint)', async () => {
    const { dl } = await recordedRun(64);
    const text = await dl.exportLog({ redact: false });
    const file = parseEventLog(text);
    expect(file.header.evicted).toBeGreaterThan(0);
    expect(file.checkpoint).not.toBeNull();
    expect(file.envelopes.length).toBeLessThanOrEqual(64);
    expect(file.envelopes[0]?.seq).toBe(file.checkpoint!.seq + 1);
    expect(replay(text).hash).toBe(await dl.stateHash());
  });

  it('a redacted export still parses and replays, with personal data replaced', async () => {
    const { dl } = await recordedRun(64);
    const text = await dl.exportLog({ redact: true });
    expect(text).not.toMatch(/marta\.manager@example\.com|Marta Manager|Eda Editor|make the logo bigger|x@example\.com/);
    const result = replay(text);
    expect(result.state.brand.identifier).toBe('beta');
    expect(result.state.session.user?.email).toMatch(/^\[email-\d+\]$/);
  });
});
