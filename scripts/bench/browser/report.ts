/**
 * The benchmark's figures: per mode the median and range over the runs, the ratio worker /
 * in-process, as a table for the terminal and as JSON for comparing runs.
 */
import type { BenchResults } from './results';
import type { RunFigures } from './bench-run';
import type { Mode } from './bench-env';
import { formatLighthouse } from './lighthouse-phase';
import { formatLogCost } from './log-cost-phase';
import { formatScale } from './scale-report';
import { round, spread, type Spread } from './stats';

interface Row {
  readonly label: string;
  readonly unit: string;
  readonly pick: (run: RunFigures) => number | null | undefined;
}

const ROWS: readonly Row[] = [
  { label: 'Renders: main-thread CPU, no DevTools', unit: 's', pick: (r) => r.renders.cpu.main },
  { label: 'Renders: worker-thread CPU, no DevTools', unit: 's', pick: (r) => r.renders.cpu.worker },
  { label: 'Renders: renderer CPU, all threads', unit: 's', pick: (r) => r.renders.cpu.renderer },
  { label: 'Renders: browser CPU, all processes', unit: 's', pick: (r) => r.renders.cpu.browser },
  { label: 'Renders: long-frame blocking, summed', unit: 'ms', pick: (r) => r.renders.longFrames.blockingMs },
  { label: 'Renders: longest frame (LoAF)', unit: 'ms', pick: (r) => r.renders.longFrames.longestMs },
  { label: 'Renders: long tasks', unit: '', pick: (r) => r.renders.longTasks.count },
  { label: 'Renders: batches (bridge messages)/s', unit: '/s', pick: (r) => r.renders.bridge?.perSecond },
  { label: 'Renders: batch p95 size', unit: 'B', pick: (r) => r.renders.bridge?.p95Bytes },
  { label: 'Renders: event→paint p95', unit: 'ms', pick: (r) => r.renders.eventToPaint.p95Ms },
  { label: 'Renders: event→paint p50', unit: 'ms', pick: (r) => r.renders.eventToPaint.p50Ms },
  { label: 'Renders: event→paint samples', unit: '', pick: (r) => r.renders.eventToPaint.samples },
  { label: 'Renders: values in view never painted', unit: '', pick: (r) => r.renders.eventToPaint.unshownFinal },
  { label: 'Renders: events published/s', unit: '/s', pick: (r) => r.renders.published.perSecond },
  { label: 'Dashboard: main-thread CPU, no DevTools', unit: 's', pick: (r) => r.dashboard?.cpu.main },
  { label: 'Dashboard: worker-thread CPU, no DevTools', unit: 's', pick: (r) => r.dashboard?.cpu.worker },
  { label: 'Dashboard: renderer CPU, all threads', unit: 's', pick: (r) => r.dashboard?.cpu.renderer },
  { label: 'Dashboard: longest frame (LoAF)', unit: 'ms', pick: (r) => r.dashboard?.longFrames.longestMs },
  { label: 'Dashboard: batches/s', unit: '/s', pick: (r) => r.dashboard?.bridge?.perSecond },
  { label: 'Main-thread task time (CDP), dashboard', unit: 's', pick: (r) => r.profile?.dashboard.taskS },
  { label: 'Main-thread script time (CDP), dashboard', unit: 's', pick: (r) => r.profile?.dashboard.scriptS },
  { label: 'Main-thread task time (CDP), Renders', unit: 's', pick: (r) => r.profile?.renders.taskS },
  { label: 'Main-thread script time (CDP), Renders', unit: 's', pick: (r) => r.profile?.renders.scriptS },
  { label: 'Click → dashboard, under storm', unit: 'ms', pick: (r) => r.interaction?.storm.dashboard },
  { label: 'Click → Renders, under storm', unit: 'ms', pick: (r) => r.interaction?.storm.renders },
  { label: 'Click → brand menu, under storm', unit: 'ms', pick: (r) => r.interaction?.storm.brandMenu },
  { label: 'Click → dashboard, idle', unit: 'ms', pick: (r) => r.interaction?.idle.dashboard },
  { label: 'Click → Renders, idle', unit: 'ms', pick: (r) => r.interaction?.idle.renders },
  { label: 'Click → brand menu, idle', unit: 'ms', pick: (r) => r.interaction?.idle.brandMenu },
];

export interface SummaryRow {
  readonly label: string;
  readonly unit: string;
  readonly worker: Spread;
  readonly inProcess: Spread;
  /** Median worker / median in-process. */
  readonly ratio: number | null;
}

function ratioOf(worker: Spread, inProcess: Spread): number | null {
  return worker.median === null || inProcess.median === null || inProcess.median === 0 ? null : round(worker.median / inProcess.median);
}

function summaryRow(label: string, unit: string, runs: readonly RunFigures[], pick: (run: RunFigures) => number | null | undefined): SummaryRow {
  const of = (mode: Mode) => spread(runs.filter((r) => r.mode === mode).map((r) => pick(r) ?? null));
  const worker = of('worker');
  const inProcess = of('in-process');
  return { label, unit, worker, inProcess, ratio: ratioOf(worker, inProcess) };
}

export function summarize(runs: readonly RunFigures[]): SummaryRow[] {
  const rows = ROWS.map((row) => summaryRow(row.label, row.unit, runs, row.pick));
  // Requests per endpoint (summed over the Renders and dashboard storms of a run).
  const endpoints = [...new Set(runs.flatMap((r) => [...Object.keys(r.renders.requests), ...Object.keys(r.dashboard?.requests ?? {})]))].sort();
  for (const endpoint of endpoints) {
    rows.push(summaryRow(`Requests during storms: ${endpoint}`, '', runs, (r) => (r.renders.requests[endpoint] ?? 0) + (r.dashboard?.requests[endpoint] ?? 0)));
  }
  return rows.filter((row) => row.worker.n > 0 || row.inProcess.n > 0);
}

