/** Command-line options of `npm run bench:browser` (docs/benchmarks.md). */
import { parseArgs } from 'node:util';

export interface BenchOptions {
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
  readonly sweep: boolean;
  readonly sweepRates: readonly number[];
  readonly sweepSeconds: number;
  /** Running builds seeded for the storm. */
  readonly builds: number;
  /** Where the JSON goes (default bench-results/browser-<date>.json). */
  readonly json: string | null;
}

export const USAGE = `Usage: npm run bench:browser -- [options]

  --rate <n>               live events per second (default 300)
  --seconds <n>            storm on the Renders page, the CPU figures (default 60)
  --dashboard-seconds <n>  storm on the dashboard (default 30; 0: skip)
  --profile-seconds <n>    each DevTools profile storm (default 15; 0: skip)
  --runs <n>               runs per mode, worker and ?worker=0 alternating (default 3; 0: only the other phases)
  --interaction-rounds <n> clicks per interaction, under storm and idle (default 5; 0: skip)
  --start-loads <n>        cold loads of the dashboard per mode (default 10; 0: skip)
  --memory-warmup <n>      events before the first heap reading (default 60000: past the event log's 50,000)
  --memory-events <n>      events after warm-up for the heap growth (default 100000; 0: skip)
  --memory-rate <n>        their rate (default 2000)
  --overhead-seconds <n>   storm with Playwright connected vs not, per mode (default 20; 0: skip)
  --cpu-profile            also: DevTools CPU profiles of both threads, where the time goes (--profile-seconds each)
  --trace                  also: a Chrome trace of the Renders storm per mode, main-thread self time by event (--profile-seconds)
  --sweep                  also: storms at 300, 1000, 3000/s (--sweep-rates a,b,c; --sweep-seconds, default 20)
  --builds <n>             running builds seeded (default 500)
  --json <path>            where the figures go (default bench-results/browser-<date>.json)
`;

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
      sweep: { type: 'boolean' },
      'sweep-rates': { type: 'string' },
      'sweep-seconds': { type: 'string' },
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
  const sweepRates = (values['sweep-rates'] ?? '300,1000,3000').split(',').map((r) => Number(r.trim()));
  if (sweepRates.some((r) => !Number.isFinite(r) || r <= 0)) throw new Error(`--sweep-rates expects rates like 300,1000,3000`);
  return {
    rate: count('rate', 300, 1),
    seconds: count('seconds', 60, 1),
    dashboardSeconds: count('dashboard-seconds', 30),
    profileSeconds: count('profile-seconds', 15),
    runs: count('runs', 3),
    interactionRounds: count('interaction-rounds', 5),
    startLoads: count('start-loads', 10),
    memoryWarmup: count('memory-warmup', 60_000, 1),
    memoryEvents: count('memory-events', 100_000),
    memoryRate: count('memory-rate', 2_000, 1),
    overheadSeconds: count('overhead-seconds', 20),
    cpuProfile: values['cpu-profile'] ?? false,
    trace: values.trace ?? false,
    sweep: values.sweep ?? false,
    sweepRates,
    sweepSeconds: count('sweep-seconds', 20, 1),
    builds: count('builds', 500, 1),
    json: values.json ?? null,
  };
}
