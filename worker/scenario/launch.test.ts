import { describe, expect, it } from 'vitest';
import { launchFromWorkerName, readScenarioLaunch, ScenarioLaunchError, scenarioFileId, workerNameFor } from './launch';

const KNOWN = ['low-credit-sequence', 'render-storm'];

function problemOf(search: string): string {
  try {
    readScenarioLaunch(search, KNOWN, 'p1');
  } catch (error) {
    if (error instanceof ScenarioLaunchError) return `${error.problem}: ${error.message}`;
    throw error;
  }
  return 'none';
}

describe('readScenarioLaunch', () => {
  it('reads the name and the speed (real time by default) and names a channel for the page', () => {
    expect(readScenarioLaunch('?scenario=render-storm', KNOWN, 'p1')).toEqual({ name: 'render-storm', speed: 1, channel: 'adcreative-scenario:p1' });
    expect(readScenarioLaunch('?worker=0&scenario=render-storm&speed=10', KNOWN, 'p2')).toEqual({ name: 'render-storm', speed: 10, channel: 'adcreative-scenario:p2' });
    expect(readScenarioLaunch('?scenario=render-storm&speed=0.5', KNOWN, 'p')?.speed).toBe(0.5);
  });

  it('is null when the URL asks for no scenario', () => {
    expect(readScenarioLaunch('', KNOWN, 'p')).toBeNull();
    expect(readScenarioLaunch('?worker=0', KNOWN, 'p')).toBeNull();
  });

  it('refuses a name that is not a name, one the library lacks, and an unusable speed', () => {
    expect(problemOf('?scenario=../etc/passwd')).toBe('invalid-name: "../etc/passwd" is not a scenario name (lower-case letters, digits and dashes)');
    expect(problemOf('?scenario=')).toMatch(/^invalid-name/);
    expect(problemOf('?scenario=Render-Storm')).toMatch(/^invalid-name/);
    expect(problemOf('?scenario=meteor-shower')).toBe('unknown: there is no scenario "meteor-shower" in scenarios/');
    for (const speed of ['0', '-2', 'fast', '1001', 'Infinity']) expect(problemOf(`?scenario=render-storm&speed=${speed}`)).toMatch(/^invalid-speed: speed must be a number above 0 and at most 1000/);
  });

  it('reads a file the tab holds as file:<id>, never as a library name, and refuses ids it does not hold or that are not ids', () => {
    const held = (id: string) => id === 'abcdef123456';
    expect(readScenarioLaunch('?scenario=file:abcdef123456&speed=10', KNOWN, 'p', held)).toEqual({ name: 'file:abcdef123456', speed: 10, channel: 'adcreative-scenario:p' });
    const problem = (search: string) => {
      try {
        readScenarioLaunch(search, [...KNOWN, 'file'], 'p', held);
        return 'none';
      } catch (error) {
        return error instanceof ScenarioLaunchError ? `${error.problem}: ${error.message}` : String(error);
      }
    };
    expect(problem('?scenario=file:000000000000')).toBe('unknown-file: this tab holds no scenario file "000000000000"');
    expect(problem('?scenario=file:render-storm')).toMatch(/^invalid-name: "file:render-storm" is not a scenario file/);
    expect(problem('?scenario=file:ABCDEF123456')).toMatch(/^invalid-name/);
    expect(problem('?scenario=file:abcdef123456/../x')).toMatch(/^invalid-name/);
    // A library lookup never answers a file name, nor the reverse.
    expect(scenarioFileId('render-storm')).toBeNull();
    expect(scenarioFileId('file:abcdef123456')).toBe('abcdef123456');
  });
});

describe('the worker name', () => {
  it('is data-layer without a scenario, and carries the launch to the worker with one', () => {
    expect(workerNameFor(null)).toBe('data-layer');
    const file = { name: 'file:abcdef123456', speed: 1, channel: 'c' };
    expect(launchFromWorkerName(workerNameFor(file))).toEqual(file);
    expect(launchFromWorkerName('data-layer')).toBeNull();
    const launch = { name: 'render-storm', speed: 12.5, channel: 'adcreative-scenario:a b&c' };
    expect(launchFromWorkerName(workerNameFor(launch))).toEqual(launch);
  });

  it('ignores names it did not make', () => {
    expect(launchFromWorkerName('')).toBeNull();
    expect(launchFromWorkerName('other?scenario=x&speed=1&channel=c')).toBeNull();
    expect(launchFromWorkerName('data-layer?scenario=x&speed=0&channel=c')).toBeNull();
  });
});
