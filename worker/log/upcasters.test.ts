// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../contract/api';
import { initialSnapshot } from '../domains/registry';
import { EventLogParseError, parseEventLog } from './ndjson';
import { replay } from './replay';
import { OLDEST_READABLE_VERSION, UPCASTERS } from './upcasters';

const FIXTURES = new URL('../../tests/fixtures/event-logs/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');
const withVersion = (text: string, version: number) => text.replace(/"protocolVersion":\d+/, `"protocolVersion":${version}`);

describe('upcasters: every log from the oldest readable version on replays in this build', () => {
  it('has one step per version from the oldest readable one up to this build’s: a bump without a step fails here', () => {
    expect(UPCASTERS.map((step) => step.from)).toEqual(Array.from({ length: PROTOCOL_VERSION - OLDEST_READABLE_VERSION }, (_, i) => OLDEST_READABLE_VERSION + i));
  });

  it('keeps a log recorded by the build of each readable version, and each one replays to the hash its build wrote', () => {
    const recorded = readdirSync(FIXTURES).filter((name) => name.endsWith('.ndjson'));
    const versions = recorded.map((name) => Number(/^protocol-(\d+)\.ndjson$/.exec(name)?.[1])).sort((a, b) => a - b);
    expect(versions).toEqual(UPCASTERS.map((step) => step.from));
    for (const name of recorded) {
      const file = parseEventLog(fixture(name));
      const result = replay(file);
      expect(file.header.upcastFrom).toBe(Number(/\d+/.exec(name)?.[0]));
      expect(result.hashAsWritten).toBe(file.header.stateHash);
      // The slices the old build did not have are there, in their initial state.
      for (const slice of file.header.addedSlices) expect((result.state as unknown as Record<string, unknown>)[slice]).toEqual((initialSnapshot() as unknown as Record<string, unknown>)[slice]);
    }
  });

  it('reads a protocol-6 log’s checkpoint with the presence slice it did not have, and folds its envelopes as recorded', () => {
    const file = parseEventLog(fixture('protocol-6.ndjson'));
    expect(file.header).toMatchObject({ protocolVersion: PROTOCOL_VERSION, upcastFrom: 6, addedSlices: ['presence', 'outbox'], build: { commit: 'dacb4ef' } });
    expect(file.checkpoint?.state.presence).toEqual(initialSnapshot().presence);
    const result = replay(file);
    expect(result.state.balance).toMatchObject({ value: 11 });
    // Without the step, the hash of the whole state would differ: the new slice is in it.
    expect(result.hash).not.toBe(file.header.stateHash);
  });

  it('reads a protocol-7 log’s checkpoint with the outbox slice it did not have', () => {
    const file = parseEventLog(fixture('protocol-7.ndjson'));
    expect(file.header).toMatchObject({ protocolVersion: PROTOCOL_VERSION, upcastFrom: 7, addedSlices: ['outbox'], build: { commit: 'e1255ba' } });
    expect(file.checkpoint?.state.outbox).toEqual(initialSnapshot().outbox);
    const result = replay(file);
    expect(result.hashAsWritten).toBe(file.header.stateHash);
    expect(result.hash).not.toBe(file.header.stateHash);
  });

  it('reads a protocol-8 log’s request envelopes with the fields it did not record, as null, and replays to its hash', () => {
    const text = fixture('protocol-8.ndjson');
    expect(text).toContain('{"type":"requests/started"}');
    const file = parseEventLog(text);
    expect(file.header).toMatchObject({ protocolVersion: PROTOCOL_VERSION, upcastFrom: 8, addedSlices: [], build: { commit: '5eecb64' } });
    const requests = file.envelopes.filter((e) => e.event.type.startsWith('requests/'));
    expect(requests.length).toBeGreaterThan(0);
    for (const { event } of requests) {
      expect(event).toMatchObject({ id: null, method: null, path: null });
      if (event.type === 'requests/finished') expect(event).toMatchObject({ status: null, durationMs: null });
    }
    const result = replay(file);
    expect(result.hash).toBe(file.header.stateHash);
  });

  it('refuses a log older than the oldest readable version, naming the build to check out', () => {
    const old = withVersion(fixture('protocol-6.ndjson'), 5);
    expect(() => parseEventLog(old)).toThrow(EventLogParseError);
    expect(() => parseEventLog(old)).toThrow(`log was written with protocolVersion 5; this build reads 6 to ${PROTOCOL_VERSION} (older logs have no upcaster): replay it with its build (git checkout dacb4ef)`);
  });

  it('refuses a log of a newer build instead of guessing its shapes', () => {
    expect(() => parseEventLog(withVersion(fixture('protocol-6.ndjson'), PROTOCOL_VERSION + 1))).toThrow(/by a newer build; this build speaks/);
  });
});
