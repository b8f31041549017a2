/**
 * What "(program)" is (`--trace`): a CPU profile sees only JavaScript, and more than half of the
 * main thread's time during a storm is Blink's own work. A Chrome trace (the Tracing domain, the
 * DevTools Performance panel's categories) of the Renders page's storm names it: self time of each
 * trace event on the renderer's main thread (style recalculation, layout, pre-paint, paint,
 * commit, script…), largest first. The raw trace is written as a .json file (open it in
 * DevTools' Performance panel or ui.perfetto.dev).
 */
import { writeFileSync } from 'node:fs';
import { openRendersPage, type BenchEnv, type Mode } from './bench-env';
import { round } from './stats';
import { startStorm } from './storm';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: { readonly name?: string };
}

export interface TraceFigures {
  /** Sum of the main thread's top-level tasks, ms. */
  readonly busyMs: number;
  /** Self time per trace event name, largest first. */
  readonly bySelf: readonly { readonly name: string; readonly ms: number; readonly pct: number }[];
}

const TOP = 14;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'v8', 'toplevel'];

/** Self time per event name on the thread named CrRendererMain whose page is ours (the busiest such thread). */
export function summarizeTrace(events: readonly TraceEvent[]): TraceFigures {
  const mainThreads = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const complete = events.filter((e) => e.ph === 'X' && e.dur !== undefined);
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of complete) {
    const key = `${e.pid}:${e.tid}`;
    if (!mainThreads.has(key)) continue;
    const list = byThread.get(key) ?? [];
    list.push(e);
    byThread.set(key, list);
  }
  let best: { busyUs: number; self: Map<string, number> } = { busyUs: 0, self: new Map() };
  for (const threadEvents of byThread.values()) {
    // Parents before children: by start, then longest first.
    const sorted = [...threadEvents].sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const self = new Map<string, number>();
    const stack: { event: TraceEvent; end: number }[] = [];
    let busyUs = 0;
    for (const event of sorted) {
      while (stack.length > 0 && stack[stack.length - 1]!.end <= event.ts) stack.pop();
      const parent = stack[stack.length - 1];
      if (parent) self.set(parent.event.name, (self.get(parent.event.name) ?? 0) - event.dur!);
      else busyUs += event.dur!;
      self.set(event.name, (self.get(event.name) ?? 0) + event.dur!);
      stack.push({ event, end: event.ts + event.dur! });
    }
    if (busyUs > best.busyUs) best = { busyUs, self };
  }
  return {
    busyMs: round(best.busyUs / 1000, 1),
    bySelf: [...best.self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, us]) => ({ name, ms: round(us / 1000, 1), pct: round((us / best.busyUs) * 100, 1) })),
  };
}

export async function tracePhase(env: BenchEnv, mode: Mode, p: { rate: number; seconds: number; filePrefix: string }): Promise<TraceFigures> {
  const app = await openRendersPage(env, mode);
  const { cdp } = env.browser;
  const events: TraceEvent[] = [];
  const stopCollecting = cdp.on('Tracing.dataCollected', (params) => events.push(...(params.value as TraceEvent[])));
  const complete = new Promise<void>((resolve) => {
    const stop = cdp.on('Tracing.tracingComplete', () => {
      stop();
      resolve();
    });
  });
  try {
    // The browser's own session: the trace takes every process, the summary picks the page's renderer.
    await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: CATEGORIES, excludedCategories: ['*'] } });
    const storm = startStorm(env.soketi, env.brand, { rate: p.rate, cursor: app.cursor });
    await new Promise((resolve) => setTimeout(resolve, p.seconds * 1000));
    await storm.stop();
    await cdp.send('Tracing.end');
    await complete;
  } finally {
    stopCollecting();
    await app.page.close();
  }
  writeFileSync(`${p.filePrefix}-${mode}-renders-trace.json`, JSON.stringify({ traceEvents: events }));
  return summarizeTrace(events);
}
