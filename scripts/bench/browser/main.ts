/**
 * `npm run bench:browser [-- --rate 300 --seconds 60 --runs 3 --sweep --json out.json]`: the
 * browser storm benchmark (issue 12, docs/benchmarks.md). Starts its own stack, signs in, seeds
 * running builds, and measures worker and `?worker=0` alternately under a storm of live events;
 * prints the figures and writes them as JSON (bench-results/browser-<date>.json by default).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { MODES, prepareBench, type Mode } from './bench-env';
import { benchRun, playwrightOverhead, sweep, type OverheadFigures, type RunFigures, type SweepStep } from './bench-run';
import { launchChromium } from './chromium';
import { cpuProfilePhase, type CpuProfileFigures } from './cpu-profile';
import { memoryPhase, type MemoryFigures } from './memory-phase';
import { parseBenchOptions, USAGE } from './options';
import { formatReport, summarize } from './report';
import { contentionOf, loadNow, machineOf, type BenchResults } from './results';
import { startBenchStack } from './stack';
import { startPhase, type StartFigures } from './start-phase';
import { tracePhase, type TraceFigures } from './trace-phase';

const say = (text: string) => console.error(`bench | ${text}`);

async function perMode<T>(what: string, each: (mode: Mode) => Promise<T>): Promise<Record<Mode, T>> {
  const out = {} as Record<Mode, T>;
  for (const mode of MODES) {
    say(`${what}: ${mode}…`);
    out[mode] = await each(mode);
  }
  return out;
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  const loadBefore = loadNow();
  const date = new Date().toISOString();
  const file = options.json ?? `bench-results/browser-${date.slice(0, 19).replace(/:/g, '-')}.json`;
  mkdirSync(dirname(file), { recursive: true });
  say('starting the stack on its own ports…');
  const stack = await startBenchStack(say);
  const browser = await launchChromium().catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  // Ctrl-C: the stack runs in its own process group, so it does not get the terminal's signal.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      say(`${signal}: stopping the browser and the stack…`);
      void Promise.allSettled([browser.close(), stack.stop()]).then(() => process.exit(130));
    });
  }
  try {
    const { product } = await browser.cdp.send<{ product: string }>('Browser.getVersion');
    say(`${stack.origin}, ${product}; seeding ${options.builds} running builds and signing in…`);
    const env = await prepareBench({ browser, origin: stack.origin, soketi: stack.soketi, builds: options.builds, stackPid: stack.pid });

    const runs: RunFigures[] = [];
    for (let run = 0; run < options.runs; run++) {
      // Alternating which mode goes first, so a drift in the machine's load hits both alike.
      const order: readonly Mode[] = run % 2 === 0 ? MODES : [...MODES].reverse();
      for (const mode of order) {
        say(`run ${run + 1}/${options.runs}, ${mode}: ${options.rate} events/s…`);
        runs.push(await benchRun(env, mode, options));
      }
    }
    let overhead: Record<Mode, OverheadFigures> | null = null;
    if (options.overheadSeconds > 0) overhead = await perMode('Playwright-connected check', (mode) => playwrightOverhead(env, mode, { rate: options.rate, seconds: options.overheadSeconds }));
    let start: Record<Mode, StartFigures> | null = null;
    if (options.startLoads > 0) start = await perMode(`start, ${options.startLoads} cold loads`, (mode) => startPhase(env, mode, options.startLoads));
    let memory: Record<Mode, MemoryFigures> | null = null;
    if (options.memoryEvents > 0) {
      memory = await perMode(`memory, ${options.memoryEvents} events`, (mode) => memoryPhase(env, mode, { warmEvents: options.memoryWarmup, events: options.memoryEvents, rate: options.memoryRate }));
    }
    let sweepSteps: Record<Mode, SweepStep[]> | null = null;
    if (options.sweep) sweepSteps = await perMode(`sweep ${options.sweepRates.join(', ')}/s`, (mode) => sweep(env, mode, { rates: options.sweepRates, seconds: options.sweepSeconds }));
    let cpuProfiles: Record<Mode, CpuProfileFigures> | null = null;
    if (options.cpuProfile) {
      const seconds = options.profileSeconds || 15;
      cpuProfiles = await perMode('CPU profiles', (mode) => cpuProfilePhase(env, mode, { rate: options.rate, seconds, clientDir: stack.clientDir, filePrefix: file.replace(/\.json$/, '') }));
    }
    let traces: Record<Mode, TraceFigures> | null = null;
    if (options.trace) {
      const seconds = options.profileSeconds || 15;
      traces = await perMode('traces', (mode) => tracePhase(env, mode, { rate: options.rate, seconds, filePrefix: file.replace(/\.json$/, '') }));
    }

    const results: BenchResults = {
      date,
      params: options,
      machine: machineOf(product, loadBefore),
      summary: summarize(runs),
      contention: contentionOf(runs),
      runs,
      start,
      memory,
      overhead,
      sweep: sweepSteps,
      cpuProfiles,
      traces,
    };
    console.log(formatReport(results));
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    say(`figures written to ${file}`);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
