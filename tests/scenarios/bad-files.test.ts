/**
 * A bad scenario file gives the documented error (docs/scenarios.md, "Errors") and a non-zero
 * exit, never a crash.
 */
import { describe, expect, it } from 'vitest';
import { main, type CliIo } from '../../scripts/scenario';
import { parseScenario } from '../../worker/scenario/parse-scenario';
import { ScenarioError } from '../../worker/scenario/scenario-error';

const HEADER = '"format": "adcreative-scenario", "version": 1, "name": "bad"';

function errorOf(text: string): ScenarioError {
  try {
    parseScenario(text);
  } catch (e) {
    if (e instanceof ScenarioError) return e;
    throw e;
  }
  throw new Error('parsed without error');
}

describe('typos a scenario catches itself, on their line, with a suggestion', () => {
  const file = (steps: string, expectations = '') => `{\n  ${HEADER},\n  "steps": [\n    ${steps}\n  ],\n  "expect": [\n    ${expectations}\n  ]\n}`;

  it('a misspelt live event name', () => {
    expect(errorOf(file('{ "at": 0, "live": { "channel": "public", "event": "ShowMaintenanse", "data": {} } }')).message).toBe(
      'line 4, $.steps[0].live.event: unknown live event "ShowMaintenanse" (did you mean "ShowMaintenance"?); an event the app must not know sets "unknownEvent": true',
    );
  });

  it('an unknown event on purpose passes, a known one marked unknown does not', () => {
    expect(() => parseScenario(file('{ "at": 0, "live": { "channel": "public", "event": "App\\\\Events\\\\Nope", "data": {}, "unknownEvent": true } }'))).not.toThrow();
    expect(errorOf(file('{ "at": 0, "live": { "channel": "public", "event": "ShowMaintenance", "data": {}, "unknownEvent": true } }')).reason).toMatch(/is an event the app knows/);
  });

  it('a misspelt channel', () => {
    expect(errorOf(file('{ "at": 0, "live": { "channel": "pubic", "event": "ShowMaintenance", "data": {} } }')).message).toBe(
      'line 4, $.steps[0].live.channel: unknown channel "pubic" (the public channel "public", or a brand\'s "private-brand.<brand>") (did you mean "public"?)',
    );
  });

  it('a misspelt expected event type', () => {
    expect(errorOf(file('', '{ "events": "balance/chnaged", "equals": 1 }')).message).toBe('line 7, $.expect[0].events: unknown event type "balance/chnaged" (did you mean "balance/changed"?)');
  });

  it('a misspelt state path, at the field that is wrong', () => {
    expect(errorOf(file('', '{ "state": "balanse.value", "equals": 1 }')).message).toBe('line 7, $.expect[0].state: unknown state path "balanse.value": the state has no slice "balanse" (did you mean "balance"?)');
    expect(errorOf(file('', '{ "state": "balance.valeu", "equals": 1 }')).reason).toBe('unknown state path "balance.valeu": balance has no field "valeu" (did you mean "value"?)');
    // Past a list, or a value not loaded yet, anything may follow.
    expect(() => parseScenario(file('', '{ "state": "toasts.items[0].key", "exists": true }'))).not.toThrow();
  });
});

