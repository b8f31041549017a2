import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../contract/events';
import type { LiveInput } from '../types';
import { LIVE_EVENTS } from '../../domains/registry';
import { brandOfChannel } from '../../contract/live-channels';
import { createLiveDecoder, MAX_EVENT_TEXT } from './decode-live-event';
import { indexByName } from './live-event-spec';

const decodeLiveEvent = createLiveDecoder(LIVE_EVENTS);
const LIVE_EVENT_SPECS = LIVE_EVENTS;
const LIVE_EVENT_BY_NAME = indexByName(LIVE_EVENTS);

const BRAND = 'private-brand.acme';

/** The channel a row is heard on. */
const channelOf = (name: string): string => (LIVE_EVENT_BY_NAME.get(name)?.channel === 'brand' ? BRAND : 'public');

interface ValidCase {
  readonly name: string;
  readonly channel: string;
  readonly payload: unknown;
  readonly event: LiveEvent;
}

/**
 * One valid payload per row (docs/live-events.md), made from the row itself: its example encoded
 * by its encoder must decode to the example again, so a row whose encoder and build disagree fails
 * here. The wire's details that an encoder would not write (extra fields, a number where a string
 * is read) have their own cases below.
 */
const VALID: readonly ValidCase[] = LIVE_EVENTS.map((row) => ({
  name: row.name,
  channel: channelOf(row.name),
  payload: (row.encode as (e: LiveEvent) => unknown)(row.example),
  event: row.example,
}));

/** Payloads as servers send them that no encoder writes. */
const WIRE_DETAILS: readonly ValidCase[] = [
  {
    name: 'IncidentUpdated',
    channel: 'public',
    payload: { action: 'created', incident: { id: 7 }, brandId: 3, extra: 'ignored' },
    event: { type: 'live/incident-updated', action: 'created', incidentId: 7, brandId: 3 },
  },
  {
    name: 'NewVersionAvailable',
    channel: 'public',
    payload: { buildNumber: 42, revision: 'abc123' },
    event: { type: 'live/new-version-available', buildNumber: '42', revision: 'abc123' },
  },
  {
    name: 'VisualBuildCreated',
    channel: BRAND,
    payload: { brandId: 3, visualBuild: { id: 11, status: 'queued' } },
    event: { type: 'live/visual-build-created', brandId: 3, buildId: 11, status: 'queued', progress: null, stage: null },
  },
];

/** Invalid variants: required field missing or of the wrong type, or not an object at all. */
const INVALID: readonly { name: string; payload: unknown; reason: string }[] = [
  { name: 'IncidentUpdated', payload: { incident: { id: 1 } }, reason: 'missing action' },
  { name: 'IncidentTransitioned', payload: { action: 5 }, reason: 'invalid action (expected string)' },
  { name: 'ShowMaintenance', payload: { message: 'x' }, reason: 'missing severity' },
  { name: 'ShowMaintenance', payload: { severity: ['high'] }, reason: 'invalid severity (expected string)' },
  { name: 'NewVersionAvailable', payload: 'v42', reason: 'payload is not an object' },
  { name: 'BrandBroadcastTested', payload: null, reason: 'payload is not an object' },
  { name: 'BrandUserUpdated', payload: [1, 2], reason: 'payload is not an object' },
  { name: 'BrandUpdated', payload: 3, reason: 'payload is not an object' },
  { name: 'UserUpdated', payload: undefined, reason: 'payload is not an object' },
  { name: 'BrandStoreUsageCalculated', payload: true, reason: 'payload is not an object' },
  { name: 'BalanceManager.Spend', payload: 'spend', reason: 'payload is not an object' },
  { name: 'VisualBuildCreated', payload: { brandId: 3 }, reason: 'missing visualBuild' },
  { name: 'VisualBuildCreated', payload: { visualBuild: {} }, reason: 'missing visualBuild.id' },
  { name: 'VisualBuildCreated', payload: { visualBuild: { id: '11' } }, reason: 'invalid visualBuild.id (expected number)' },
  { name: 'VisualBuildUpdated', payload: { visualBuild: { id: 1.5 } }, reason: 'invalid visualBuild.id (expected integer)' },
  { name: 'VisualBuildUpdated', payload: { visualBuild: null }, reason: 'invalid visualBuild (expected Object)' },
  { name: 'VisualVersionUpdated', payload: { visualVersion: { id: 21 } }, reason: 'missing visualVersion.visualId' },
  { name: 'VisualUpdated', payload: { visual: { id: 'x' } }, reason: 'invalid visual.id (expected number)' },
  { name: 'AssetLibraryUpdated', payload: { action: 'moved', item: { type: 'file', id: 1, directoryId: 2 } }, reason: 'invalid action (expected ("created" | "updated" | "deleted"))' },
  { name: 'AssetLibraryUpdated', payload: { action: 'created', item: { type: 'file', id: 1 } }, reason: 'missing item.directoryId' },
];

