/**
 * Scenario text → a validated, expanded Scenario, or a ScenarioError naming the line (bad JSON)
 * or the JSON path, the field and the reason. Nothing here throws anything else.
 */
import * as v from 'valibot';
import { COMMANDS, QUERY_DEFS } from '../domains/registry';
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
  out.push({ ...step, at: offset + step.at });
}

function checkExpectation(raw: unknown, path: string): Expectation {
  const kind = kindOf(raw, EXPECTATION_KINDS, path, 'expectation');
  const expectation = { ...check(EXPECTATION_SCHEMAS[kind], raw, path), kind } as Expectation;
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

/** Parses, validates and expands a scenario file's text; throws ScenarioError. */
export function parseScenario(text: string): Scenario {
  const json = parseJson(text);
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
  return { name: file.name, description: file.description ?? null, preset: file.preset, start: file.start, durationMs, http, inputs, expect };
}
