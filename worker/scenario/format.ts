/**
 * The scenario file format, version 1 (docs/scenarios.md): the types and their valibot schemas.
 * Objects are strict, so a misspelt field is an error rather than silently ignored.
 */
import * as v from 'valibot';
import { PAGE_LOAD_REASONS } from '../contract/page-load';
import { MAX_SPEED } from './launch';

export const SCENARIO_FORMAT = 'adcreative-scenario';
export const SCENARIO_VERSION = 1;

const ms = v.pipe(v.number(), v.integer(), v.minValue(0));
const positiveInt = v.pipe(v.number(), v.integer(), v.minValue(1));
const jsonObject = v.record(v.string(), v.unknown());

// ---------------------------------------------------------------- start

export const PRESETS = ['signed-in-manager', 'none'] as const;
export type PresetName = (typeof PRESETS)[number];

export const startSchema = v.strictObject({
  /** Brand in the URL when the session starts (null: none, the user's last brand is used). */
  routeBrand: v.optional(v.nullable(v.string()), 'acme'),
  locale: v.optional(v.picklist(['en', 'cs', 'fr']), 'en'),
  /** The XSRF-TOKEN cookie the page reads at start. */
  xsrfToken: v.optional(v.nullable(v.string()), 'xsrf-1'),
  /** What the page's cookie holds when the data layer reads it again (after a 419 and a CSRF refresh). */
  cookieXsrfToken: v.optional(v.nullable(v.string()), 'xsrf-2'),
  /** Virtual wall clock at 0 ms (ISO date-time); the default is 2025-05-01T09:00:00Z. */
  now: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  /** Values of the preferences port before the start (notice dismissals: `notice-dismissals:{brand}` → `{ credit: { below100, below50 }, storage: { above75, above90 } }`). */
  preferences: v.optional(jsonObject),
  /**
   * The deployment each page folds first (`system/deployment-loaded`), as a page of a built app
   * does; null: none (a session that folded none); absent: the scenario deployment
   * (scenario-deployment.ts).
   */
  deployment: v.optional(
    v.nullable(v.strictObject({ environment: v.string(), providerOrigin: v.nullable(v.string()), applicationName: v.string(), sentryDsn: v.nullable(v.string()) })),
  ),
});
export type ScenarioStart = v.InferOutput<typeof startSchema>;

// ---------------------------------------------------------------- HTTP answer rules

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

export const httpRuleSchema = v.strictObject({
  method: v.picklist(HTTP_METHODS),
  /** Path under /server, `*` matches one segment: `/api/v1/incident/*\/dismiss`. */
  path: v.pipe(v.string(), v.startsWith('/')),
  /** GraphQL: the request's operationName (`LoggedUser`, `NotificationsPaginated`). */
  operation: v.optional(v.string()),
  /** These query parameters must be present with these values (others may be too). */
  query: v.optional(v.record(v.string(), v.string())),
  /** The X-Brand header must be this (null: absent). */
  brand: v.optional(v.nullable(v.string())),
  /** Answers this many requests, then the next matching rule answers. */
  times: v.optional(positiveInt),
  /** Only requests sent at or after / before this time (ms of the scenario). */
  from: v.optional(ms),
  until: v.optional(ms),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(599)), 200),
  headers: v.optional(v.record(v.string(), v.string())),
  /** A JSON body (wire shape: docs/api-wire.md). */
  body: v.optional(v.unknown()),
  /** A raw body instead (an HTML error page, truncated JSON …). */
  bodyText: v.optional(v.string()),
  /** The answer arrives this much later (virtual ms). */
  delayMs: v.optional(ms, 0),
  /** `network`: fetch rejects (offline, DNS, CORS) after delayMs instead of answering. */
  fail: v.optional(v.literal('network')),
});
export type HttpRule = v.InferOutput<typeof httpRuleSchema>;

// ---------------------------------------------------------------- steps

const at = { at: ms };

export const STEP_SCHEMAS = {
  // `unknownEvent`: the event name is one the app does not know, on purpose (a malformed-input scenario).
  live: v.strictObject({ ...at, live: v.strictObject({ channel: v.string(), event: v.string(), data: v.unknown(), unknownEvent: v.optional(v.boolean()) }) }),
  drop: v.strictObject({ ...at, drop: v.strictObject({ forMs: ms }) }),
  notification: v.strictObject({ ...at, notification: v.unknown() }),
  clockJumpMs: v.strictObject({ ...at, clockJumpMs: v.pipe(v.number(), v.integer()) }),
  command: v.strictObject({ ...at, command: v.looseObject({ type: v.string() }) }),
  watch: v.strictObject({ ...at, watch: v.strictObject({ query: v.looseObject({ kind: v.string() }), brand: v.optional(v.nullable(v.string())) }) }),
  channelAuthFailed: v.strictObject({ ...at, channelAuthFailed: v.strictObject({ channel: v.string(), status: v.pipe(v.number(), v.integer(), v.minValue(0)) }) }),
  // The page loads again: the data layer restarts from the tab's stored log, as a reload does
  // (docs/scenarios.md "Page loads"), and the new page sends its own `start`.
  reload: v.strictObject({
    ...at,
    reload: v.strictObject({
      reason: v.optional(v.picklist(PAGE_LOAD_REASONS), 'reload'),
      /** The new page's route brand and locale; the file's `start` ones when absent. */
      routeBrand: v.optional(v.nullable(v.string())),
      locale: v.optional(v.picklist(['en', 'cs', 'fr'])),
    }),
  }),
  every: v.strictObject({ ...at, every: positiveInt, count: positiveInt, step: v.optional(jsonObject), steps: v.optional(v.array(jsonObject)) }),
} as const;
export type StepKind = keyof typeof STEP_SCHEMAS;
export const STEP_KINDS = Object.keys(STEP_SCHEMAS) as StepKind[];

