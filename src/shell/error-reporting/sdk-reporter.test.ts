/**
 * The real SDK, initialised as the app does, with a transport that records envelopes instead of
 * posting them: what is sent for one reported error, and with which settings.
 */
import type * as SentryReact from '@sentry/react';
import type { BrowserOptions } from '@sentry/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const sentry = await vi.importActual<typeof SentryReact>('@sentry/react');
const initOptions: BrowserOptions[] = [];
vi.mock('@sentry/react', async (importOriginal) => {
  const actual = await importOriginal<typeof SentryReact>();
  return {
    ...actual,
    init: (options: BrowserOptions) => {
      initOptions.push(options);
      return actual.init(options);
    },
  };
});
const { createSdkReporter, LOG_DEADLINE_MS } = await import('./sdk-reporter');

const XSRF = 'eyJpdiI6IkxxV2ZrU2hvb3RzIiwidmFsdWUiOiJ0b2tlbiJ9';
/** The bodies the SDK would have posted. */
const envelopes: string[] = [];
const recordingTransport: BrowserOptions['transport'] = (options) =>
  sentry.createTransport(options, async (request) => {
    // Text, or bytes once an attachment is in the envelope.
    envelopes.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body));
    return { statusCode: 200 };
  });

/** The payloads of the items of a type (the browser SDK writes JSON items one per line, no lengths). */
const itemsOf = (type: string) =>
  envelopes.flatMap((body) => {
    const lines = body.split('\n').slice(1);
    return lines.flatMap((line, i) => (i % 2 === 0 && (JSON.parse(line) as { type: string }).type === type ? [JSON.parse(lines[i + 1]!) as Record<string, unknown>] : []));
  });

let reporter: ReturnType<typeof createSdkReporter>;
beforeAll(() => {
  document.cookie = `XSRF-TOKEN=${encodeURIComponent(XSRF)}`;
  document.cookie = 'locale=en';
  window.history.replaceState(null, '', '/auth/callback?code=oauth-code-123&state=st4te&page=2');
  reporter = createSdkReporter({ dsn: 'http://public@localhost:8090/__sentry/1', environment: 'uat', transport: recordingTransport });
});
afterAll(async () => {
  await sentry.close();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the SDK reporter', () => {
  it('initialises the SDK with the 1 % trace rate, the environment, and no personal data', () => {
    const [options] = initOptions;
    expect(initOptions).toHaveLength(1);
    expect(options).toMatchObject({
      dsn: 'http://public@localhost:8090/__sentry/1',
      environment: 'uat',
      tracesSampleRate: 0.01,
      tracePropagationTargets: [],
      dataCollection: { userInfo: false, cookies: false, httpBodies: [] },
    });
    const names = sentry.getClient()!.getOptions().integrations.map((integration) => integration.name);
    expect(names).toContain('GlobalHandlers');
    expect(names).not.toContain('BrowserSession');
    expect(names).not.toContain('BrowserApiErrors');
    // Traces are streamed as spans; each is scrubbed on its way out.
    const span = { name: 'pageload', attributes: { 'url.full': { type: 'string', value: `http://localhost:3000/auth/callback?code=oauth-code-123&t=${XSRF}` } } };
    expect(options!.beforeSendSpan!(span as never)).toEqual({ name: 'pageload', attributes: { 'url.full': { type: 'string', value: 'http://localhost:3000/auth/callback?code=[Filtered]&t=[Filtered]' } } });
  });

  it('adds browser tracing in a task after the SDK started', async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sentry.getClient()!.getIntegrationByName('BrowserTracing')).toBeDefined();
  });

  it('sends one event per report, tagged, with the component stack and without secrets', async () => {
    envelopes.length = 0;
    reporter.report(new Error(`balance failed for token ${XSRF}`), { tags: { widget: 'credit-balance' }, componentStack: '\n    at CreditBalance\n    at HeaderWidget' });
    await sentry.flush(2000);

    const events = itemsOf('event');
    expect(events).toHaveLength(1);
    const [event] = events as [Record<string, unknown> & { exception: { values: { type: string; value: string; mechanism?: { handled?: boolean } }[] }; request: { url: string; headers?: Record<string, string> } }];
    expect(event.tags).toMatchObject({ widget: 'credit-balance' });
    expect(event.environment).toBe('uat');
    const values = event.exception.values;
    expect(values.at(-1)).toMatchObject({ type: 'Error', value: 'balance failed for token [Filtered]', mechanism: { handled: true } });
    // React's component stack travels as the error's cause, as Sentry's own boundary sends it.
    expect(values[0]!.type).toBe('React ErrorBoundary Error');
    expect(event).not.toHaveProperty('user');
    expect(event.request.url).toBe('http://localhost:3000/auth/callback?code=[Filtered]&state=[Filtered]&page=2');
    expect(Object.keys(event.request.headers ?? {})).toEqual(['User-Agent']);
    const sent = JSON.stringify(envelopes);
    expect(sent).not.toContain(XSRF);
    expect(sent).not.toContain(encodeURIComponent(XSRF));
    expect(sent).not.toContain('oauth-code-123');
  });

  it('attaches the newest part of the event log, redacted, that the data layer hands over', async () => {
    envelopes.length = 0;
    const log = '{"format":"adcreative-event-log","redacted":true}\n{"seq":1}\n';
    const withLog = createSdkReporter({ dsn: 'http://public@localhost:8090/__sentry/1', environment: 'uat', transport: recordingTransport, recentLog: () => Promise.resolve(log) });
    withLog.report(new Error('the renders list failed'), { tags: { page: 'renders' } });
    await vi.waitFor(() => expect(envelopes.join('')).toContain('the renders list failed'));
    await sentry.flush(2000);
    const body = envelopes.find((e) => e.includes('the renders list failed'))!;
    const lines = body.split('\n');
    const header = lines.findIndex((line) => line.startsWith('{"type":"attachment"'));
    expect(JSON.parse(lines[header]!)).toMatchObject({ type: 'attachment', filename: 'event-log.ndjson', content_type: 'application/x-ndjson' });
    // The SDK encodes the text to bytes; under jsdom they are of another realm than the SDK's
    // Uint8Array, so its serialiser writes them as a JSON object of bytes (a browser writes them raw).
    const data = lines[header + 1]!;
    const text = data.startsWith('{"0":') ? new TextDecoder().decode(Uint8Array.from(Object.values(JSON.parse(data) as Record<string, number>))) : lines.slice(header + 1).join('\n');
    expect(text).toBe(log);
  });

  it('sends the report without a log when the data layer does not answer in time', async () => {
    envelopes.length = 0;
    vi.useFakeTimers();
    try {
      const stuck = createSdkReporter({ dsn: 'http://public@localhost:8090/__sentry/1', environment: 'uat', transport: recordingTransport, recentLog: () => new Promise<string>(() => undefined) });
      stuck.report(new Error('the data layer is stuck'), {});
      await vi.advanceTimersByTimeAsync(LOG_DEADLINE_MS - 1);
      expect(envelopes.join('')).not.toContain('the data layer is stuck');
      await vi.advanceTimersByTimeAsync(1);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(envelopes.join('')).toContain('the data layer is stuck'));
    expect(envelopes.join('')).not.toContain('"type":"attachment"');
  });
});
