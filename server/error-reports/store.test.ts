import { describe, expect, it } from 'vitest';
import type { Envelope } from './envelope.ts';
import { ATTACHMENT_REPORT_LIMIT, createErrorReportStore, summarize } from './store.ts';

const AT = new Date('2026-03-01T10:00:00.000Z');
const envelope = (...items: { type: string; json: unknown }[]): Envelope => ({
  header: { event_id: 'e'.repeat(32) },
  items: items.map((item) => ({ ...item, header: { type: item.type }, bytes: 0, data: null })),
});

describe('summarize', () => {
  it('names the outermost exception, the tags and the time of an error event', () => {
    const event = {
      event_id: 'f'.repeat(32),
      timestamp: 1_772_359_200.5,
      level: 'error',
      environment: 'dev',
      tags: { widget: 'credit-balance' },
      // Sentry lists the causes first and the error that was caught last.
      exception: { values: [{ type: 'React ErrorBoundary Error', value: 'cause' }, { type: 'Error', value: 'boom' }] },
    };
    expect(summarize('event', event, {}, AT)).toEqual({
      type: 'event',
      eventId: 'f'.repeat(32),
      message: null,
      exception: { type: 'Error', value: 'boom' },
      tags: { widget: 'credit-balance' },
      timestamp: '2026-03-01T10:00:00.500Z',
      environment: 'dev',
      level: 'error',
      transaction: null,
      receivedAt: AT.toISOString(),
      attachments: [],
    });
  });

  it('reads messages in each of their forms, tag pairs, and takes the id from the envelope when the event has none', () => {
    expect(summarize('event', { message: 'plain' }, {}, AT).message).toBe('plain');
    expect(summarize('event', { message: { formatted: 'formatted' } }, {}, AT).message).toBe('formatted');
    expect(summarize('event', { logentry: { message: 'logged' } }, {}, AT).message).toBe('logged');
    expect(summarize('event', { tags: [['a', 1], ['b', 'x'], 'junk'] }, {}, AT).tags).toEqual({ a: '1', b: 'x' });
    expect(summarize('event', {}, { event_id: 'from-header' }, AT).eventId).toBe('from-header');
    expect(summarize('event', { timestamp: 'not a date' }, {}, AT).timestamp).toBeNull();
    expect(summarize('transaction', { transaction: '/acme/dashboard', exception: 'junk' }, {}, AT)).toMatchObject({ transaction: '/acme/dashboard', exception: null });
  });
});

describe('createErrorReportStore', () => {
  it('keeps events and transactions, counts the other item types', () => {
    const store = createErrorReportStore();
    expect(store.add(envelope({ type: 'event', json: { message: 'a' } }, { type: 'session', json: {} }, { type: 'transaction', json: {} }, { type: 'session', json: {} }), AT)).toBe(2);
    const listing = store.list();
    expect(listing.reports.map((r) => r.type)).toEqual(['event', 'transaction']);
    expect(listing.otherItems).toEqual({ session: 2 });
    expect(listing.dropped).toBe(0);
    expect(listing.reports[0]).not.toHaveProperty('payload');
    expect(store.list({ payload: true }).reports[0]).toMatchObject({ payload: { message: 'a' } });
  });

  it('keeps only the newest reports up to its limit, and reset empties it', () => {
    const store = createErrorReportStore(3);
    for (let i = 1; i <= 5; i += 1) store.add(envelope({ type: 'event', json: { message: `m${i}` } }), AT);
    expect(store.list().reports.map((r) => r.message)).toEqual(['m3', 'm4', 'm5']);
    expect(store.list().dropped).toBe(2);
    store.reset();
    expect(store.list()).toEqual({ reports: [], dropped: 0, otherItems: {} });
  });
});

describe('attachments', () => {
  const log = '{"format":"adcreative-event-log"}\n{"seq":1}\n';
  const withLog = (id: string): Envelope => ({
    header: { event_id: id },
    items: [
      { type: 'event', header: { type: 'event' }, json: { event_id: id, exception: { values: [{ type: 'Error', value: 'boom' }] } }, bytes: 0, data: null },
      { type: 'attachment', header: { type: 'attachment', filename: 'event-log.ndjson', content_type: 'application/x-ndjson' }, json: null, bytes: Buffer.byteLength(log), data: Buffer.from(log) },
    ],
  });

  it('keeps an event’s attachments with it: named in the summary, the text with the payload', () => {
    const store = createErrorReportStore();
    store.add(withLog('a'.repeat(32)), AT);
    const [summary] = store.list().reports;
    expect(summary!.attachments).toEqual([{ filename: 'event-log.ndjson', contentType: 'application/x-ndjson', bytes: Buffer.byteLength(log) }]);
    expect(store.list({ payload: true }).reports[0]!.attachments[0]!.text).toBe(log);
    expect(store.list().otherItems).toEqual({ attachment: 1 });
  });

  it('keeps the texts of the newest reports only', () => {
    const store = createErrorReportStore();
    for (let i = 0; i < ATTACHMENT_REPORT_LIMIT + 2; i++) store.add(withLog(String(i).padStart(32, '0')), AT);
    const texts = store.list({ payload: true }).reports.map((r) => r.attachments[0]!.text);
    expect(texts.filter((t) => t === log)).toHaveLength(ATTACHMENT_REPORT_LIMIT);
    expect(texts.slice(0, 2)).toEqual([null, null]);
  });
});
