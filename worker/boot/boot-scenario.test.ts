/**
 * The browser's scenario boot, in process: the page's own session flow (start, token hand-over,
 * a batch listener) drives a library scenario on its fakes at 10× speed. No fetch, no client
 * config: the scenario's preset answers the session, the file the rest, and the worker's status
 * reaches the page's channel.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataLayerApi } from '../contract/api';
import type { BridgedSnapshot } from '../contract/snapshot';
import { ScenarioLaunchError } from '../scenario/launch';
import type { ScenarioStatus, StatusMessage } from '../scenario/status';
import { bootDataLayer } from './boot-data-layer';

const host = { readXsrfToken: () => 'from-the-page' };
const launch = (name: string, channel: string) => ({ name, speed: 10, channel });

/** Real turns of the event loop (fake timers leave setImmediate real): lets the channel deliver. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

let api: DataLayerApi | null = null;
let page: InstanceType<typeof BroadcastChannel> | null = null;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] });
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no request may leave a scenario'));
  for (const method of ['info', 'warn', 'table'] as const) vi.spyOn(console, method).mockImplementation(() => undefined);
});
afterEach(async () => {
  await api?.dispose();
  page?.close();
  api = null;
  page = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function statusesOn(channel: string): Promise<ScenarioStatus[]> {
  const seen: ScenarioStatus[] = [];
  page = new BroadcastChannel(channel);
  page.onmessage = (event: { readonly data: StatusMessage }) => {
    if (event.data.kind === 'status') seen.push(event.data.status);
  };
  return seen;
}

describe('bootDataLayer with a scenario', () => {
  it('runs the scenario from the page’s start at its speed, signed in without a backend', async () => {
    const statuses = await statusesOn('test:low-credit');
    api = await bootDataLayer('http://app.test', host, launch('low-credit-sequence', 'test:low-credit'));
    let batches = 0;
    await api.subscribe(() => void (batches += 1));
    // Booted, not started: the clock waits for the page.
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await api.snapshot()).balance.value).toBeNull();

    // The page's start: no route brand, so the scenario's (acme) is used.
    // Answers come on the scenario's (fake) timers: 10 real ms are 100 scenario ms.
    const started = api.dispatch({ type: 'start', xsrfToken: null, routeBrand: null, locale: 'cs' });
    await vi.advanceTimersByTimeAsync(10);
    expect(await started).toEqual({ ok: true });
    expect(await api.dispatch({ type: 'session/set-xsrf-token', token: 'a-real-cookie' })).toEqual({ ok: true });
    const at = async (): Promise<BridgedSnapshot> => api!.snapshot();
    expect((await at()).session.status).toBe('signed-in');
    expect((await at()).brand.identifier).toBe('acme');
    expect((await at()).balance.value).toBe(250);

    // 150 real ms = 1.5 scenario s: the spend at 1 s has been folded and refetched.
    await vi.advanceTimersByTimeAsync(150);
    expect((await at()).balance.value).toBe(90);
    // 110 s of scenario in 11 real s.
    await vi.advanceTimersByTimeAsync(11_000);
    await settle();
    expect((await at()).balance.value).toBe(150);
    expect(batches).toBeGreaterThan(0);
    expect(fetch).not.toHaveBeenCalled();

    const last = statuses.at(-1);
    expect(last?.phase).toBe('ended');
    expect(last?.checks).toHaveLength(13);
    expect(last?.checks.filter((c) => !c.pass)).toEqual([]);
    expect(statuses[0]).toMatchObject({ name: 'low-credit-sequence', speed: 10, durationMs: 110_000, phase: 'running', expectations: 13, checks: [] });
    // The console says the same, for testers without the badge.
    expect(console.info).toHaveBeenLastCalledWith(expect.stringMatching(/^Scenario "low-credit-sequence" ended: every expectation passed; state hash \w+\.$/));
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('answers a page that asks late with everything so far', async () => {
    api = await bootDataLayer('http://app.test', host, launch('maintenance-high', 'test:late'));
    void api.dispatch({ type: 'start', xsrfToken: null, routeBrand: null, locale: 'en' });
    await vi.advanceTimersByTimeAsync(3_000);
    const statuses = await statusesOn('test:late');
    page!.postMessage({ kind: 'ask' } satisfies StatusMessage);
    await settle();
    await settle();
    expect(statuses).toHaveLength(1);
    expect(statuses[0]?.phase).toBe('ended');
    expect(statuses[0]?.checks.length).toBe(statuses[0]?.expectations);
  });

  it('fails its boot with a ScenarioLaunchError for a name the library lacks', async () => {
    const boot = bootDataLayer('http://app.test', host, launch('meteor-shower', 'test:none'));
    await expect(boot).rejects.toBeInstanceOf(ScenarioLaunchError);
    await expect(boot).rejects.toMatchObject({ name: 'ScenarioLaunchError', problem: 'unknown', message: 'there is no scenario "meteor-shower" in scenarios/' });
  });

  it('is ignored where the build has no scenarios: the real boot runs (and asks the server for its config)', async () => {
    vi.resetModules();
    vi.stubGlobal('__SCENARIOS__', false);
    try {
      const { bootDataLayer: productionBoot } = await import('./boot-data-layer');
      await expect(productionBoot('http://app.test', host, launch('low-credit-sequence', 'test:prod'))).rejects.toThrow('no request may leave a scenario');
      expect(fetch).toHaveBeenCalledWith('http://app.test/server/api/v1/client-config', expect.anything());
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });
});
