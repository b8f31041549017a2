import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../contract/api';
import type { Envelope } from '../contract/events';
import { initialSnapshot } from '../domains/registry';
import { reduce } from '../app-engine';
import { aNotification, aUser } from '../../tests/harness/builders';
import { EventLog } from './ring-buffer';
import { exportEventLog, EventLogParseError, LOG_FORMAT, parseEventLog } from './ndjson';
import { replay } from './replay';
import { stateHash } from './state-hash';

const BUILD = { commit: '43446ad1f2', builtAt: '2025-04-30T12:00:00.000Z' };
const META = { appVersion: '1.2.3', build: BUILD, startedAt: Date.UTC(2025, 4, 1) };

function recorded(envelopes: Envelope[], capacity = 1000) {
  const log = new EventLog({ capacity, chunkSize: 2 });
  let state = initialSnapshot();
  for (const e of envelopes) {
    log.append(e, state);
    state = reduce(state, e);
  }
  return { log, state };
}

const SESSION: Envelope[] = [
  { seq: 1, at: 1, brand: null, source: 'command', event: { type: 'session/loaded', user: aUser(), brands: [] } },
  { seq: 2, at: 2, brand: null, source: 'command', event: { type: 'brand/switch-started', identifier: 'acme' } },
  {
    seq: 3,
    at: 3,
    brand: 'acme',
    source: 'http',
    event: { type: 'notifications/page-loaded', filter: 'all', append: false, page: 1, items: [aNotification(1), aNotification(2)], total: 2 },
  },
  { seq: 4, at: 4, brand: 'acme', source: 'http', event: { type: 'balance/changed', balance: 12, version: null } },
  { seq: 5, at: 5, brand: null, source: 'http', event: { type: 'toast/requested', id: 't', kind: 'error', key: 'K', params: {}, text: 'Contact eda@example.com' } },
];

