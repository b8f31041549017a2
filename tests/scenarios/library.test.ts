/**
 * Every scenario of the library (scenarios/*.json) runs through the same runner as
 * `npm run scenario` and passes all its expectations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../scripts/scenario/run';
import { parseScenario } from '../../worker/scenario/parse-scenario';

const DIR = join(import.meta.dirname, '../../scenarios');
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();

describe('the scenario library', () => {
  it('holds the situations a tester drives the app through', () => {
    expect(FILES).toEqual([
      'brand-switch-race.json',
      'low-credit-sequence.json',
      'maintenance-high.json',
      'maintenance-medium.json',
      'malformed-mix.json',
      'notification-flood.json',
      'parallel-401s.json',
      'reconnect-storm.json',
      'render-storm.json',
      'storage-sequence.json',
    ]);
  });

  it.each(FILES)('%s passes every expectation', async (file) => {
    const scenario = parseScenario(readFileSync(join(DIR, file), 'utf8'));
    const run = await runScenario(scenario);
    expect(run.expectations.length).toBeGreaterThan(0);
    expect(run.expectations.filter((e) => !e.pass)).toEqual([]);
    expect(run.passed).toBe(true);
  }, 30_000);

  it('runs deterministically: the same file gives the same state hash and counts', async () => {
    const scenario = parseScenario(readFileSync(join(DIR, 'brand-switch-race.json'), 'utf8'));
    const first = await runScenario(scenario);
    const second = await runScenario(scenario);
    expect(second.stateHash).toBe(first.stateHash);
    expect(second.envelopes).toEqual(first.envelopes);
    expect(second.requests).toEqual(first.requests);
  });
});
