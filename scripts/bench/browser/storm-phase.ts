/**
 * One storm on an open page, measured without DevTools: the page's probes are armed through a
 * short-lived session, then no session is attached while the events flow and the renderer's CPU
 * is read from /proc; afterwards a session reads what the probes saw. `devtools: 'playwright'`
 * instead connects Playwright to the browser for the storm (it attaches to every page and worker,
 * as in any Playwright test), to show what that costs.
 */
import { chromium } from '@playwright/test';
import type { AppPage, BenchEnv } from './bench-env';
import { requestCounts, resetRequestCounts } from './control';
import { INSTALL_PROBES, READ_PROBES, RESET_PROBES, type ProbeReadout } from './probes';
import { cpuBetween, machineBusy, sampleCpu, sampleTree, treeBetween, type CpuUsage } from './proc-cpu';
import { startHostStorm, type StormSource } from './host-storm-client';
import { quantile, round, sum } from './stats';
import { startStorm, type Storm, type StormResult } from './storm';
import { progressKey } from '../../../worker/bench/storm-sequence';

export interface StormFigures {
  readonly rate: number;
  readonly seconds: number;
  /** Where the events came from: soketi, or a source inside the engine's host (host-storm-client.ts). */
  readonly source: StormSource;
  /** What the publisher managed (events/s) and lost (refused or unreachable). */
  readonly published: { readonly perSecond: number; readonly failed: number };
  /**
   * Seconds of CPU: the renderer's threads, every process of the browser, and what else ran:
   * the stack (when the benchmark started it), the benchmark's own Node process (the publisher),
   * and the whole machine (all cores), so contention by other work shows.
   */
  readonly cpu: CpuUsage & { readonly browser: number; readonly stack: number | null; readonly bench: number; readonly machine: number };
  readonly longFrames: { readonly count: number; readonly blockingMs: number; readonly longestMs: number };
  readonly longTasks: { readonly count: number; readonly totalMs: number };
  /** Batches the page received (each one bridge message in worker mode, plus its acknowledgement back). */
  readonly bridge: { readonly batches: number; readonly perSecond: number; readonly p95Bytes: number | null; readonly probeCostMs: number } | null;
  readonly eventToPaint: EventToPaint;
  /** API requests per endpoint during the storm (the refetches the events caused). */
  readonly requests: Readonly<Record<string, number>>;
}

export interface EventToPaint {
  /** Progress values painted that the storm sent (rows in view only: the table is virtualized). */
  readonly samples: number;
  readonly p50Ms: number | null;
  readonly p95Ms: number | null;
  readonly maxMs: number | null;
  /** p95 over the first and the last third of the storm: growing means falling behind. */
  readonly p95FirstThirdMs: number | null;
  readonly p95LastThirdMs: number | null;
  /** Rows in view whose last sent value was not painted 2 s after the storm. */
  readonly unshownFinal: number;
}

/** After the storm, how long the page has to paint the last values before they count as not shown. */
const SETTLE_MS = 2_000;

