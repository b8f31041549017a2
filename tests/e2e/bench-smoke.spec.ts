/**
 * The browser storm benchmark (`npm run bench:browser`, docs/benchmarks.md) cannot rot: its core,
 * the very functions the command runs, run here for a few seconds per mode at a low rate against
 * the e2e stack. Only that every figure was produced is checked, never how fast: timings on a
 * shared 2-core machine are for the benchmark's report, not for a pass/fail.
 *
 * The benchmark drives its own Chromium over DevTools (no Playwright page: Playwright would attach
 * to the page it measures), so this test uses no `page` fixture.
 */
import { loadConfig } from '../../server/config';
import { MODES, prepareBench } from '../../scripts/bench/browser/bench-env';
import { benchRun, type RunFigures } from '../../scripts/bench/browser/bench-run';
import { launchChromium } from '../../scripts/bench/browser/chromium';
import { soketiOf } from '../../scripts/bench/browser/storm';
import { expect, test } from './shell-support';

const SHORT = { rate: 150, seconds: 4, dashboardSeconds: 2, profileSeconds: 2, interactionRounds: 1 } as const;

function expectFigures(run: RunFigures): void {
  const { renders, dashboard, profile, interaction } = run;
  expect(renders.published.perSecond, 'events published').toBeGreaterThan(0);
  expect(renders.published.failed, 'events soketi did not take').toBe(0);
  expect(renders.cpu.main, 'main-thread CPU from /proc').toBeGreaterThan(0);
  expect(renders.cpu.renderer, 'renderer CPU from /proc').toBeGreaterThan(0);
  expect(renders.cpu.browser, 'browser CPU from /proc').toBeGreaterThan(0);
  // The data layer's own thread exists in worker mode only.
  if (run.mode === 'worker') expect(renders.cpu.worker, 'worker-thread CPU').toBeGreaterThan(0);
  else expect(renders.cpu.worker, 'no worker thread in process').toBe(0);
  expect(renders.bridge?.batches, 'batches counted by the ?bench=1 probe').toBeGreaterThan(0);
  expect(renders.bridge?.p95Bytes, 'batch sizes').toBeGreaterThan(0);
  expect(renders.eventToPaint.samples, 'progress values painted and paired with their send time').toBeGreaterThan(0);
  expect(renders.eventToPaint.p95Ms, 'event→paint p95').toBeGreaterThan(0);
  // Storage events make the brand domain refetch the brand user (at most once a second).
  expect(renders.requests['GET /server/api/v1/brand-user'], 'refetches counted per endpoint').toBeGreaterThan(0);
  expect(dashboard?.cpu.main, 'dashboard main-thread CPU').toBeGreaterThan(0);
  expect(profile?.renders.taskS, 'CDP task time, Renders').toBeGreaterThan(0);
  expect(profile?.dashboard.taskS, 'CDP task time, dashboard').toBeGreaterThan(0);
  for (const condition of ['storm', 'idle'] as const) {
    for (const kind of ['dashboard', 'renders', 'brandMenu'] as const) {
      expect(interaction?.[condition][kind], `click → ${kind}, ${condition}`).toBeGreaterThan(0);
    }
  }
}

test('the browser benchmark produces every figure in both modes', async ({ baseURL }) => {
  test.setTimeout(240_000);
  const browser = await launchChromium();
  try {
    const env = await prepareBench({ browser, origin: baseURL!, soketi: soketiOf(loadConfig('e2e')), builds: 100 });
    for (const mode of MODES) expectFigures(await benchRun(env, mode, SHORT));
  } finally {
    await browser.close();
  }
});