export type LiveStep = v.InferOutput<(typeof STEP_SCHEMAS)['live']>;
export type DropStep = v.InferOutput<(typeof STEP_SCHEMAS)['drop']>;
export type NotificationStep = v.InferOutput<(typeof STEP_SCHEMAS)['notification']>;
export type ClockJumpStep = v.InferOutput<(typeof STEP_SCHEMAS)['clockJumpMs']>;
export type CommandStep = v.InferOutput<(typeof STEP_SCHEMAS)['command']>;
export type WatchStep = v.InferOutput<(typeof STEP_SCHEMAS)['watch']>;
export type ChannelAuthFailedStep = v.InferOutput<(typeof STEP_SCHEMAS)['channelAuthFailed']>;
export type ReloadStep = v.InferOutput<(typeof STEP_SCHEMAS)['reload']>;

/** A step after expansion: repetitions unrolled, templates filled, `at` absolute. */
export type TimedInput = LiveStep | DropStep | NotificationStep | ClockJumpStep | CommandStep | WatchStep | ChannelAuthFailedStep | ReloadStep;

// ---------------------------------------------------------------- expectations

const when = { at: v.optional(v.union([ms, v.literal('end')]), 'end'), label: v.optional(v.string()) };
const bounds = { equals: v.optional(v.number()), min: v.optional(v.number()), max: v.optional(v.number()) };

export const METRICS = ['bridge.batches', 'envelopes', 'envelopes.live', 'envelopes.http', 'envelopes.command', 'envelopes.system', 'commands.failed', 'live.undelivered', 'http.unanswered'] as const;
export type Metric = (typeof METRICS)[number];

export const EXPECTATION_SCHEMAS = {
  state: v.strictObject({ ...when, state: v.string(), equals: v.optional(v.unknown()), min: v.optional(v.number()), max: v.optional(v.number()), exists: v.optional(v.boolean()) }),
  /** `query`: only requests whose query string has these values (a subset, as an answer rule's `query`). */
  requests: v.strictObject({ ...when, requests: v.string(), query: v.optional(v.record(v.string(), v.string())), ...bounds }),
  malformed: v.strictObject({ ...when, malformed: v.strictObject({ live: v.optional(v.number()), http: v.optional(v.number()), graphql: v.optional(v.number()) }) }),
  toast: v.strictObject({ ...when, toast: v.string(), ...bounds }),
  events: v.strictObject({ ...when, events: v.string(), ...bounds }),
  metric: v.strictObject({ ...when, metric: v.picklist(METRICS), ...bounds }),
} as const;
export type ExpectationKind = keyof typeof EXPECTATION_SCHEMAS;
export const EXPECTATION_KINDS = Object.keys(EXPECTATION_SCHEMAS) as ExpectationKind[];
export type Expectation = { [K in ExpectationKind]: v.InferOutput<(typeof EXPECTATION_SCHEMAS)[K]> & { readonly kind: K } }[ExpectationKind];

// ---------------------------------------------------------------- where it opens in the browser

/**
 * Where a tester opens the scenario in the running app, and at which speeds it is known to end
 * green there (docs/scenarios.md, the library's table; the chaos suite runs each one). A page
 * path without a query: `?scenario=<name>&speed=<n>` is added.
 */
export const browserSchema = v.strictObject({
  path: v.pipe(v.string(), v.regex(/^\/[^?#]*$/, 'a page path: starts with "/", no query')),
  speeds: v.pipe(v.array(v.pipe(v.number(), v.gtValue(0), v.maxValue(MAX_SPEED))), v.minLength(1)),
});
export type ScenarioBrowser = v.InferOutput<typeof browserSchema>;

// ---------------------------------------------------------------- the file

export const scenarioSchema = v.strictObject({
  format: v.literal(SCENARIO_FORMAT),
  version: v.literal(SCENARIO_VERSION),
  name: v.pipe(v.string(), v.minLength(1)),
  description: v.optional(v.string()),
  /** The wire answers of a signed-in session, used after the file's own rules. */
  preset: v.optional(v.picklist(PRESETS), 'signed-in-manager'),
  start: v.optional(startSchema, {}),
  /** How long the run lasts; default: the last step or expectation time + 5 s. */
  durationMs: v.optional(ms),
  http: v.optional(v.array(v.unknown()), []),
  steps: v.optional(v.array(v.unknown()), []),
  expect: v.optional(v.array(v.unknown()), []),
  browser: v.optional(browserSchema),
});

/** A validated, expanded scenario: what the player runs. */
export interface Scenario {
  readonly name: string;
  readonly description: string | null;
  readonly preset: PresetName;
  readonly start: ScenarioStart;
  readonly durationMs: number;
  readonly http: readonly HttpRule[];
  /** Sorted by `at` (stable: file order within the same ms). */
  readonly inputs: readonly TimedInput[];
  readonly expect: readonly Expectation[];
  /** Where it opens in the running app, and at which speeds; null when the file does not say. */
  readonly browser: ScenarioBrowser | null;
}
