/** Command-line options of `npm run bench:browser` (docs/benchmarks.md). */
import { parseArgs } from 'node:util';
import type { AppPath } from './bench-env';
import { LIGHTHOUSE_PAGES, LIGHTHOUSE_PRESETS, type LighthousePreset } from './lighthouse-pages';
import type { ScaleParams } from './scale-phase';

export interface BenchOptions {
  /** The scale phase: list sizes × rates × modes, storm and scroll; null: none. */
  readonly scale: ScaleParams | null;
  /** Live events per second during the storms. */
  readonly rate: number;
  /** Storm length on the Renders page (the CPU figures), seconds. */
  readonly seconds: number;
  /** Storm length on the dashboard, seconds (0: no dashboard phase). */
  readonly dashboardSeconds: number;
  /** Storm length of each DevTools profile (dashboard, Renders page), seconds (0: none). */
  readonly profileSeconds: number;
  /** Runs per mode (worker and in-process alternate). */
  readonly runs: number;
  /** Rounds of clicks under storm and idle (0: no interaction phase). */
  readonly interactionRounds: number;
  /** Cold loads of the dashboard per mode (0: none). */
  readonly startLoads: number;
  /**
   * Events of the warm-up before the first heap reading: past the worker's event log capacity
   * (50,000 envelopes, worker/log/ring-buffer.ts), so that the log is full and steady.
   */
  readonly memoryWarmup: number;
  /** Events after warm-up for the heap growth (0: no memory phase), and their rate. */
  readonly memoryEvents: number;
  readonly memoryRate: number;
  /** Storm length of the Playwright-attached check (0: none), seconds. */
  readonly overheadSeconds: number;
  /** DevTools CPU profiles per mode (main thread and worker, Renders and dashboard), mapped to sources. */
  readonly cpuProfile: boolean;
  /** A Chrome trace of the Renders storm per mode: Blink's own work (style, layout, paint) by name. */
  readonly trace: boolean;
  /** Running builds seeded for the storm. */
  readonly builds: number;
  /** Lighthouse runs per page and preset, signed in, worker mode (0: no Lighthouse phase). */
  readonly lighthouseRuns: number;
  /** Renders the brand lists during the Lighthouse phase (a new database). */
  readonly lighthouseSize: number;
  /** The pages and presets Lighthouse measures (default: all of LIGHTHOUSE_PAGES and LIGHTHOUSE_PRESETS). */
  readonly lighthousePages: readonly AppPath[];
  readonly lighthousePresets: readonly LighthousePreset[];
  /** What keeping the event log costs (log-cost-phase.ts): seconds of the measured storm per mode and log (0: none). */
  readonly logCostSeconds: number;
  readonly logCostRate: number;
  /** Renders the brand lists for it (a new database). */
  readonly logCostSize: number;
  /** Where the JSON goes (default bench-results/browser-<date>.json). */
  readonly json: string | null;
}

