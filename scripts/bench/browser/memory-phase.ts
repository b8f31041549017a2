/**
 * Memory: JS heap in use on the page's main thread and in the data-layer worker, each after a
 * forced garbage collection (DevTools HeapProfiler.collectGarbage, Runtime.getHeapUsage), once
 * after a warm-up storm and once after `events` more; the growth between the two is what the
 * events left behind. DevTools is attached only for the readings.
 */
import type { AppPage, BenchEnv } from './bench-env';
import { openRendersPage, type Mode } from './bench-env';
import { attachWorker, type Session } from './pages';
import { round } from './stats';
import { startStorm } from './storm';

export interface HeapReading {
  /** Bytes in use after GC. */
  readonly main: number;
  /** null in process (there is no worker). */
  readonly worker: number | null;
}

export interface MemoryFigures {
  readonly warmEvents: number;
  readonly events: number;
  readonly rate: number;
  readonly warm: HeapReading;
  readonly after: HeapReading;
  /** Growth after warm-up, percent. */
  readonly mainGrowthPct: number;
  readonly workerGrowthPct: number | null;
}

async function heapOf(session: Session): Promise<number> {
  await session.send('HeapProfiler.enable');
  await session.send('HeapProfiler.collectGarbage');
  // A second pass collects what the first one only made unreachable (weak references, finalizers).
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send<{ usedSize: number }>('Runtime.getHeapUsage');
  await session.send('HeapProfiler.disable');
  return usedSize;
}

/** Both threads' heaps: the page's session auto-attaches to its dedicated worker. */
export async function readHeaps(env: BenchEnv, app: AppPage): Promise<HeapReading> {
  const page = await app.page.attach();
  const workerSession = await attachWorker(env.browser.cdp, page);
  const worker = workerSession === null ? null : await heapOf(workerSession);
  if (app.mode === 'worker' && worker === null) throw new Error('The data-layer worker did not show up for the heap reading');
  const main = await heapOf(page);
  await page.detach();
  return { main, worker };
}

export async function memoryPhase(env: BenchEnv, mode: Mode, p: { warmEvents: number; events: number; rate: number }): Promise<MemoryFigures> {
  // Without the bridge counters, whose arrays would grow with the events.
  const app = await openRendersPage(env, mode, { bench: false });
  const storm = async (events: number) => {
    const running = startStorm(env.soketi, env.brand, { rate: p.rate, cursor: app.cursor });
    await new Promise((resolve) => setTimeout(resolve, (events / p.rate) * 1000));
    await running.stop();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  };
  try {
    await storm(p.warmEvents);
    const warm = await readHeaps(env, app);
    await storm(p.events);
    const after = await readHeaps(env, app);
    const growth = (a: number, b: number) => round(((b - a) / a) * 100, 1);
    return {
      warmEvents: p.warmEvents,
      events: p.events,
      rate: p.rate,
      warm,
      after,
      mainGrowthPct: growth(warm.main, after.main),
      workerGrowthPct: warm.worker === null || after.worker === null ? null : growth(warm.worker, after.worker),
    };
  } finally {
    await app.page.close();
  }
}
