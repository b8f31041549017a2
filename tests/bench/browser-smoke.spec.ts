/**
 * `npm run bench:browser:smoke` (playwright.bench.config.ts): the browser storm benchmark (`npm
 * run bench:browser`, docs/benchmarks.md) in brief. Its core, the very functions the command runs,
 * run here for a few seconds per mode at a low rate against an e2e stack. Only that every figure
 * was produced is checked, never how fast: timings on a shared 2-core machine are for the
 * benchmark's report, not for a pass/fail. It takes about five minutes, so it is not part of `npm
 * test`: run it when the benchmark or what it measures changes, and before figures are refreshed.
 *
 * The benchmark drives its own Chromium over DevTools (no Playwright page: Playwright would attach
 * to the page it measures), so this test uses no `page` fixture.
 */
import { loadConfig } from '../../server/config';
import { MODES, prepareBench } from '../../scripts/bench/browser/bench-env';
import { benchRun, type RunFigures } from '../../scripts/bench/browser/bench-run';
import { launchChromium } from '../../scripts/bench/browser/chromium';
import { lighthousePhase } from '../../scripts/bench/browser/lighthouse-phase';
import { formatLogCost, logCostPhase } from '../../scripts/bench/browser/log-cost-phase';
import { QUICK_SCALE } from '../../scripts/bench/browser/options';
import { scalePhase, type ScaleModeFigures } from '../../scripts/bench/browser/scale-phase';
import { formatScale } from '../../scripts/bench/browser/scale-report';
import { INTERACTION_KINDS } from '../../scripts/bench/browser/interactions-phase';
import { soketiOf } from '../../scripts/bench/browser/storm';
import { expect, test } from '../e2e/shell-support';

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

function expectScaleFigures(mode: string, figures: ScaleModeFigures): void {
  expect(figures.firstRows?.medianMs, `${mode}: first rows painted after a cold load`).toBeGreaterThan(0);
  // 300/s through soketi, 10,000/s from the source inside the engine's host (QUICK_SCALE.soketiMax).
  expect(figures.steps.map((s) => [s.rate, s.source]), `${mode}: rates and where their events came from`).toEqual([
    [300, 'soketi'],
    [10_000, 'host'],
  ]);
  for (const { rate, storm, scroll } of figures.steps) {
    const at = `${mode}, ${rate}/s`;
    expect(storm.published.perSecond, `${at}: events sent`).toBeGreaterThan(0);
    expect(storm.published.failed, `${at}: events not taken`).toBe(0);
    expect(storm.cpu.main, `${at}: main-thread CPU`).toBeGreaterThan(0);
    expect(storm.bridge?.p95Bytes, `${at}: batch sizes`).toBeGreaterThan(0);
    expect(storm.eventToPaint.samples, `${at}: painted values paired with their send time`).toBeGreaterThan(0);
    expect(scroll?.wheelEvents, `${at}: wheel events while scrolling`).toBeGreaterThan(0);
    expect(scroll?.frames, `${at}: frames recorded while scrolling`).toBeGreaterThan(0);
    expect(scroll?.furthestPx, `${at}: the list scrolled`).toBeGreaterThan(0);
  }
  // The interactions, by the page's Event Timing: idle, then under each rate, every kind sampled.
  const interactions = figures.interactions;
  expect(interactions?.rates.map((r) => [r.rate, r.source]), `${mode}: interactions under each rate`).toEqual([
    [300, 'soketi'],
    [10_000, 'host'],
  ]);
  expect(interactions?.failures, `${mode}: every interaction phase finished`).toEqual([]);
  for (const [condition, set] of [['idle', interactions!.idle!], ...interactions!.rates.map((r) => [`${r.rate}/s`, r.storm] as const)] as const) {
    for (const kind of INTERACTION_KINDS) {
      const samples = kind === 'search' ? QUICK_SCALE.interactionRounds * 5 : QUICK_SCALE.interactionRounds;
      expect(set.kinds[kind].samples, `${mode}, ${condition}: ${kind} inputs made`).toBe(samples);
      expect(set.kinds[kind].p95Ms, `${mode}, ${condition}: ${kind} p95`).toBeGreaterThanOrEqual(16);
    }
    // A navigation paints a new page: it takes more than a frame whatever the machine.
    expect(set.inpMs, `${mode}, ${condition}: INP`).toBeGreaterThan(16);
    expect(set.interactions, `${mode}, ${condition}: interactions counted`).toBeGreaterThanOrEqual(QUICK_SCALE.interactionRounds * 10);
  }
  expect(interactions!.rates.every((r) => (r.storm.sentPerSecond ?? 0) > 0), `${mode}: a storm went on during the interactions`).toBe(true);
  expect(interactions!.firstInput?.durationMs, `${mode}: the page's first input`).toBeGreaterThanOrEqual(0);
}

