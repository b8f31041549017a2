/**
 * What keeping the event log costs: the same storm on the Renders page with the log as the data
 * layer keeps it (a ring buffer of 50,000 envelopes, worker/log/ring-buffer.ts, and the tab's copy
 * of up to 10,000 of them saved to IndexedDB at most every 500 ms, worker/host/tab-log.ts) and
 * with the smallest log the engine allows and no copy (`?log=min`, worker/contract/log-keeping.ts),
 * per mode. Each page first takes a warm-up storm past the log's capacity (so the kept log is full
 * and evicting, as after a busy while), then a storm measured with nothing attached
 * (storm-phase.ts: CPU per thread from /proc), then the heaps of both threads after a forced
 * garbage collection (memory-phase.ts).
 */
import { MODES, openRendersPage, type BenchEnv, type Mode } from './bench-env';
import { readHeaps } from './memory-phase';
import { round } from './stats';
import { startStorm } from './storm';
import { stormPhase } from './storm-phase';

export type LogKeeping = 'kept' | 'minimal';
export const LOG_KEEPINGS: readonly LogKeeping[] = ['kept', 'minimal'];

export interface LogCostReading {
  /** CPU seconds during the measured storm: the page's main thread, the data layer's worker thread, every thread of the renderer. */
  readonly cpu: { readonly main: number; readonly worker: number; readonly renderer: number; readonly byThread: Readonly<Record<string, number>> };
  /** JS heap in use after GC, MiB: the page's main thread, and the worker (null in process). */
  readonly heapMiB: { readonly main: number; readonly worker: number | null };
  /** What the warm-up and the storm sent (events/s). */
  readonly sentPerSecond: number;
}

export interface LogCostFigures {
  readonly rate: number;
  readonly warmEvents: number;
  readonly seconds: number;
  readonly modes: Readonly<Record<Mode, Readonly<Record<LogKeeping, LogCostReading>>>>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (bytes: number) => round(bytes / 1024 ** 2, 1);

async function reading(env: BenchEnv, mode: Mode, keeping: LogKeeping, p: { rate: number; warmEvents: number; seconds: number }): Promise<LogCostReading> {
  const app = await openRendersPage(env, mode, { minimalLog: keeping === 'minimal' });
  try {
    const warm = startStorm(env.soketi, env.brand, { rate: p.rate, cursor: app.cursor });
    await sleep((p.warmEvents / p.rate) * 1000);
    await warm.stop();
    await sleep(2_000);
    const storm = await stormPhase(env, app, { rate: p.rate, seconds: p.seconds });
    const heaps = await readHeaps(env, app);
    return {
      cpu: { main: storm.cpu.main, worker: storm.cpu.worker, renderer: storm.cpu.renderer, byThread: storm.cpu.byThread },
      heapMiB: { main: mib(heaps.main), worker: heaps.worker === null ? null : mib(heaps.worker) },
      sentPerSecond: storm.published.perSecond,
    };
  } finally {
    await app.page.close();
  }
}

export async function logCostPhase(env: BenchEnv, p: { rate: number; warmEvents: number; seconds: number }, say: (text: string) => void): Promise<LogCostFigures> {
  const modes = {} as Record<Mode, Record<LogKeeping, LogCostReading>>;
  for (const mode of MODES) {
    const out = {} as Record<LogKeeping, LogCostReading>;
    for (const keeping of LOG_KEEPINGS) {
      say(`log cost: ${mode}, log ${keeping}: ${p.warmEvents} events of warm-up, then ${p.seconds} s at ${p.rate}/s…`);
      out[keeping] = await reading(env, mode, keeping, p);
    }
    modes[mode] = out;
  }
  return { rate: p.rate, warmEvents: p.warmEvents, seconds: p.seconds, modes };
}

/** The figures as text: per mode, kept vs minimal, and what keeping costs. */
export function formatLogCost(f: LogCostFigures): string {
  const lines = [
    `What keeping the event log costs (${f.warmEvents} events of warm-up, then ${f.seconds} s at ${f.rate}/s on the Renders page; kept: 50,000-envelope ring buffer and the tab's copy in IndexedDB; minimal: a log of 1 envelope, no copy):`,
  ];
  const cell = (n: number | null) => (n === null ? '—' : String(n));
  for (const mode of MODES) {
    const kept = f.modes[mode].kept;
    const min = f.modes[mode].minimal;
    // Kept minus minimal, signed (noise can make it negative).
    const diff = (a: number | null, b: number | null) => {
      if (a === null || b === null) return '—';
      const d = round(a - b, 2);
      return `${d >= 0 ? '+' : ''}${d}`;
    };
    lines.push(
      `  ${mode.padEnd(10)} CPU s main ${kept.cpu.main} vs ${min.cpu.main} (${diff(kept.cpu.main, min.cpu.main)}), worker thread ${kept.cpu.worker} vs ${min.cpu.worker} (${diff(kept.cpu.worker, min.cpu.worker)}), renderer ${kept.cpu.renderer} vs ${min.cpu.renderer} (${diff(kept.cpu.renderer, min.cpu.renderer)}); ` +
        `heap MiB main ${kept.heapMiB.main} vs ${min.heapMiB.main} (${diff(kept.heapMiB.main, min.heapMiB.main)}), worker ${cell(kept.heapMiB.worker)} vs ${cell(min.heapMiB.worker)} (${diff(kept.heapMiB.worker, min.heapMiB.worker)}); sent/s ${kept.sentPerSecond} / ${min.sentPerSecond}`,
    );
  }
  return lines.join('\n');
}