describe('bad scenario files', () => {
  it('bad JSON names the line and column', () => {
    const e = errorOf(`{\n  ${HEADER},\n  "steps": [\n    { "at": 1000, }\n  ]\n}`);
    expect(e.line).toBe(4);
    expect(e.column).toBe(19);
    expect(e.message).toMatch(/^line 4, column 19: not valid JSON/);
  });

  it('a truncated file names the last line', () => {
    const e = errorOf(`{\n  ${HEADER},\n  "steps": [`);
    expect(e.line).toBe(3);
    expect(e.message).toMatch(/^line 3, column \d+: not valid JSON/);
  });

  it('a wrong version says which versions this build reads', () => {
    expect(errorOf('{ "format": "adcreative-scenario", "version": 2, "name": "x" }').message).toBe('line 1, $.version: unsupported version 2 (this build reads version 1)');
  });

  it('another format is refused', () => {
    expect(errorOf('{ "format": "adcreative-event-log", "version": 1 }').message).toBe('line 1, $.format: not a scenario file (format must be "adcreative-scenario")');
  });

  it('an unknown step kind lists the known ones', () => {
    expect(errorOf(`{ ${HEADER}, "steps": [{ "at": 5, "explode": {} }] }`).message).toBe('line 1, $.steps[0]: unknown step kind "explode" (expected one of live, drop, notification, clockJumpMs, command, watch, channelAuthFailed, reload, every)',
    );
  });

  it('a wrong type names the JSON path, the field and the reason', () => {
    const e = errorOf(`{ ${HEADER}, "steps": [{ "at": 0 , "live": { "channel": "public", "event": "ShowMaintenance", "data": {} } }, { "at": 1, "drop": { "forMs": "long" } }] }`);
    expect(e.path).toBe('$.steps[1].drop.forMs');
    expect(e.message).toBe('line 1, $.steps[1].drop.forMs: expected number, got "long"');
  });

  it('a misspelt field is an unknown field, not ignored', () => {
    expect(errorOf(`{ ${HEADER}, "http": [{ "method": "GET", "path": "/api/v1/me", "delay": 5 }] }`).message).toBe('line 1, $.http[0].delay: unknown field');
  });

  it('an unknown command type is refused where it stands', () => {
    expect(errorOf(`{ ${HEADER}, "steps": [{ "at": 0, "command": { "type": "brand/explode" } }] }`).message).toBe('line 1, $.steps[0].command.type: unknown command type "brand/explode"');
  });

  it('a template error inside a repetition names the step', () => {
    expect(errorOf(`{ ${HEADER}, "steps": [{ "at": 0, "every": 10, "count": 2, "step": { "drop": { "forMs": "{{j * 2}}" } } }] }`).message).toBe('line 1, $.steps[0].step.drop.forMs: unknown variable "j" in {{j * 2}}',
    );
  });

  it('an expectation without a comparison is refused', () => {
    expect(errorOf(`{ ${HEADER}, "expect": [{ "state": "balance.value" }] }`).message).toBe('line 1, $.expect[0]: an expectation needs one of equals, min, max, exists');
  });
});

function fakeIo(files: Record<string, string>): CliIo & { readonly output: string[]; readonly errors: string[] } {
  const output: string[] = [];
  const errors: string[] = [];
  return {
    output,
    errors,
    out: (t) => output.push(t),
    err: (t) => errors.push(t),
    read: async (path) => {
      const text = files[path];
      if (text === undefined) throw new Error(`ENOENT: ${path}`);
      return text;
    },
    write: async (path, text) => {
      files[path] = text;
    },
  };
}

describe('npm run scenario (main)', () => {
  const passing = `{ ${HEADER}, "expect": [{ "state": "session.status", "equals": "signed-in" }] }`;
  const failing = `{ ${HEADER}, "expect": [{ "state": "balance.value", "equals": 1 }] }`;

  it('exits 0 when every expectation passes, and prints the hash and the expectations', async () => {
    const io = fakeIo({ 'ok.json': passing });
    expect(await main(['ok.json'], io)).toBe(0);
    expect(io.output.join('\n')).toMatch(/state hash [0-9a-f]{16}/);
    expect(io.output.join('\n')).toContain('PASS session.status equals "signed-in" at the end (actual "signed-in")');
  });

  it('exits 1 on a failed expectation, showing the actual value', async () => {
    const io = fakeIo({ 'fail.json': failing });
    expect(await main(['fail.json'], io)).toBe(1);
    expect(io.output.join('\n')).toContain('FAIL balance.value equals 1 at the end (actual 250)');
  });

  it('exits 1 on an invalid file with the message, and 2 on wrong usage', async () => {
    const io = fakeIo({ 'bad.json': '{ "format": "adcreative-scenario", "version": 9 }' });
    expect(await main(['bad.json'], io)).toBe(1);
    expect(io.errors).toEqual(['bad.json: invalid scenario: line 1, $.version: unsupported version 9 (this build reads version 1)']);
    expect(await main([], io)).toBe(2);
    expect(await main(['x.json', '--fast'], io)).toBe(2);
  });

  it('--json prints the run as JSON', async () => {
    const io = fakeIo({ 'ok.json': passing });
    expect(await main(['ok.json', '--json'], io)).toBe(0);
    const run = JSON.parse(io.output.join('')) as { passed: boolean; stateHash: string; requests: Record<string, number> };
    expect(run.passed).toBe(true);
    expect(run.requests['GET /api/v1/me']).toBe(1);
  });
});