test('the scale phase in brief (--quick) produces every figure in both modes, from both sources', async ({ baseURL }) => {
  test.setTimeout(240_000);
  const browser = await launchChromium();
  try {
    const sizes = await scalePhase({ browser, origin: baseURL!, soketi: soketiOf(loadConfig('e2e')) }, QUICK_SCALE, () => undefined);
    expect(sizes.map((s) => s.listSize)).toEqual(QUICK_SCALE.sizes);
    // The seed's own few renders of stark come on top of the list size asked for.
    expect(sizes[0]!.total, 'the list as the page announced it').toBeGreaterThanOrEqual(QUICK_SCALE.sizes[0]!);
    for (const mode of MODES) expectScaleFigures(mode, sizes[0]!.modes[mode]);
    const printed = formatScale(sizes, QUICK_SCALE);
    expect(printed).toContain('come from a source inside the engine');
    expect(printed).toContain("Interactions on the Renders page, by the page's Event Timing");
  } finally {
    await browser.close();
  }
});

test("the log's cost is measured with the log kept and with the smallest one, in both modes", async ({ baseURL }) => {
  test.setTimeout(180_000);
  const browser = await launchChromium();
  try {
    const env = await prepareBench({ browser, origin: baseURL!, soketi: soketiOf(loadConfig('e2e')), builds: 100 });
    // 6,000 envelopes kept (about 0.7 MiB) against one: enough to tell that ?log=min reached the data layer.
    const figures = await logCostPhase(env, { rate: 3_000, warmEvents: 6_000, seconds: 2 }, () => undefined);
    for (const mode of MODES) {
      for (const keeping of ['kept', 'minimal'] as const) {
        const r = figures.modes[mode][keeping];
        expect(r.cpu.main, `${mode}, ${keeping}: main-thread CPU`).toBeGreaterThan(0);
        expect(r.sentPerSecond, `${mode}, ${keeping}: events sent`).toBeGreaterThan(0);
        expect(r.heapMiB.main, `${mode}, ${keeping}: main heap`).toBeGreaterThan(0);
      }
    }
    expect(figures.modes.worker.minimal.heapMiB.worker!, 'the worker keeps less with ?log=min').toBeLessThan(figures.modes.worker.kept.heapMiB.worker!);
    expect(figures.modes['in-process'].minimal.heapMiB.main, 'the page keeps less with ?log=min in process').toBeLessThan(figures.modes['in-process'].kept.heapMiB.main);
    expect(formatLogCost(figures)).toContain('What keeping the event log costs');
  } finally {
    await browser.close();
  }
});

test('the Lighthouse phase measures a signed-in page in worker mode', async ({ baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const browser = await launchChromium();
  try {
    const env = await prepareBench({ browser, origin: baseURL!, soketi: soketiOf(loadConfig('e2e')), builds: 10 });
    // One page and preset: the phase's loops are plain; what can rot is Lighthouse reaching the signed-in page.
    const [figures, ...more] = await lighthousePhase(env, { runs: 1, filePrefix: testInfo.outputPath('lh'), pages: ['dashboard'], presets: ['desktop'] }, () => undefined);
    expect(more).toEqual([]);
    const run = figures!.runs[0]!;
    expect(run.score, 'a performance score').toBeGreaterThan(0);
    expect(run.fcpMs, 'first contentful paint').toBeGreaterThan(0);
    expect(run.lcpMs, 'largest contentful paint, after the first').toBeGreaterThanOrEqual(run.fcpMs);
  } finally {
    await browser.close();
  }
});