function expectMalformed(input: LiveInput, name: string, reason?: string): void {
  expect(input.kind).toBe('malformed');
  if (input.kind !== 'malformed') return;
  expect(input.report.type).toBe('diagnostics/payload-malformed');
  expect(input.report.origin).toBe('live');
  expect(input.report.name).toBe(name);
  if (reason !== undefined) expect(input.report.reason).toBe(reason);
}

describe('decodeLiveEvent: every event of docs/live-events.md', () => {
  it('every row has an example of its own type', () => {
    for (const row of LIVE_EVENT_SPECS) expect(row.example.type, row.name).toBe(row.type);
  });

  it.each([...VALID, ...WIRE_DETAILS])('$name: a valid payload decodes to its domain event', ({ name, channel, payload, event }) => {
    expect(decodeLiveEvent(channel, name, payload)).toStrictEqual({ kind: 'event', channel, brand: brandOfChannel(channel), event });
  });

  it.each(VALID)('$name: every spelling of the name decodes the same', ({ name, channel, payload, event }) => {
    const pusherName = `App\\Events\\${name.replace(/\./g, '\\')}`;
    for (const alias of [name, `.${name}`, pusherName, `\\${pusherName}`, `App.Events.${name}`]) {
      expect(decodeLiveEvent(channel, alias, payload)).toStrictEqual({ kind: 'event', channel, brand: brandOfChannel(channel), event });
    }
  });

  it.each(INVALID)('$name: invalid payload → malformed ($reason)', ({ name, payload, reason }) => {
    expectMalformed(decodeLiveEvent(channelOf(name), name, payload), name, reason);
  });

  it('maps unknown maintenance severities to low and non-string messages to null (a dropped field)', () => {
    expect(decodeLiveEvent('public', 'ShowMaintenance', { severity: 'critical', message: 12 })).toStrictEqual({
      kind: 'event',
      brand: null,
      channel: 'public',
      event: { type: 'live/show-maintenance', severity: 'low', message: null },
      dropped: { type: 'diagnostics/payload-malformed', origin: 'live', name: 'ShowMaintenance', reason: 'invalid optional field (expected string)' },
    });
  });

  it.each(['constructor', '__proto__', 'toString', 'LOW', ''])('maintenance severity %j → low', (severity) => {
    expect(decodeLiveEvent('public', 'ShowMaintenance', { severity })).toMatchObject({ event: { severity: 'low' } });
  });

  it('keeps the event without wrongly typed optional fields, and reports the first one as dropped', () => {
    const input = decodeLiveEvent(BRAND, 'BrandUpdated', { brandId: '3', userId: 1.5, brandUserId: Number.NaN });
    expect(input).toMatchObject({ kind: 'event', channel: BRAND, brand: 'acme', event: { type: 'live/brand-updated' } });
    expect(input.kind === 'event' ? input.event : null).toStrictEqual({ type: 'live/brand-updated' });
    expect(input.kind === 'event' ? input.dropped : null).toStrictEqual({
      type: 'diagnostics/payload-malformed',
      origin: 'live',
      name: 'BrandUpdated',
      reason: 'invalid brandId (expected integer)',
    });
    const incident = decodeLiveEvent('public', 'IncidentUpdated', { action: 'restored', incident: { id: 'x' } });
    expect(incident).toMatchObject({ kind: 'event', event: { incidentId: null }, dropped: { reason: 'invalid optional field (expected integer)' } });
    const version = decodeLiveEvent('public', 'NewVersionAvailable', { buildNumber: { n: 1 }, revision: Infinity });
    expect(version).toMatchObject({ event: { buildNumber: null, revision: null }, dropped: { reason: 'invalid optional field (expected string or number)' } });
    const build = decodeLiveEvent(BRAND, 'VisualBuildUpdated', { visualBuild: { id: 1, status: 'rendering', progress: '50%' } });
    expect(build).toMatchObject({ event: { status: 'rendering', progress: null }, dropped: { reason: 'invalid optional field (expected finite number)' } });
  });

  it('a Spend without balance and version (a server without versions) decodes with both null', () => {
    expect(decodeLiveEvent(BRAND, 'BalanceManager.Spend', { brandId: 3, amount: 12.5 })).toStrictEqual({
      kind: 'event',
      channel: BRAND,
      brand: 'acme',
      event: { type: 'live/balance-spend', brandId: 3, amount: 12.5, balance: null, version: null },
    });
  });

  it('a Spend whose version is not a non-negative integer keeps no version (only a refetch trigger)', () => {
    for (const version of ['7', 7.5, -1, Number.NaN]) {
      const spend = decodeLiveEvent(BRAND, 'BalanceManager.Spend', { brandId: 3, amount: 1, balance: 10, version });
      expect(spend).toMatchObject({ event: { type: 'live/balance-spend', balance: 10, version: null }, dropped: { reason: 'invalid version (expected non-negative integer)' } });
    }
  });

  it('absent and null optional fields are not dropped fields', () => {
    const input = decodeLiveEvent('public', 'ShowMaintenance', { severity: 'high', message: null, brandId: null });
    expect(input).toStrictEqual({ kind: 'event', channel: 'public', brand: null, event: { type: 'live/show-maintenance', severity: 'high', message: null } });
  });

  it('reports unknown event names, Pusher internals included', () => {
    expectMalformed(decodeLiveEvent('public', 'App\\Events\\Unknown', {}), 'App\\Events\\Unknown', 'unknown event');
    expectMalformed(decodeLiveEvent('public', 'pusher:subscription_succeeded', {}), 'pusher:subscription_succeeded');
    expectMalformed(decodeLiveEvent('public', 'balancemanager.spend', {}), 'balancemanager.spend');
  });

  it('reports an event heard on the wrong kind of channel (a brand event must never be brand-less)', () => {
    expectMalformed(decodeLiveEvent('public', 'BrandUpdated', { brandId: 3 }), 'BrandUpdated', 'brand event on the wrong channel');
    expectMalformed(decodeLiveEvent(BRAND, 'ShowMaintenance', { severity: 'high' }), 'ShowMaintenance', 'public event on the wrong channel');
  });

  it('a body that was not JSON (pusher-js hands it over as a string) is malformed', () => {
    expectMalformed(decodeLiveEvent(BRAND, 'App\\Events\\BrandUpdated', '{"brandId": 3'), 'BrandUpdated', 'payload is not an object');
  });

  it(`an event carrying a text over ${MAX_EVENT_TEXT} characters is oversized, and dropped`, () => {
    const atLimit = decodeLiveEvent('public', 'ShowMaintenance', { severity: 'high', message: 'm'.repeat(MAX_EVENT_TEXT) });
    expect(atLimit.kind).toBe('event');
    const over = decodeLiveEvent('public', 'ShowMaintenance', { severity: 'high', message: 'm'.repeat(MAX_EVENT_TEXT + 1) });
    expectMalformed(over, 'ShowMaintenance', `oversized: message over ${MAX_EVENT_TEXT} characters`);
    const action = decodeLiveEvent('public', 'IncidentUpdated', { action: 'a'.repeat(100_000) });
    expectMalformed(action, 'IncidentUpdated', `oversized: action over ${MAX_EVENT_TEXT} characters`);
  });
});