describe('event log NDJSON', () => {
  it('writes a header line then one envelope per line', () => {
    const { log } = recorded(SESSION);
    const lines = exportEventLog(log.contents(), META, { redact: false }).trimEnd().split('\n');
    expect(JSON.parse(lines[0] as string)).toEqual({
      format: LOG_FORMAT,
      formatVersion: 1,
      protocolVersion: PROTOCOL_VERSION,
      appVersion: '1.2.3',
      build: BUILD,
      startedAt: '2025-05-01T00:00:00.000Z',
      evicted: 0,
      redacted: false,
      stateHash: expect.stringMatching(/^[0-9a-f]{16}$/),
      envelopes: SESSION.length,
    });
    expect(lines.slice(1).map((l) => JSON.parse(l))).toEqual(SESSION);
  });

  it('round-trips: parse(export) replays to the recorded state hash', () => {
    const { log, state } = recorded(SESSION);
    const text = exportEventLog(log.contents(), META, { redact: false });
    expect(replay(parseEventLog(text)).hash).toBe(stateHash(state));
  });

  it('names the build that wrote it; a log from before builds were named reads as not recorded, a malformed one is refused', () => {
    const { log } = recorded(SESSION);
    const text = exportEventLog(log.contents(), META, { redact: false });
    expect(parseEventLog(text).header.build).toEqual(BUILD);
    const [header, ...rest] = text.split('\n');
    const { build: _, ...older } = JSON.parse(header!) as Record<string, unknown>;
    expect(parseEventLog([JSON.stringify(older), ...rest].join('\n')).header.build).toBeNull();
    expect(() => parseEventLog([JSON.stringify({ ...older, build: { commit: 42 } }), ...rest].join('\n'))).toThrow(/header\.build/);
  });

  it('adds a checkpoint line once envelopes were evicted, and still replays to the same hash', () => {
    const { log, state } = recorded(SESSION, 3);
    const text = exportEventLog(log.contents(), META, { redact: false });
    const file = parseEventLog(text);
    expect(file.header.evicted).toBeGreaterThan(0);
    expect(file.checkpoint?.seq).toBe((file.envelopes[0] as Envelope).seq - 1);
    expect(replay(text).hash).toBe(stateHash(state));
  });

  it('redacts emails, names and comment texts, consistently, and keeps the rest', () => {
    const { log } = recorded(SESSION, 3);
    const text = exportEventLog(recorded(SESSION).log.contents(), META, { redact: true }) + exportEventLog(log.contents(), META, { redact: true });
    for (const secret of ['marta.manager@example.com', 'Marta Manager', 'Eda Editor', 'eda.editor@example.com', 'Please make the logo bigger', 'eda@example.com']) {
      expect(text).not.toContain(secret);
    }
    const file = parseEventLog(text.split('\n').slice(0, SESSION.length + 1).join('\n'));
    expect(file.header.redacted).toBe(true);
    const page = file.envelopes[2]?.event;
    expect(page?.type === 'notifications/page-loaded' && page.items[0]?.data).toMatchObject({
      comment: '[text-1]',
      causer: { name: '[name-2]', email: '[email-2]' },
      visualLabel: 'Summer banner',
      visual: 12,
    });
    // The same comment in the second notification gets the same placeholder.
    expect(page?.type === 'notifications/page-loaded' && page.items[1]?.data.comment).toBe('[text-1]');
    const toast = file.envelopes[4]?.event;
    expect(toast?.type === 'toast/requested' && toast.text).toBe('Contact [email-3]');
  });

  it('redacts a name inside free text even when the text comes before the name in the log', () => {
    const contract: Envelope = { seq: 1, at: 1, brand: null, source: 'http', event: { type: 'toast/requested', id: 't', kind: 'info', key: 'K', params: {}, text: 'Contract for Peter Parker' } };
    const named: Envelope = { seq: 2, at: 2, brand: null, source: 'command', event: { type: 'session/loaded', user: aUser({ name: 'Peter Parker' }), brands: [] } };
    const text = exportEventLog(recorded([contract, named]).log.contents(), META, { redact: true });
    expect(text).not.toContain('Peter');
    const toast = parseEventLog(text).envelopes[0]?.event;
    expect(toast?.type === 'toast/requested' && toast.text).toBe('Contract for [name-1]');
  });

  it.each([
    ['', 1, /header line is missing/],
    ['{"format":"other"}', 1, /not an event log header/],
    [`{"format":"${LOG_FORMAT}","formatVersion":9,"protocolVersion":${PROTOCOL_VERSION}}`, 1, /formatVersion 9/],
    [`{"format":"${LOG_FORMAT}","formatVersion":1,"protocolVersion":999}`, 1, /protocolVersion 999/],
    ['HEADER\n{"seq":1,', 2, /truncated: the last line ends in the middle of a record/],
    ['HEADER\n{"seq":1,\n', 2, /not valid JSON/],
    ['HEADER\n[1,2]', 2, /expected a JSON object/],
    ['HEADER\n{"seq":"1","at":1,"brand":null,"source":"live","event":{"type":"session/signed-out"}}', 2, /seq must be an integer/],
    ['HEADER\n{"seq":1,"at":1,"brand":null,"source":"radio","event":{"type":"session/signed-out"}}', 2, /source "radio"/],
    ['HEADER\n{"seq":1,"at":1,"brand":null,"source":"live","event":{"type":"balance/exploded"}}', 2, /unknown event type "balance\/exploded"/],
    [
      'HEADER\n{"seq":2,"at":1,"brand":null,"source":"live","event":{"type":"session/signed-out"}}\n\n{"seq":2,"at":1,"brand":null,"source":"live","event":{"type":"session/signed-out"}}',
      4,
      /seq 2 repeats the previous seq/,
    ],
    [
      'HEADER\n{"seq":5,"at":1,"brand":null,"source":"live","event":{"type":"session/signed-out"}}\n{"seq":3,"at":1,"brand":null,"source":"live","event":{"type":"session/signed-out"}}\n',
      3,
      /seq 3 goes back \(the previous seq is 5\)/,
    ],
    ['HEADER_WITH_COUNT\n{"seq":1,"at":1,"brand":null,"source":"live","event":{"type":"session/signed-out"}}\n', 3, /header announces 2 envelopes, the file has 1/],
    [`{"format":"${LOG_FORMAT}","formatVersion":1,"protocolVersion":${PROTOCOL_VERSION},"stateHash":"nope"}`, 1, /header.stateHash must be 16 hex digits/],
    ['HEADER\n{"checkpoint":{"seq":1,"state":{"session":{}}}}', 2, /checkpoint state lacks slices: connection/],
  ])('rejects a bad log with a clear error naming the line (%#)', (text, line, message) => {
    const header = JSON.stringify({ format: LOG_FORMAT, formatVersion: 1, protocolVersion: PROTOCOL_VERSION, appVersion: 'x', startedAt: '' });
    const withCount = JSON.stringify({ format: LOG_FORMAT, formatVersion: 1, protocolVersion: PROTOCOL_VERSION, appVersion: 'x', startedAt: '', envelopes: 2 });
    const input = text.replace('HEADER_WITH_COUNT', withCount).replace('HEADER', header);
    expect(() => parseEventLog(input)).toThrow(EventLogParseError);
    try {
      parseEventLog(input);
    } catch (e) {
      expect((e as EventLogParseError).line).toBe(line);
      expect((e as Error).message).toMatch(message);
      expect((e as Error).message).toMatch(new RegExp(`^event log line ${line}: `));
    }
  });
});

describe('the hash an export vouches for', () => {
  it('is the live hash in a full export and its own replay hash in a redacted one', () => {
    const { log, state } = recorded(SESSION, 3);
    const full = parseEventLog(exportEventLog(log.contents(), { ...META, state }, { redact: false }));
    expect(full.header.stateHash).toBe(stateHash(state));
    const redactedText = exportEventLog(log.contents(), { ...META, state }, { redact: true });
    const redacted = parseEventLog(redactedText);
    // Personal texts differ, so the hashes differ; the redacted file's replay reproduces its own.
    expect(redacted.header.stateHash).not.toBe(stateHash(state));
    expect(replay(redacted).hash).toBe(redacted.header.stateHash);
  });
});
