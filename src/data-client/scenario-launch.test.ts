import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** The module as a build compiles it: `__SCENARIOS__` false in production, undefined in vitest (as in the stack). */
async function load(flag?: boolean) {
  vi.resetModules();
  if (flag !== undefined) vi.stubGlobal('__SCENARIOS__', flag);
  return import('./scenario-launch');
}

describe('scenarioFromLocation', () => {
  it('reads the scenario the URL asks for against the library', async () => {
    const { scenarioFromLocation } = await load();
    expect(await scenarioFromLocation('')).toBeNull();
    const launch = await scenarioFromLocation('?scenario=render-storm&speed=10');
    expect(launch).toMatchObject({ name: 'render-storm', speed: 10 });
    expect(launch?.channel).toMatch(/^adcreative-scenario:\w+-\w+$/);
    // Each page its own channel: two tabs never mix their badges.
    expect((await scenarioFromLocation('?scenario=render-storm'))?.channel).not.toBe(launch?.channel);
  });

  it('throws a ScenarioLaunchError the error page can show, for a name the library lacks', async () => {
    const { scenarioFromLocation, scenarioProblemOf } = await load();
    const error = await scenarioFromLocation('?scenario=meteor-shower').catch((e: unknown) => e);
    expect(scenarioProblemOf(error, '?scenario=meteor-shower')).toEqual({ problem: 'unknown', requested: 'meteor-shower', detail: 'there is no scenario "meteor-shower" in scenarios/' });
  });

  it('takes one from the worker (name and message only, through Comlink) as a file that could not be used', async () => {
    const { scenarioProblemOf } = await load();
    const fromWorker = Object.assign(new Error('invalid scenario: $.steps[0]: unknown step kind "explode"'), { name: 'ScenarioLaunchError' });
    expect(scenarioProblemOf(fromWorker, '?scenario=render-storm')).toEqual({ problem: 'invalid-file', requested: 'render-storm', detail: 'invalid scenario: $.steps[0]: unknown step kind "explode"' });
    expect(scenarioProblemOf(new Error('Client config request failed: HTTP 502'), '?scenario=render-storm')).toBeNull();
  });

  it('is not there in a production build: the URL is ignored, the library empty', async () => {
    const { scenarioFromLocation, scenarioNames, scenarioProblemOf } = await load(false);
    expect(await scenarioFromLocation('?scenario=render-storm')).toBeNull();
    expect(await scenarioFromLocation('?scenario=meteor-shower')).toBeNull();
    expect(await scenarioNames()).toEqual([]);
    expect(scenarioProblemOf(Object.assign(new Error('x'), { name: 'ScenarioLaunchError' }), '')).toBeNull();
  });

  it('lists the library for the error page', async () => {
    const { scenarioNames } = await load(true);
    expect(await scenarioNames()).toContain('low-credit-sequence');
  });
});