describe('decodeLiveEvent: hostile input', () => {
  const throwingGetter = Object.defineProperty({}, 'action', {
    enumerable: true,
    get() {
      throw new Error('boom');
    },
  });
  const cyclic: Record<string, unknown> = { action: 'created' };
  cyclic.self = cyclic;
  cyclic.incident = cyclic;
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const trap = new Proxy({}, {
    get() {
      throw new Error('trap');
    },
    has() {
      throw new Error('trap');
    },
  });

  it.each([
    ['a throwing getter', throwingGetter],
    ['a revoked proxy', revoked.proxy],
    ['a proxy whose traps throw', trap],
  ])('%s → malformed, no throw', (_label, payload) => {
    expectMalformed(decodeLiveEvent('public', 'IncidentUpdated', payload), 'IncidentUpdated');
  });

  it('a cyclic payload decodes without recursing into the cycle', () => {
    expect(decodeLiveEvent('public', 'IncidentUpdated', cyclic)).toMatchObject({ kind: 'event', event: { incidentId: null } });
  });

  it('a huge string never reaches the report, and the name is bounded', () => {
    const huge = 'x'.repeat(5_000_000);
    const input = decodeLiveEvent('public', 'ShowMaintenance', { severity: { huge } });
    expectMalformed(input, 'ShowMaintenance');
    expect(JSON.stringify(input)).not.toContain('xxxxxxxx');
    const unknown = decodeLiveEvent(huge, huge, huge);
    expect(unknown.kind).toBe('malformed');
    expect(JSON.stringify(unknown).length).toBeLessThan(600);
  });

  it('wrongly typed arguments are reported, not thrown', () => {
    const decode = decodeLiveEvent as (...args: unknown[]) => LiveInput;
    expectMalformed(decode(undefined, 42, {}), '', 'event name is not a string');
    // No channel name reads as no brand: a public event is still heard, a brand event is not.
    expect(decode(Symbol('x'), 'NewVersionAvailable', {})).toStrictEqual({
      kind: 'event',
      channel: '',
      brand: null,
      event: { type: 'live/new-version-available', buildNumber: null, revision: null },
    });
    expectMalformed(decode(Symbol('x'), 'BrandUpdated', {}), 'BrandUpdated', 'brand event on the wrong channel');
  });
});

