/**
 * `npm run bench:browser [-- --quick | --classic | --help]`: the browser storm benchmark
 * (docs/benchmarks.md). Starts its own stack, signs in, seeds running builds, and
 * measures worker and `?worker=0` alternately under storms of live events: by default at scale
 * (lists of 500 and 10,000 renders, 300 to 10,000 events/s, scrolling), with `--classic` the
 * classic phases; prints the figures and writes them as JSON (bench-results/browser-<date>.json
 * by default).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { MODES, prepareBench, prepareScale, type Mode } from './bench-env';
import { benchRun, playwrightOverhead, type OverheadFigures, type RunFigures } from './bench-run';
import { launchChromium } from './chromium';
import { cpuProfilePhase, type CpuProfileFigures } from './cpu-profile';
import { lighthousePhase, type LighthouseFigures } from './lighthouse-phase';
import { logCostPhase, type LogCostFigures } from './log-cost-phase';
import { memoryPhase, type MemoryFigures } from './memory-phase';
import { parseBenchOptions, USAGE } from './options';
import { formatReport, summarize } from './report';
import { contentionOf, loadNow, machineOf, type BenchResults } from './results';
import { scalePhase, type ScaleFigures } from './scale-phase';
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
    say(`${stack.origin}, ${product}`);
    const classic = options.runs > 0 || options.overheadSeconds > 0 || options.startLoads > 0 || options.memoryEvents > 0 || options.cpuProfile || options.trace;

    const runs: RunFigures[] = [];
    let overhead: Record<Mode, OverheadFigures> | null = null;
    let start: Record<Mode, StartFigures> | null = null;
    let memory: Record<Mode, MemoryFigures> | null = null;
    let cpuProfiles: Record<Mode, CpuProfileFigures> | null = null;
    let traces: Record<Mode, TraceFigures> | null = null;
    // The classic phases first: the scale phase resets the database for each list size.
    if (classic) {
      say(`seeding ${options.builds} running builds for acme and signing in…`);
      const env = await prepareBench({ browser, origin: stack.origin, soketi: stack.soketi, builds: options.builds, stackPid: stack.pid });
      for (let run = 0; run < options.runs; run++) {
        // Alternating which mode goes first, so a drift in the machine's load hits both alike.
        const order: readonly Mode[] = run % 2 === 0 ? MODES : [...MODES].reverse();
        for (const mode of order) {
          say(`run ${run + 1}/${options.runs}, ${mode}: ${options.rate} events/s…`);
          runs.push(await benchRun(env, mode, options));
        }
      }
      if (options.overheadSeconds > 0) overhead = await perMode('Playwright-connected check', (mode) => playwrightOverhead(env, mode, { rate: options.rate, seconds: options.overheadSeconds }));
      if (options.startLoads > 0) start = await perMode(`start, ${options.startLoads} cold loads`, (mode) => startPhase(env, mode, options.startLoads));
      if (options.memoryEvents > 0) {
        memory = await perMode(`memory, ${options.memoryEvents} events`, (mode) => memoryPhase(env, mode, { warmEvents: options.memoryWarmup, events: options.memoryEvents, rate: options.memoryRate }));
      }
      if (options.cpuProfile) {
        const seconds = options.profileSeconds || 15;
        cpuProfiles = await perMode('CPU profiles', (mode) => cpuProfilePhase(env, mode, { rate: options.rate, seconds, clientDir: stack.clientDir, filePrefix: file.replace(/\.json$/, '') }));
      }
      if (options.trace) {
        const seconds = options.profileSeconds || 15;
        traces = await perMode('traces', (mode) => tracePhase(env, mode, { rate: options.rate, seconds, filePrefix: file.replace(/\.json$/, '') }));
      }
    }
    let scale: ScaleFigures[] | null = null;
    let failure: unknown = null;
    if (options.scale !== null) {
      scale = [];
      // A failure at the second list size still reports the first.
      await scalePhase({ browser, origin: stack.origin, soketi: stack.soketi, stackPid: stack.pid }, options.scale, say, scale).catch((error: unknown) => {
        failure = error;
      });
    }
    let logCost: LogCostFigures | null = null;
    if (options.logCostSeconds > 0 && failure === null) {
      say(`log cost: a list of ${options.logCostSize} renders (new database, signing in)…`);
      const env = await prepareScale({ browser, origin: stack.origin, soketi: stack.soketi, builds: options.builds, stackPid: stack.pid, listSize: options.logCostSize });
      logCost = await logCostPhase(env, { rate: options.logCostRate, warmEvents: options.memoryWarmup, seconds: options.logCostSeconds }, say).catch((error: unknown) => {
        failure = error;
        return null;
      });
    }
    let lighthouse: LighthouseFigures[] | null = null;
    if (options.lighthouseRuns > 0 && failure === null) {
      say(`lighthouse: a list of ${options.lighthouseSize} renders (new database, signing in)…`);
      const env = await prepareScale({ browser, origin: stack.origin, soketi: stack.soketi, builds: options.builds, stackPid: stack.pid, listSize: options.lighthouseSize });
      lighthouse = await lighthousePhase(env, { runs: options.lighthouseRuns, filePrefix: file.replace(/\.json$/, ''), pages: options.lighthousePages, presets: options.lighthousePresets }, say).catch((error: unknown) => {
        failure = error;
        return null;
      });
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
      scale,
      logCost,
      lighthouse,
      cpuProfiles,
      traces,
    };
    console.log(formatReport(results));
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    say(`figures written to ${file}`);
    if (failure !== null) throw failure;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
