/**
 * Scenario text → a validated, expanded Scenario, or a ScenarioError naming the line (bad JSON)
 * or the JSON path, the field and the reason. Nothing here throws anything else.
 */
import * as v from 'valibot';
import { brandChannel, brandOfPrivateChannel, PUBLIC_CHANNEL } from '../contract/live-channels';
import { COMMANDS, EVENT_TYPES, initialSnapshot, LIVE_EVENTS, QUERY_DEFS } from '../domains/registry';
import { indexByName } from '../ports/live/live-event-spec';
import { didYouMean } from './did-you-mean';
import { jsonLines, lineOf } from './json-lines';
import {
  EXPECTATION_KINDS,
  EXPECTATION_SCHEMAS,
  httpRuleSchema,
  SCENARIO_FORMAT,
  SCENARIO_VERSION,
  scenarioSchema,
  STEP_KINDS,
  STEP_SCHEMAS,
  type Expectation,
  type HttpRule,
  type Scenario,
  type StepKind,
  type TimedInput,
} from './format';
import { jsonErrorPosition, jsonErrorReason } from './json-position';
import { childPath, ScenarioError } from './scenario-error';
import { hasFixedFields } from './state-paths';
import { fillTemplate, MAX_REPEAT } from './template';

/** Settling time after the last step or expectation when the file gives no durationMs. */
export const DEFAULT_SETTLE_MS = 5_000;

function describe(issue: v.BaseIssue<unknown>, root: string): ScenarioError {
  let path = root;
  for (const item of issue.path ?? []) path = childPath(path, item.key as string | number);
  if (issue.type === 'strict_object' && issue.expected === 'never') return new ScenarioError('unknown field', path);
  if (issue.kind === 'schema' && issue.received === 'undefined') return new ScenarioError(`missing (expected ${issue.expected ?? 'a value'})`, path);
  if (issue.kind === 'validation') return new ScenarioError(`${issue.message.replace(/^Invalid [^:]*: /, '')}`, path);
  return new ScenarioError(`expected ${issue.expected ?? 'a valid value'}, got ${issue.received}`, path);
}

