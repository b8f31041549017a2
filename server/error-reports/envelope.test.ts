import { describe, expect, it } from 'vitest';
import { EnvelopeError, parseEnvelope } from './envelope.ts';

const lines = (...parts: string[]) => Buffer.from(parts.join('\n'));
const ENVELOPE_HEADER = JSON.stringify({ event_id: 'a'.repeat(32), sent_at: '2026-01-01T00:00:00.000Z', dsn: 'http://public@localhost/__sentry/1' });

describe('parseEnvelope', () => {
  it('reads an envelope as the browser SDK writes it: JSON items without a length', () => {
    const event = { event_id: 'a'.repeat(32), exception: { values: [{ type: 'Error', value: 'boom' }] } };
    const envelope = parseEnvelope(lines(ENVELOPE_HEADER, JSON.stringify({ type: 'event' }), JSON.stringify(event)));
    expect(envelope.header).toMatchObject({ event_id: 'a'.repeat(32) });
    expect(envelope.items).toEqual([{ type: 'event', header: { type: 'event' }, json: event, bytes: JSON.stringify(event).length, data: null }]);
  });

  it('reads length-prefixed payloads byte for byte, newlines and multi-byte characters included', () => {
    const text = 'line one\nline two – ü';
    const json = JSON.stringify({ message: 'héllo\n' });
    const body = lines(
      ENVELOPE_HEADER,
      JSON.stringify({ type: 'attachment', length: Buffer.byteLength(text), filename: 'a.txt' }),
      text,
      JSON.stringify({ type: 'event', length: Buffer.byteLength(json) }),
      json,
      '',
    );
    const envelope = parseEnvelope(body);
    expect(envelope.items.map((item) => [item.type, item.bytes, item.json])).toEqual([
      ['attachment', Buffer.byteLength(text), null],
      ['event', Buffer.byteLength(json), { message: 'héllo\n' }],
    ]);
  });

  it('accepts a length-prefixed payload with no newline after it, and an envelope with no items', () => {
    const json = '{"status":"ok"}';
    const body = Buffer.concat([Buffer.from(`${ENVELOPE_HEADER}\n{"type":"session","length":${json.length}}\n`), Buffer.from(json)]);
    expect(parseEnvelope(body).items).toEqual([{ type: 'session', header: { type: 'session', length: json.length }, json: { status: 'ok' }, bytes: json.length, data: null }]);
    expect(parseEnvelope(Buffer.from(`${ENVELOPE_HEADER}\n`)).items).toEqual([]);
  });

  it('keeps item types it does not read as counted, unparsed items', () => {
    const envelope = parseEnvelope(lines(ENVELOPE_HEADER, '{"type":"statsd"}', 'metric:1|c'));
    expect(envelope.items).toEqual([{ type: 'statsd', header: { type: 'statsd' }, json: null, bytes: 10, data: null }]);
  });

  it.each([
    ['an empty body', Buffer.alloc(0), /empty/],
    ['a header that is not JSON', lines('not json'), /envelope header is not valid JSON/],
    ['a header that is not an object', lines('[1,2]'), /envelope header is not a JSON object/],
    ['an item header that is not JSON', lines(ENVELOPE_HEADER, '{type', '{}'), /item 0 header is not valid JSON/],
    ['an item header without a type', lines(ENVELOPE_HEADER, '{"length":2}', '{}'), /item 0: header has no type/],
    ['a negative length', lines(ENVELOPE_HEADER, '{"type":"event","length":-1}', '{}'), /length must be a non-negative integer/],
    ['a fractional length', lines(ENVELOPE_HEADER, '{"type":"event","length":1.5}', '{}'), /length must be a non-negative integer/],
    ['a length as a string', lines(ENVELOPE_HEADER, '{"type":"event","length":"2"}', '{}'), /length must be a non-negative integer/],
    ['a length past the end', lines(ENVELOPE_HEADER, '{"type":"event","length":500}', '{}'), /runs past the end/],
    ['an event payload that is not JSON', lines(ENVELOPE_HEADER, '{"type":"event"}', 'oops'), /item 0 \(event\) payload is not valid JSON/],
    ['an event payload that is not an object', lines(ENVELOPE_HEADER, '{"type":"event"}', '"text"'), /not a JSON object/],
    ['an item header with no payload line', lines(ENVELOPE_HEADER, '{"type":"event"}'), /item 0 \(event\) payload is not valid JSON/],
    ['binary garbage', Buffer.from([0xff, 0xfe, 0x00, 0x0a, 0x01]), /envelope header/],
  ])('refuses %s with an EnvelopeError', (_what, body, message) => {
    expect(() => parseEnvelope(body)).toThrow(EnvelopeError);
    expect(() => parseEnvelope(body)).toThrow(message);
  });

  it('keeps an attachment’s bytes (the app’s event log travels as one), newlines and all', () => {
    const log = '{"format":"adcreative-event-log"}\n{"seq":1}\n';
    const body = Buffer.from(`{"event_id":"${'a'.repeat(32)}"}\n{"type":"attachment","length":${Buffer.byteLength(log)},"filename":"event-log.ndjson"}\n${log}`);
    const [item] = parseEnvelope(body).items;
    expect(item).toMatchObject({ type: 'attachment', json: null, bytes: Buffer.byteLength(log) });
    expect(item!.data?.toString('utf8')).toBe(log);
  });
});