/** A storm from `source` on the page's brand, moving the page's sequence. */
export function stormFrom(env: BenchEnv, app: AppPage, p: { rate: number; seconds: number; source: StormSource }): Promise<Storm> {
  return p.source === 'host' ? startHostStorm(env, app, p) : Promise.resolve(startStorm(env.soketi, env.brand, { rate: p.rate, cursor: app.cursor }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function evaluateOnce<T>(app: AppPage, expression: string): Promise<T> {
  const session = await app.page.attach();
  try {
    return await session.evaluate<T>(expression);
  } finally {
    await session.detach();
  }
}

export async function stormPhase(env: BenchEnv, app: AppPage, p: { rate: number; seconds: number; source?: StormSource; settleMs?: number; devtools?: 'none' | 'playwright' }): Promise<StormFigures> {
  const source = p.source ?? 'soketi';
  const pid = await app.page.renderer();
  await evaluateOnce(app, `${INSTALL_PROBES}, ${RESET_PROBES}`);
  const playwright = p.devtools === 'playwright' ? await chromium.connectOverCDP(env.browser.wsUrl) : null;
  await resetRequestCounts(env.origin);

  const before = sampleCpu(pid);
  const browserBefore = sampleTree(env.browser.pid);
  const stackBefore = env.stackPid === undefined ? null : sampleTree(env.stackPid);
  const benchBefore = process.cpuUsage();
  const machineBefore = machineBusy();
  const startedAt = Date.now();
  const storm = await stormFrom(env, app, { rate: p.rate, seconds: p.seconds, source });
  await sleep(p.seconds * 1000);
  await storm.stop();
  const after = sampleCpu(pid);
  const browserAfter = sampleTree(env.browser.pid);
  const stack = stackBefore === null ? null : treeBetween(stackBefore, sampleTree(env.stackPid!));
  const bench = process.cpuUsage(benchBefore);
  const machine = round(machineBusy() - machineBefore);
  const stoppedAt = Date.now();
  const requests = await requestCounts(env.origin);
  await playwright?.close();

  await sleep(p.settleMs ?? SETTLE_MS);
  const seen = await evaluateOnce<ProbeReadout>(app, READ_PROBES);
  const sent = await storm.report([...new Set(seen.paints.map(([id, value]) => progressKey(id, value)))], seen.shownIds);
  return {
    rate: p.rate,
    seconds: p.seconds,
    source,
    published: { perSecond: round(sent.published / sent.seconds, 0), failed: sent.failed },
    cpu: { ...cpuBetween(before, after), browser: treeBetween(browserBefore, browserAfter), stack, bench: round((bench.user + bench.system) / 1e6), machine },
    longFrames: { count: seen.loaf.length, blockingMs: round(sum(seen.loaf.map(([, blocking]) => blocking)), 0), longestMs: round(Math.max(0, ...seen.loaf.map(([duration]) => duration)), 0) },
    longTasks: { count: seen.longTasks.length, totalMs: round(sum(seen.longTasks), 0) },
    bridge: bridgeFigures(seen, startedAt, stoppedAt),
    eventToPaint: eventToPaint(seen, sent, startedAt, stoppedAt),
    requests,
  };
}

function bridgeFigures(seen: ProbeReadout, from: number, to: number): StormFigures['bridge'] {
  if (seen.batches === null) return null;
  const inStorm = seen.batches.at.map((at, i) => ({ at, bytes: seen.batches!.bytes[i]! })).filter((b) => b.at >= from && b.at <= to);
  return {
    batches: inStorm.length,
    perSecond: round(inStorm.length / ((to - from) / 1000), 1),
    p95Bytes: quantile(
      inStorm.map((b) => b.bytes),
      0.95,
    ),
    probeCostMs: round(seen.batches.costMs, 0),
  };
}

/** The latest of ascending `times` at or before `at`, or null. */
function latestAtOrBefore(times: readonly number[], at: number): number | null {
  let found: number | null = null;
  for (const t of times) {
    if (t > at) break;
    found = t;
  }
  return found;
}

function eventToPaint(seen: Pick<ProbeReadout, 'paints' | 'shownIds'>, sent: Pick<StormResult, 'progressSentAt' | 'lastProgress'>, from: number, to: number): EventToPaint {
  const pairs: { sentAt: number; ms: number }[] = [];
  const painted = new Set<string>();
  for (const [id, value, at] of seen.paints) {
    const key = progressKey(id, value);
    painted.add(key);
    // A value sent more than once (the sequence came round) was painted for its latest send before the paint.
    const sentAt = latestAtOrBefore(sent.progressSentAt.get(key) ?? [], at);
    if (sentAt !== null) pairs.push({ sentAt, ms: at - sentAt });
  }
  const third = (to - from) / 3;
  const p95Of = (list: typeof pairs) => quantile(
    list.map((pair) => pair.ms),
    0.95,
  );
  const unshownFinal = seen.shownIds.filter((id) => {
    const last = sent.lastProgress.get(id);
    return last !== undefined && !painted.has(progressKey(id, last));
  }).length;
  return {
    samples: pairs.length,
    p50Ms: quantile(
      pairs.map((pair) => pair.ms),
      0.5,
    ),
    p95Ms: p95Of(pairs),
    maxMs: pairs.length === 0 ? null : Math.max(...pairs.map((pair) => pair.ms)),
    p95FirstThirdMs: p95Of(pairs.filter((pair) => pair.sentAt < from + third)),
    p95LastThirdMs: p95Of(pairs.filter((pair) => pair.sentAt >= to - third)),
    unshownFinal,
  };
}
