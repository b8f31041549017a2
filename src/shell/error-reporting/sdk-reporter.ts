/**
 * The Sentry SDK behind ErrorReporter. The only module that imports @sentry/react (eslint enforces
 * it), and only through a dynamic import in start-error-reporting.ts: without a DSN nothing of the
 * SDK is downloaded. (Named after what it is rather than the vendor: blocker lists match "sentry"
 * in script URLs, and this chunk is named after this file.)
 */
import { addIntegration, browserTracingIntegration, captureReactException, init, type BrowserOptions } from '@sentry/react';
import type { ErrorReporter } from './report-error';
import { readableCookieValues, scrubEvent, scrubJson } from './scrub-event';

/** Spec section 9: error-reporting trace sample rate 1 %. */
export const TRACES_SAMPLE_RATE = 0.01;

/** The SDK's default integrations the app does without (see `integrations` below). */
const LEFT_OUT_INTEGRATIONS: ReadonlySet<string> = new Set(['BrowserSession', 'BrowserApiErrors']);

/** The app version stamped by the build (vite `define`); 'dev' when run unbundled. */
declare const __APP_VERSION__: string | undefined;

/** The name of the event log that travels with a report (docs/error-reporting.md). */
export const LOG_ATTACHMENT = 'event-log.ndjson';
/** How long a report waits for the data layer's log before it goes without one. */
export const LOG_DEADLINE_MS = 2_000;

export interface SdkReporterOptions {
  readonly dsn: string;
  readonly environment: string;
  /**
   * The newest part of the event log, redacted (the data layer's `exportLog`): attached to each
   * report, so `npm run replay` can read what led to it. Without it, reports go without a log.
   */
  readonly recentLog?: () => Promise<string>;
  /** How envelopes leave (tests record them); the SDK's fetch transport by default. */
  readonly transport?: BrowserOptions['transport'];
}

export function createSdkReporter({ dsn, environment, transport, recentLog }: SdkReporterOptions): ErrorReporter {
  const secrets = () => readableCookieValues(document.cookie);
  init({
    dsn,
    environment,
    ...(transport ? { transport } : {}),
    release: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev',
    // No personal data: no user fields (so no IP address), no cookies, no bodies, of the headers
    // only the User-Agent (SDK 11's `dataCollection` replaces `sendDefaultPii: false`, which it
    // no longer has); scrubEvent removes what could still slip through (the XSRF token, OAuth
    // codes in addresses).
    dataCollection: { userInfo: false, cookies: false, httpHeaders: { request: { allow: ['User-Agent'] }, response: false }, httpBodies: [] },
    tracesSampleRate: TRACES_SAMPLE_RATE,
    // The main thread makes no API calls (the worker does): no tracing headers on anything.
    tracePropagationTargets: [],
    // Errors and the sampled traces only: the session integration would post once per
    // page load and navigation, which nobody asked for. BrowserApiErrors wraps every timer,
    // animation frame and event listener the page adds afterwards, to give an error thrown in one
    // a better stack; the global handlers report those errors anyway (the app's scripts are its
    // own origin's), and the wrapping lengthened the SDK's start and every later listener call
    // (docs/error-reporting.md). Browser tracing joins below.
    integrations: (defaults) => defaults.filter((integration) => !LEFT_OUT_INTEGRATIONS.has(integration.name)),
    // Breadcrumbs leave the browser only inside events, so they are scrubbed there too. Traces
    // are streamed as spans (SDK 11's default), each scrubbed on its way out.
    beforeSend: (event) => scrubEvent(event, secrets()),
    beforeSendSpan: (span) => scrubJson(span, secrets()),
  });
  // Browser tracing sets up in a task of its own: with it, the SDK's start was one task of about
  // 90 ms on a phone's CPU (Lighthouse's 4× slower one), blocking time of the first screen's;
  // as two, neither blocks. The page load's trace reads the navigation's timings, so it loses nothing.
  setTimeout(() => addIntegration(browserTracingIntegration()), 0);
  return {
    report(error, { tags, componentStack }) {
      // Handled: the boundary that caught it showed a fallback. React's component stack goes
      // along as the error's cause, as Sentry's own error boundary does.
      const capture = (log: string | null) =>
        captureReactException(error, { componentStack: componentStack ?? undefined }, {
          captureContext: { tags: { ...tags } },
          mechanism: { handled: true, type: 'auto.function.react.error_boundary' },
          ...(log === null ? {} : { attachments: [{ filename: LOG_ATTACHMENT, data: log, contentType: 'application/x-ndjson' }] }),
        });
      if (recentLog === undefined) {
        capture(null);
        return;
      }
      // A data layer that does not answer in time (or at all) does not hold the report back.
      let sent = false;
      const once = (log: string | null) => {
        if (sent) return;
        sent = true;
        capture(log);
      };
      const timer = setTimeout(() => once(null), LOG_DEADLINE_MS);
      recentLog().then(
        (log) => {
          clearTimeout(timer);
          once(log);
        },
        () => {
          clearTimeout(timer);
          once(null);
        },
      );
    },
  };
}
