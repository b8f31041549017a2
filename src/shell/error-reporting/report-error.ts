/**
 * The one way the app reports an error to the error-reporting service (docs/error-reporting.md).
 * Error boundaries call reportError; what it does depends on how reporting was set up at boot
 * (start-error-reporting.ts):
 * - not decided yet (the SDK is still loading, or boot has not got that far): reports wait in a
 *   short queue, so a widget that fails on the first render is not lost;
 * - on: they go to the reporter (Sentry, loaded on demand);
 * - off (no DSN): they are dropped. Logging is the caller's job and happens in every case.
 */

export interface ErrorContext {
  /** Searchable tags, e.g. `{ widget: 'credit-balance' }`. */
  readonly tags?: Readonly<Record<string, string>>;
  /** React's component stack of a render error. */
  readonly componentStack?: string | null;
}

export interface ErrorReporter {
  report(error: unknown, context: ErrorContext): void;
}

/** Enough for the failures of one first render; more would only repeat themselves. */
const QUEUE_LIMIT = 20;

type Mode = { readonly kind: 'pending'; readonly queue: { error: unknown; context: ErrorContext }[] } | { readonly kind: 'on'; readonly reporter: ErrorReporter } | { readonly kind: 'off' };

let mode: Mode = { kind: 'pending', queue: [] };

export function reportError(error: unknown, context: ErrorContext = {}): void {
  if (mode.kind === 'on') mode.reporter.report(error, context);
  else if (mode.kind === 'pending' && mode.queue.length < QUEUE_LIMIT) mode.queue.push({ error, context });
}

/** Reporting is on: what waited is reported now, in order, and everything after at once. */
export function connectErrorReporter(reporter: ErrorReporter): void {
  const waiting = mode.kind === 'pending' ? mode.queue : [];
  mode = { kind: 'on', reporter };
  for (const { error, context } of waiting) reporter.report(error, context);
}

/** Reporting is off (no DSN, or the SDK could not load): what waited is dropped. */
export function disconnectErrorReporter(): void {
  mode = { kind: 'off' };
}

/** Back to "not decided yet", for tests. */
export function resetErrorReporting(): void {
  mode = { kind: 'pending', queue: [] };
}
