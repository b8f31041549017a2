import { describe, expect, it } from 'vitest';
import { launchFromWorkerName, workerNameFor } from '../scenario/launch';
import { minimalLogFromSearch, minimalLogFromWorkerName, withMinimalLog } from './log-keeping';
import { pageLoadFromWorkerName, withPageLoad } from './page-load';

describe("the benchmark's minimal event log (?log=min)", () => {
  it('is read from the page query only when it says min', () => {
    expect(minimalLogFromSearch('?worker=0&log=min&bench=1')).toBe(true);
    expect(minimalLogFromSearch('?log=none')).toBe(false);
    expect(minimalLogFromSearch('')).toBe(false);
  });

  it("round-trips through the worker's name beside the page load and a scenario, and leaves the name alone when off", () => {
    const load = { tabId: '0f8c2d1e-4b5a-4c3d-9e8f-7a6b5c4d3e2f', reason: 'reload' } as const;
    const launch = { name: 'render-storm', speed: 10, channel: 'adcreative-scenario:p1' };
    const name = withMinimalLog(withPageLoad(workerNameFor(launch), load), true);
    expect(minimalLogFromWorkerName(name)).toBe(true);
    expect(pageLoadFromWorkerName(name)).toEqual(load);
    expect(launchFromWorkerName(name)).toEqual(launch);
    expect(minimalLogFromWorkerName(withMinimalLog('data-layer', true))).toBe(true);
    expect(withMinimalLog('data-layer', false)).toBe('data-layer');
    expect(minimalLogFromWorkerName('data-layer')).toBe(false);
    expect(minimalLogFromWorkerName(withPageLoad('data-layer', load))).toBe(false);
  });
});
