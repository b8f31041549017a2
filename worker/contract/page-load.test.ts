import { describe, expect, it } from 'vitest';
import { launchFromWorkerName, workerNameFor } from '../scenario/launch';
import { pageLoadFromWorkerName, withPageLoad } from './page-load';

describe("the page load in the worker's name", () => {
  const load = { tabId: '0f8c2d1e-4b5a-4c3d-9e8f-7a6b5c4d3e2f', reason: 'role-change' } as const;

  it('round-trips, beside a scenario launch too', () => {
    expect(pageLoadFromWorkerName(withPageLoad('data-layer', load))).toEqual(load);
    const launch = { name: 'render-storm', speed: 10, channel: 'adcreative-scenario:p1' };
    const both = withPageLoad(workerNameFor(launch), load);
    expect(pageLoadFromWorkerName(both)).toEqual(load);
    expect(launchFromWorkerName(both)).toEqual(launch);
  });

  it('has no page load without a tab id, or with one that is not an id; an unknown reason reads as a navigation', () => {
    expect(pageLoadFromWorkerName('data-layer')).toBeNull();
    expect(pageLoadFromWorkerName('data-layer?tab=..%2F..&load=reload')).toBeNull();
    expect(pageLoadFromWorkerName(withPageLoad('data-layer', null))).toBeNull();
    expect(pageLoadFromWorkerName('data-layer?tab=abcdefgh-1234&load=explode')).toEqual({ tabId: 'abcdefgh-1234', reason: 'navigate' });
  });
});
