/**
 * Untrusted live input: 10,000 junk payloads through the real decoder (FakeLive.emitRaw) and the
 * engine. The engine never throws, and diagnostics.malformed.live counts exactly the payloads the
 * decoder rejected or kept without a wrongly typed optional field.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_EVENTS } from '../../worker/domains/registry';
import { startSession, type StartedSession } from '../harness';

const KNOWN_NAMES = LIVE_EVENTS.flatMap((s) => [s.name, `App\\Events\\${s.name.replace(/\./g, '\\')}`]);

/** Values of the wrong type for any field, including huge and deeply nested ones. */
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 4, withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true, withSparseArray: true, withNullPrototype: true }),
  // Huge strings, built by repetition (generating 10k+ chars one by one is very slow).
  fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 10_000, max: 200_000 })).map(([unit, n]) => ''.padEnd(n, unit)),
  fc.constantFrom(NaN, Infinity, -0, 1.5, -1, Number.MAX_SAFE_INTEGER + 2),
  fc.letrec<{ tree: unknown }>((tie) => ({ tree: fc.oneof({ depthSize: 'small' }, fc.constant(null), fc.array(tie('tree'), { maxLength: 3 }), fc.dictionary(fc.string(), tie('tree'), { maxKeys: 3 })) })).tree,
);

/** Payloads shaped like the real ones but with broken fields, and plain garbage. */
const payload: fc.Arbitrary<unknown> = fc.oneof(
  junkValue,
  fc.record({ action: junkValue, incident: junkValue, brandId: junkValue }, { requiredKeys: [] }),
  fc.record({ severity: junkValue, message: junkValue }, { requiredKeys: [] }),
  fc.record({ visualBuild: fc.oneof(junkValue, fc.record({ id: junkValue, status: junkValue }, { requiredKeys: [] })), brandId: junkValue }, { requiredKeys: [] }),
  fc.record({ buildNumber: junkValue, revision: junkValue }, { requiredKeys: [] }),
);

const eventName: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom(...KNOWN_NAMES), fc.string(), fc.constantFrom('pusher:ping', 'pusher_internal:subscription_succeeded', ''), junkValue);
const channel: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom('public', 'private-brand.acme', 'private-brand.beta'), fc.string(), junkValue);

let session: StartedSession;
beforeAll(async () => {
  vi.useFakeTimers();
  session = await startSession();
});
afterAll(async () => {
  await session.dl.dispose();
  vi.useRealTimers();
});

describe('the malformed-payload counter, case by case', () => {
  it.each([
    ['an unknown event name', 'private-brand.acme', 'App\\Events\\BrandArchived', { brandId: 1 }, 'App\\Events\\BrandArchived', 'unknown event'],
    ['a required field of the wrong type', 'private-brand.acme', 'VisualBuildUpdated', { visualBuild: { id: 'seven' } }, 'VisualBuildUpdated', 'invalid visualBuild.id (expected number)'],
    ['a missing required field', 'public', 'ShowMaintenance', { message: 'x' }, 'ShowMaintenance', 'missing severity'],
    ['a body that was not JSON', 'public', 'IncidentUpdated', '{"action": "created"', 'IncidentUpdated', 'payload is not an object'],
    ['an oversized text', 'public', 'ShowMaintenance', { severity: 'high', message: 'x'.repeat(50_000) }, 'ShowMaintenance', 'oversized: message over 2000 characters'],
    ['a brand event on the public channel', 'public', 'BalanceManager.Spend', { brandId: 1 }, 'BalanceManager.Spend', 'brand event on the wrong channel'],
  ])('%s: counted once, logged with its reason, and dropped', (_label, channel, name, payload, reportedName, reason) => {
    const { live, dl } = session;
    const before = dl.engine.state().diagnostics.malformed.live;
    const seq = dl.engine.state().diagnostics.lastSeq;
    live.emitRaw(channel, name, payload);
    const state = dl.engine.state();
    expect(state.diagnostics.malformed.live).toBe(before + 1);
    expect(state.diagnostics.lastMalformed).toEqual({ origin: 'live', name: reportedName, reason });
    // Only the report reached the engine.
    expect(dl.engine.log.contents().envelopes.filter((e) => e.seq > seq).map((e) => e.event.type)).toEqual(['diagnostics/payload-malformed']);
  });

  it('an optional field of the wrong type: counted and logged with its reason, the event itself kept', () => {
    const { live, dl } = session;
    const before = dl.engine.state().diagnostics.malformed.live;
    const seq = dl.engine.state().diagnostics.lastSeq;
    live.emitRaw('private-brand.acme', 'App\\Events\\BrandUpdated', { brandId: '347' });
    expect(dl.engine.state().diagnostics.malformed.live).toBe(before + 1);
    expect(dl.engine.state().diagnostics.lastMalformed).toEqual({ origin: 'live', name: 'BrandUpdated', reason: 'invalid brandId (expected integer)' });
    expect(dl.engine.log.contents().envelopes.filter((e) => e.seq > seq).map((e) => e.event)).toEqual([
      { type: 'diagnostics/payload-malformed', origin: 'live', name: 'BrandUpdated', reason: 'invalid brandId (expected integer)' },
      { type: 'live/brand-updated' },
    ]);
  });
});

describe('malformed live events', () => {
  it('10,000 junk payloads: never throws, and every rejection is counted', async () => {
    const { live, dl } = session;
    const counted = dl.engine.state().diagnostics.malformed.live;
    let rejected = 0;
    let accepted = 0;
    let keptWithoutAField = 0;
    fc.assert(
      fc.property(channel, eventName, payload, (ch, name, body) => {
        const before = dl.engine.state().diagnostics.malformed.live;
        const input = live.emitRaw(ch as string, name as string, body);
        if (input.kind === 'malformed') rejected += 1;
        else accepted += 1;
        const dropped = input.kind === 'event' && input.dropped !== undefined;
        if (dropped) keptWithoutAField += 1;
        // Each rejection and each dropped field is counted at once and exactly once.
        expect(dl.engine.state().diagnostics.malformed.live).toBe(before + (input.kind === 'malformed' || dropped ? 1 : 0));
      }),
      { numRuns: 10_000, seed: 20250501 },
    );
    // Let every refetch the accepted ones triggered run; nothing may throw there either.
    await vi.advanceTimersByTimeAsync(60_000);
    const state = dl.engine.state();
    expect(rejected + accepted).toBe(10_000);
    // Mostly junk, and some accidentally valid events that exercised the effects too.
    expect(rejected).toBeGreaterThan(5_000);
    expect(accepted).toBeGreaterThan(0);
    expect(keptWithoutAField).toBeGreaterThan(0);
    expect(state.diagnostics.malformed.live).toBe(counted + rejected + keptWithoutAField);
    expect(state.diagnostics.lastMalformed?.origin).toBe('live');
    expect(state.session.status).toBe('signed-in');
    // Reports stay small whatever came in (the bridge aims at small batches).
    const reports = dl.engine.log.contents().envelopes.filter((e) => e.event.type === 'diagnostics/payload-malformed');
    expect(Math.max(...reports.map((e) => JSON.stringify(e).length))).toBeLessThan(1_000);
  });
});