function check<S extends v.GenericSchema>(schema: S, value: unknown, path: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw describe(result.issues[0], path);
  return result.output;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function kindOf<K extends string>(value: unknown, kinds: readonly K[], path: string, what: string): K {
  if (!isRecord(value)) throw new ScenarioError(`a ${what} must be an object`, path);
  const present = kinds.filter((k) => k in value);
  if (present.length === 1) return present[0] as K;
  if (present.length > 1) throw new ScenarioError(`a ${what} has one kind, this one has ${present.join(' and ')}`, path);
  const unknown = Object.keys(value).filter((k) => k !== 'at' && k !== 'label');
  throw new ScenarioError(`unknown ${what} kind${unknown.length > 0 ? ` "${unknown.join('", "')}"` : ''} (expected one of ${kinds.join(', ')})`, path);
}

/** One step of the file → its concrete timed inputs (a repetition gives many). */
function expandStep(raw: unknown, path: string, offset: number, vars: Readonly<Record<string, number>>, out: TimedInput[]): void {
  const kind: StepKind = kindOf(raw, STEP_KINDS, path, 'step');
  if (kind === 'every') {
    const repeat = check(STEP_SCHEMAS.every, raw, path);
    const body = repeat.steps ?? (repeat.step !== undefined ? [repeat.step] : null);
    if (body === null || (repeat.step !== undefined && repeat.steps !== undefined)) throw new ScenarioError('a repetition needs either "step" or "steps"', path);
    if (repeat.count * body.length + out.length > MAX_REPEAT * 2) throw new ScenarioError(`a scenario expands into at most ${MAX_REPEAT * 2} steps`, childPath(path, 'count'));
    for (let i = 0; i < repeat.count; i++) {
      const start = offset + repeat.at + i * repeat.every;
      body.forEach((inner, index) => {
        const innerPath = repeat.steps !== undefined ? childPath(childPath(path, 'steps'), index) : childPath(path, 'step');
        // `at` inside a repetition is relative to the repetition's turn; 0 when absent.
        const withAt = 'at' in inner ? inner : { ...inner, at: 0 };
        expandStep(withAt, innerPath, start, { ...vars, i }, out);
      });
    }
    return;
  }
  const filled = fillTemplate(raw, vars, path);
  const step = check(STEP_SCHEMAS[kind], filled, path) as TimedInput;
  if (kind === 'command' && !COMMANDS.has((step as Extract<TimedInput, { command: unknown }>).command.type)) {
    throw new ScenarioError(`unknown command type "${(step as Extract<TimedInput, { command: unknown }>).command.type}"`, childPath(childPath(path, 'command'), 'type'));
  }
  if (kind === 'watch' && !((step as Extract<TimedInput, { watch: unknown }>).watch.query.kind in QUERY_DEFS)) {
    throw new ScenarioError(`unknown query kind "${(step as Extract<TimedInput, { watch: unknown }>).watch.query.kind}"`, childPath(childPath(childPath(path, 'watch'), 'query'), 'kind'));
  }
  if (kind === 'live') checkLiveNames((step as Extract<TimedInput, { live: unknown }>).live, childPath(path, 'live'));
  out.push({ ...step, at: offset + step.at });
}

/** Every spelling the live port accepts (`ShowMaintenance`, `App\\Events\\ShowMaintenance`, ...); a suggestion is the closest. */
export const LIVE_SPELLINGS = indexByName(LIVE_EVENTS);

/** A live step's channel and event name are ones the app knows, unless the step says the name is unknown on purpose. */
function checkLiveNames(live: { readonly channel: string; readonly event: string; readonly unknownEvent?: boolean }, path: string): void {
  if (live.channel !== PUBLIC_CHANNEL && brandOfPrivateChannel(live.channel) === null) {
    throw new ScenarioError(`unknown channel "${live.channel}" (the public channel "${PUBLIC_CHANNEL}", or a brand's "${brandChannel('<brand>')}")${didYouMean(live.channel, [PUBLIC_CHANNEL, brandChannel('acme')])}`, childPath(path, 'channel'));
  }
  const known = LIVE_SPELLINGS.has(live.event);
  if (!known && live.unknownEvent !== true) {
    throw new ScenarioError(`unknown live event "${live.event}"${didYouMean(live.event, LIVE_SPELLINGS.keys())}; an event the app must not know sets "unknownEvent": true`, childPath(path, 'event'));
  }
  if (known && live.unknownEvent === true) throw new ScenarioError(`"${live.event}" is an event the app knows: leave out "unknownEvent"`, childPath(path, 'unknownEvent'));
}

/** An expectation's event type is a domain event type; its state path names fields the state has. */
function checkExpectationNames(expectation: Expectation, path: string): void {
  if (expectation.kind === 'events' && !EVENT_TYPES.has(expectation.events)) {
    throw new ScenarioError(`unknown event type "${expectation.events}"${didYouMean(expectation.events, EVENT_TYPES)}`, childPath(path, 'events'));
  }
  if (expectation.kind === 'state') {
    const problem = statePathProblem(expectation.state);
    if (problem !== null) throw new ScenarioError(problem, childPath(path, 'state'));
  }
}

/**
 * Follows a state path through the initial state as far as its shape is known (objects with fixed
 * fields); past a list, a value not loaded yet (null) or a map keyed by ids, anything may follow.
 */
function statePathProblem(statePath: string): string | null {
  let value: unknown = initialSnapshot();
  const walked: string[] = [];
  for (const key of statePath.replace(/\[(\d+)\]/g, '.$1').split('.')) {
    if (!hasFixedFields(value)) return null;
    const fields = Object.keys(value);
    if (!fields.includes(key)) {
      const where = walked.length === 0 ? 'the state has no slice' : `${walked.join('.')} has no field`;
      return `unknown state path "${statePath}": ${where} "${key}"${didYouMean(key, fields)}`;
    }
    walked.push(key);
    value = value[key];
  }
  return null;
}

function checkExpectation(raw: unknown, path: string): Expectation {
  const kind = kindOf(raw, EXPECTATION_KINDS, path, 'expectation');
  const expectation = { ...check(EXPECTATION_SCHEMAS[kind], raw, path), kind } as Expectation;
  checkExpectationNames(expectation, path);
  const record = expectation as unknown as Record<string, unknown>;
  const comparators = kind === 'state' ? ['equals', 'min', 'max', 'exists'] : kind === 'malformed' || kind === 'toast' ? null : ['equals', 'min', 'max'];
  if (comparators !== null && !comparators.some((c) => record[c] !== undefined)) {
    throw new ScenarioError(`an expectation needs one of ${comparators.join(', ')}`, path);
  }
  return expectation;
}

function checkRule(raw: unknown, path: string): HttpRule {
  const rule = check(httpRuleSchema, fillTemplate(raw, {}, path), path);
  if (rule.body !== undefined && rule.bodyText !== undefined) throw new ScenarioError('an answer has a body or a bodyText, not both', path);
  return rule;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const { line, column } = jsonErrorPosition(text, message);
    throw new ScenarioError(jsonErrorReason(message), null, line, column);
  }
}

/** Parses, validates and expands a scenario file's text; throws ScenarioError, with the line of what is wrong. */
export function parseScenario(text: string): Scenario {
  const json = parseJson(text);
  try {
    return checkScenario(json);
  } catch (error) {
    if (!(error instanceof ScenarioError) || error.path === null || error.line !== null) throw error;
    throw new ScenarioError(error.reason, error.path, lineOf(jsonLines(text), error.path));
  }
}

function checkScenario(json: unknown): Scenario {
  if (!isRecord(json)) throw new ScenarioError('a scenario file is a JSON object', '$');
  if (json.format !== SCENARIO_FORMAT) throw new ScenarioError(`not a scenario file (format must be "${SCENARIO_FORMAT}")`, '$.format');
  if (json.version !== SCENARIO_VERSION) throw new ScenarioError(`unsupported version ${JSON.stringify(json.version)} (this build reads version ${SCENARIO_VERSION})`, '$.version');
  const file = check(scenarioSchema, json, '$');

  const http = file.http.map((rule, i) => checkRule(rule, childPath('$.http', i)));
  const inputs: TimedInput[] = [];
  file.steps.forEach((step, i) => expandStep(step, childPath('$.steps', i), 0, {}, inputs));
  // Stable sort: steps at the same ms keep the file's order.
  inputs.sort((a, b) => a.at - b.at);
  const expect = file.expect.map((e, i) => checkExpectation(e, childPath('$.expect', i)));

  const lastAt = Math.max(0, ...inputs.slice(-1).map((s) => s.at), ...expect.map((e) => (e.at === 'end' ? 0 : e.at)));
  const durationMs = file.durationMs ?? lastAt + DEFAULT_SETTLE_MS;
  const late = inputs.find((s) => s.at > durationMs);
  if (late !== undefined) throw new ScenarioError(`a step at ${late.at} ms comes after durationMs (${durationMs})`, '$.durationMs');
  return { name: file.name, description: file.description ?? null, preset: file.preset, start: file.start, durationMs, http, inputs, expect, browser: file.browser ?? null };
}