export const USAGE = `Usage: npm run bench:browser -- [options]

By default the scale phase (about 30-35 minutes): lists of 500 and 10,000 renders,
storms of 300, 1,000, 3,000 and 10,000 events/s, each measured then wheel-scrolled under, in both
modes, and the first rows painted after a cold load of the Renders page; on 10,000 renders the
interactions (Event Timing) idle and under each rate; then what keeping the event log costs, and
Lighthouse on the dashboard and the Renders page, signed in, worker mode, mobile and desktop.

  --quick                  the scale phase in brief (one list of 1,000, 300 and 10,000/s, 2 s each; under a minute)
  --sizes <a,b>            list sizes, renders (default 500,10000; 0: no scale phase)
  --rates <a,b,…>          event rates of the scale phase (default 300,1000,3000,10000)
  --scale-seconds <n>      storm measured per rate (default 15)
  --scroll-seconds <n>     wheel-scrolling per rate, under the same storm (default 5; 0: none)
  --first-rows-loads <n>   cold loads of the Renders page per mode and size (default 5; 0: none)
  --soketi-max <n>         rates above this come from a source inside the engine's host (default 3000)
  --interactions <n>       rounds of interactions on the Renders page (a render's details, back to the list,
                           the notification centre, 5 keys in the brand search) idle and under each rate,
                           measured by the page's Event Timing (default 20: 20+ samples per kind, so the p95
                           is not just the worst one; --quick: 2; 0: none)
  --interaction-sizes <a,b>  the list sizes they run on (default: the largest of --sizes)
  --phase interactions     only the interactions, idle then under each rate (no measured storm, scrolling,
                           first rows or Lighthouse)
  --log-cost <n>           what keeping the event log costs: per mode, the log kept vs the smallest one, a
                           warm-up of --memory-warmup events then <n> s measured (default 15; --quick,
                           --classic, --phase interactions: 0; 0: none)
  --log-cost-rate <n>      its rate (default 3000)
  --log-cost-size <n>      renders the brand lists for it (default 10000)
  --lighthouse-runs <n>    Lighthouse runs per page (dashboard, Renders) and preset (mobile, desktop),
                           signed in, worker mode (default 3; --quick and --classic: 0; 0: none)
  --lighthouse-size <n>    renders the brand lists for it (default 10000)
  --lighthouse-pages <a,b> the pages it measures (default dashboard,builds)
  --lighthouse-presets <a,b> its presets (default mobile,desktop)

  --classic                the classic phases with their defaults: 3 runs per mode at --rate on
                           Renders and the dashboard, profiles, interactions, start, memory, Playwright
                           (each also on its own with its option below; the scale phase then only with --sizes)
  --rate <n>               live events per second of those phases (default 300)
  --seconds <n>            storm on the Renders page, the CPU figures (default 60)
  --dashboard-seconds <n>  storm on the dashboard (default 30; 0: skip)
  --profile-seconds <n>    each DevTools profile storm (default 15; 0: skip)
  --runs <n>               runs per mode, worker and ?worker=0 alternating (--classic: 3)
  --interaction-rounds <n> clicks per interaction, under storm and idle (default 5; 0: skip)
  --start-loads <n>        cold loads of the dashboard per mode (--classic: 10)
  --memory-warmup <n>      events before the first heap reading (default 60000: past the event log's 50,000)
  --memory-events <n>      events after warm-up for the heap growth (--classic: 100000)
  --memory-rate <n>        their rate (default 2000)
  --overhead-seconds <n>   storm with Playwright connected vs not, per mode (--classic: 20)
  --cpu-profile            also: DevTools CPU profiles of both threads, where the time goes (--profile-seconds each)
  --trace                  also: a Chrome trace of the Renders storm per mode, main-thread self time by event (--profile-seconds)
  --builds <n>             running builds seeded, which the storms move (default 500)
  --json <path>            where the figures go (default bench-results/browser-<date>.json)
`;

/** The scale phase of `--quick`, also what the e2e smoke test runs (tests/e2e/bench-smoke.spec.ts). */
export const QUICK_SCALE: ScaleParams = {
  sizes: [1_000],
  rates: [300, 10_000],
  seconds: 2,
  scrollSeconds: 1,
  firstRowsLoads: 1,
  soketiMax: 3_000,
  // Few, so that 2 s at 300/s move every one of them, the rows in view included.
  builds: 100,
  settleMs: 1_000,
  scrollWarmupMs: 500,
  interactionRounds: 2,
  interactionSizes: [1_000],
  interactionsOnly: false,
};

/** Rounds of interactions by default: every kind then has at least 20 samples, and a nearest-rank p95 of 20 is not the single worst. */
export const INTERACTION_ROUNDS = 20;