describe('decodeLiveEvent: property', () => {
  const names = fc.oneof(fc.constantFrom(...LIVE_EVENT_BY_NAME.keys()), fc.string(), fc.anything());
  const anything = fc.anything({
    withObjectString: true,
    withNullPrototype: true,
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withTypedArray: true,
    withSparseArray: true,
    withBoxedValues: true,
    withUnicodeString: true,
  });
  const field = fc.oneof(anything, fc.integer(), fc.string(), fc.constantFrom('high', 'created', null));
  // Near-valid payloads reach deeper into the schemas than random values do.
  const nearValid = fc.record(
    {
      action: field,
      severity: field,
      message: field,
      buildNumber: field,
      revision: field,
      brandId: field,
      brandUserId: field,
      userId: field,
      incident: fc.oneof(fc.record({ id: field }), field),
      visualBuild: fc.oneof(fc.record({ id: field, status: field }, { requiredKeys: [] }), field),
    },
    { requiredKeys: [] },
  );

  it('never throws and always returns a well-formed LiveInput (10,000 runs)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), anything), names, fc.oneof(anything, nearValid), (channel, name, payload) => {
        const input = decodeLiveEvent(channel as string, name as string, payload);
        expect(['event', 'malformed']).toContain(input.kind);
        // Plain data only: serialisable, bounded, and never the payload itself.
        const json = JSON.stringify(input);
        expect(typeof json).toBe('string');
        if (input.kind === 'event') expect(input.event.type.startsWith('live/')).toBe(true);
        const report = input.kind === 'malformed' ? input.report : input.kind === 'event' ? input.dropped : undefined;
        if (report !== undefined) {
          expect(report.reason.length).toBeLessThanOrEqual(160);
          expect(report.name.length).toBeLessThanOrEqual(120);
        }
      }),
      { numRuns: 10_000 },
    );
    // 10,000 deep arbitrary values take a few seconds; more on a loaded CI machine.
  }, 60_000);
});