const fmt = (value: number | null, unit = ''): string => (value === null ? '—' : `${Number.isInteger(value) ? value : value.toFixed(2)}${unit === 's' || unit === 'ms' || unit === 'B' ? ` ${unit}` : ''}`);

function cell(s: Spread, unit: string): string {
  if (s.median === null) return '—';
  return s.min === s.max ? fmt(s.median, unit) : `${fmt(s.median, unit)} (${fmt(s.min)}–${fmt(s.max)})`;
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function formatReport(results: BenchResults): string {
  const { params, machine } = results;
  const out: string[] = [
    `Browser storm benchmark, ${results.date}`,
    `Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, ${machine.chromium}, Node ${machine.node}; load average ${machine.loadBefore.join(' / ')} before, ${machine.loadAfter.join(' / ')} after`,
  ];
  if (results.runs.length > 0) {
    out.push(
      '',
      `${params.rate} events/s, ${params.seconds} s on Renders, ${params.dashboardSeconds} s on the dashboard, ${params.runs} runs per mode, ${params.builds} running builds`,
      `Median (range) over runs; ratio = worker / in-process (medians).`,
      '',
      table(
        ['figure', 'worker', 'in-process (?worker=0)', 'ratio'],
        results.summary.map((row) => [row.label, cell(row.worker, row.unit), cell(row.inProcess, row.unit), row.ratio === null ? '—' : row.ratio.toFixed(2)]),
      ),
      '',
      `Other load during the Renders storms (median, CPU s): whole machine ${fmt(results.contention.machine)}, browser ${fmt(results.contention.browser)}, stack ${fmt(results.contention.stack)}, publisher ${fmt(results.contention.bench)}, everything else ${fmt(results.contention.other)}`,
    );
  }
  if (results.start) {
    out.push('', `Start (dashboard figures painted after navigation, cold, median of ${results.start.worker.loadsMs.length}): worker ${fmt(results.start.worker.medianMs, 'ms')}, in-process ${fmt(results.start['in-process'].medianMs, 'ms')}`);
  }
  if (results.memory) {
    const m = results.memory;
    const mb = (bytes: number | null) => (bytes === null ? '—' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
    out.push(
      '',
      `Memory: ${m.worker.warmEvents} events of warm-up, then ${m.worker.events} more at ${m.worker.rate}/s (heap in use after GC, growth after warm-up):`,
      `  worker mode:  main ${mb(m.worker.warm.main)} → ${mb(m.worker.after.main)} (${m.worker.mainGrowthPct} %), worker ${mb(m.worker.warm.worker)} → ${mb(m.worker.after.worker)} (${m.worker.workerGrowthPct ?? '—'} %)`,
      `  in-process:   main ${mb(m['in-process'].warm.main)} → ${mb(m['in-process'].after.main)} (${m['in-process'].mainGrowthPct} %)`,
    );
  }
  if (results.overhead) {
    out.push('', 'What a connected Playwright costs (same page, same storm, no DevTools vs Playwright connected):');
    for (const mode of ['worker', 'in-process'] as const) {
      const o = results.overhead[mode];
      out.push(`  ${mode.padEnd(10)} main ${fmt(o.detached.cpu.main, 's')} → ${fmt(o.playwright.cpu.main, 's')}, worker ${fmt(o.detached.cpu.worker, 's')} → ${fmt(o.playwright.cpu.worker, 's')}, renderer ${fmt(o.detached.cpu.renderer, 's')} → ${fmt(o.playwright.cpu.renderer, 's')}, browser ${fmt(o.detached.cpu.browser, 's')} → ${fmt(o.playwright.cpu.browser, 's')}`);
    }
  }
  if (results.cpuProfiles) {
    out.push('', `Where the time goes (DevTools CPU profiles, ${results.params.profileSeconds || 15} s of storm each; self time by package or file, ms):`);
    for (const mode of ['worker', 'in-process'] as const) {
      for (const page of ['renders', 'dashboard'] as const) {
        const threads = results.cpuProfiles[mode][page];
        for (const thread of ['main', 'worker'] as const) {
          const summary = threads[thread];
          if (summary === null) continue;
          const top = summary.byContributor.slice(0, 8).map((c) => `${c.name} ${c.ms} (${c.pct} %)`).join(', ');
          out.push(`  ${mode}, ${page}, ${thread} (busy ${summary.busyMs} ms): ${top}`);
        }
      }
    }
  }
  if (results.traces) {
    out.push('', `Main thread by Blink's own events (Chrome trace, ${results.params.profileSeconds || 15} s of storm on Renders; self time, ms):`);
    for (const mode of ['worker', 'in-process'] as const) {
      const trace = results.traces[mode];
      const top = trace.bySelf.slice(0, 10).map((e) => `${e.name} ${e.ms} (${e.pct} %)`).join(', ');
      out.push(`  ${mode} (busy ${trace.busyMs} ms): ${top}`);
    }
  }
  if (results.scale !== null && params.scale !== null) out.push('', formatScale(results.scale, params.scale));
  if (results.logCost !== null) out.push('', formatLogCost(results.logCost));
  if (results.lighthouse !== null) out.push(...formatLighthouse(results.lighthouse, params.lighthouseSize));
  return out.join('\n');
}