export function parseBenchOptions(argv: readonly string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      rate: { type: 'string' },
      seconds: { type: 'string' },
      'dashboard-seconds': { type: 'string' },
      'profile-seconds': { type: 'string' },
      runs: { type: 'string' },
      'interaction-rounds': { type: 'string' },
      'start-loads': { type: 'string' },
      'memory-warmup': { type: 'string' },
      'memory-events': { type: 'string' },
      'memory-rate': { type: 'string' },
      'overhead-seconds': { type: 'string' },
      'cpu-profile': { type: 'boolean' },
      trace: { type: 'boolean' },
      quick: { type: 'boolean' },
      classic: { type: 'boolean' },
      sizes: { type: 'string' },
      rates: { type: 'string' },
      'scale-seconds': { type: 'string' },
      'scroll-seconds': { type: 'string' },
      'first-rows-loads': { type: 'string' },
      'soketi-max': { type: 'string' },
      'lighthouse-runs': { type: 'string' },
      'log-cost': { type: 'string' },
      'log-cost-rate': { type: 'string' },
      'log-cost-size': { type: 'string' },
      interactions: { type: 'string' },
      'interaction-sizes': { type: 'string' },
      phase: { type: 'string' },
      'lighthouse-size': { type: 'string' },
      'lighthouse-pages': { type: 'string' },
      'lighthouse-presets': { type: 'string' },
      builds: { type: 'string' },
      json: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  const count = (name: keyof typeof values, fallback: number, min = 0): number => {
    const raw = values[name];
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min) throw new Error(`--${name} expects a number ≥ ${min}, got "${String(raw)}"`);
    return n;
  };
  const list = (name: 'sizes' | 'rates' | 'interaction-sizes', fallback: readonly number[]): number[] => {
    const raw = values[name];
    if (raw === undefined) return [...fallback];
    const numbers = raw.split(',').map((r) => Number(r.trim()));
    if (numbers.some((n) => !Number.isInteger(n) || n < 0)) throw new Error(`--${name} expects whole numbers like 300,1000,3000, got "${raw}"`);
    return numbers.filter((n) => n > 0);
  };
  /** A comma-separated choice among `known` (all of them when not given). */
  const oneOf = <T extends string>(name: string, raw: string | undefined, known: readonly T[]): readonly T[] => {
    if (raw === undefined) return known;
    const picked = raw.split(',').map((r) => r.trim());
    const unknown = picked.filter((r) => !(known as readonly string[]).includes(r));
    if (unknown.length > 0 || picked.length === 0) throw new Error(`--${name} expects some of ${known.join(',')}, got "${raw}"`);
    return picked as T[];
  };
  const quick = values.quick ?? false;
  const classic = values.classic ?? false;
  if (quick && classic) throw new Error('--quick and --classic do not go together');
  const phase = values.phase ?? null;
  if (phase !== null && phase !== 'interactions') throw new Error(`--phase knows only "interactions", got "${phase}"`);
  const interactionsOnly = phase === 'interactions';
  if (interactionsOnly && classic) throw new Error('--phase interactions is part of the scale run, not of --classic');
  const builds = count('builds', 500, 1);
  // The scale phase runs by default; with --classic only when --sizes asks for it.
  const base = quick ? QUICK_SCALE : null;
  const sizes = list('sizes', base?.sizes ?? (classic ? [] : [500, 10_000]));
  const interactionSizes = list('interaction-sizes', base?.interactionSizes ?? (sizes.length === 0 ? [] : [Math.max(...sizes)]));
  const stray = interactionSizes.filter((size) => !sizes.includes(size));
  if (stray.length > 0) throw new Error(`--interaction-sizes names sizes the run does not list (--sizes ${sizes.join(',')}): ${stray.join(',')}`);
  const scale: ScaleParams | null =
    sizes.length === 0
      ? null
      : {
          sizes,
          rates: list('rates', base?.rates ?? [300, 1_000, 3_000, 10_000]),
          seconds: count('scale-seconds', base?.seconds ?? 15, 1),
          scrollSeconds: count('scroll-seconds', base?.scrollSeconds ?? 5),
          firstRowsLoads: count('first-rows-loads', base?.firstRowsLoads ?? 5),
          soketiMax: count('soketi-max', base?.soketiMax ?? 3_000),
          builds: count('builds', base?.builds ?? 500, 1),
          settleMs: base?.settleMs ?? 2_000,
          scrollWarmupMs: base?.scrollWarmupMs ?? 1_000,
          interactionRounds: count('interactions', base?.interactionRounds ?? INTERACTION_ROUNDS),
          interactionSizes,
          interactionsOnly,
        };
  if (interactionsOnly && (scale === null || scale.interactionRounds === 0)) throw new Error('--phase interactions needs a list size (--sizes) and rounds (--interactions) above 0');
  if (scale !== null && scale.rates.length === 0) throw new Error('--rates names no rate above 0');
  return {
    scale,
    rate: count('rate', 300, 1),
    seconds: count('seconds', 60, 1),
    dashboardSeconds: count('dashboard-seconds', 30),
    profileSeconds: count('profile-seconds', 15),
    runs: count('runs', classic ? 3 : 0),
    interactionRounds: count('interaction-rounds', 5),
    startLoads: count('start-loads', classic ? 10 : 0),
    memoryWarmup: count('memory-warmup', 60_000, 1),
    memoryEvents: count('memory-events', classic ? 100_000 : 0),
    memoryRate: count('memory-rate', 2_000, 1),
    overheadSeconds: count('overhead-seconds', classic ? 20 : 0),
    cpuProfile: values['cpu-profile'] ?? false,
    trace: values.trace ?? false,
    builds,
    lighthouseRuns: count('lighthouse-runs', quick || classic || interactionsOnly ? 0 : 3),
    lighthouseSize: count('lighthouse-size', 10_000, 1),
    lighthousePages: oneOf('lighthouse-pages', values['lighthouse-pages'], LIGHTHOUSE_PAGES),
    lighthousePresets: oneOf('lighthouse-presets', values['lighthouse-presets'], LIGHTHOUSE_PRESETS),
    logCostSeconds: count('log-cost', quick || classic || interactionsOnly ? 0 : 15),
    logCostRate: count('log-cost-rate', 3_000, 1),
    logCostSize: count('log-cost-size', 10_000, 1),
    json: values.json ?? null,
  };
}
