/**
 * Bridge backpressure: a main thread that takes 200 ms per batch, under 1,000 events/s, receives
 * at most one batch per acknowledgement and ends with the exact final state.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Batch } from '../../worker/contract/api';
import type { BridgedSnapshot } from '../../worker/contract/snapshot';
import { startSession, type StartedSession } from '../harness';
import { useVirtualClock } from '../harness/virtual-clock';

useVirtualClock();
let session: StartedSession | null = null;
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

describe('backpressure', () => {
  it('a 200 ms main thread under 1,000 events/s gets one batch per acknowledgement and the exact final state', async () => {
    session = await startSession({ routeBrand: 'acme' });
    const { dl } = session;
    await vi.advanceTimersByTimeAsync(1_000);

    let mirror: Partial<BridgedSnapshot> = {};
    const sentAt: number[] = [];
    let unacknowledged = 0;
    let maxUnacknowledged = 0;
    await dl.subscribe((batch: Batch) => {
      unacknowledged += 1;
      maxUnacknowledged = Math.max(maxUnacknowledged, unacknowledged);
      sentAt.push(Date.now());
      mirror = { ...mirror, ...batch.changed };
      // The main thread is busy for 200 ms with this batch, then acknowledges it.
      return new Promise<void>((resolve) =>
        setTimeout(() => {
          unacknowledged -= 1;
          resolve();
        }, 200),
      );
    });

    const start = Date.now();
    for (let ms = 0; ms < 5_000; ms++) {
      dl.engine.emit({ event: { type: 'balance/changed', balance: ms, version: null }, source: 'live', brand: 'acme' });
      await vi.advanceTimersByTimeAsync(1);
    }
    await vi.advanceTimersByTimeAsync(1_000);

    expect(maxUnacknowledged).toBe(1);
    // The balance figure goes at the display cadence: while events keep coming it ticks every
    // 50 ms from the first batch (16, 66, 116 … after subscribing); a tick during the 200 ms of
    // work sends nothing, and the tick at the acknowledgement (216 ms: 200 is four ticks) sends
    // everything merged meanwhile. The 25th (4,816 ms) carries every event up to 4,815 ms; the
    // rest (to 4,999 ms) goes at its acknowledgement (5,016 ms), and nothing follows.
    expect(sentAt.map((t) => t - start)).toEqual([...Array.from({ length: 25 }, (_, k) => 16 + 200 * k), 5_016]);
    // The exact state, in the form the bridge sends it (the notification list crosses through windows).
    expect(mirror).toEqual(await dl.snapshot());
    expect(mirror.balance?.value).toBe(4_999);
  });
});
