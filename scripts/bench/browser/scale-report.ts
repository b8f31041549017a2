/**
 * The scale phase's figures as text: per list size and rate, both modes side by
 * side, then the scale targets checked against them. A target whose figures the run did not
 * take (a rate or size left out) is not listed.
 */
import type { Mode } from './bench-env';
import type { ScaleFigures, ScaleParams, ScaleStep } from './scale-phase';
import { round } from './stats';

type Cell = string;

function table(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const num = (value: number | null | undefined, digits = 2): string => (value === null || value === undefined ? '—' : String(round(value, digits)));
const kib = (bytes: number | null | undefined): string => (bytes === null || bytes === undefined ? '—' : (bytes / 1024).toFixed(1));
const ratio = (a: number | null | undefined, b: number | null | undefined): number | null => (a === null || a === undefined || !b ? null : round(a / b));

function stepOf(size: ScaleFigures, mode: Mode, rate: number): ScaleStep | undefined {
  return size.modes[mode].steps.find((s) => s.rate === rate);
}

function sizeLabel(size: ScaleFigures): string {
  return size.total === null ? String(size.listSize) : `${size.listSize} (${size.total})`;
}

/** CPU seconds the machine spent on anything but the browser, the stack and the publisher (other work). */
const otherLoad = (step: ScaleStep): number => step.storm.cpu.machine - step.storm.cpu.browser - (step.storm.cpu.stack ?? 0) - step.storm.cpu.bench;

function stormTable(sizes: readonly ScaleFigures[], rates: readonly number[]): string {
  const rows: Cell[][] = [];
  for (const size of sizes) {
    for (const rate of rates) {
      const w = stepOf(size, 'worker', rate);
      const ip = stepOf(size, 'in-process', rate);
      if (w === undefined || ip === undefined) continue;
      rows.push([
        sizeLabel(size),
        String(rate),
        w.source,
        num(w.storm.cpu.main),
        num(ip.storm.cpu.main),
        num(ratio(w.storm.cpu.main, ip.storm.cpu.main)),
        num(w.storm.cpu.worker),
        kib(w.storm.bridge?.p95Bytes),
        kib(ip.storm.bridge?.p95Bytes),
        num(w.storm.eventToPaint.p95Ms, 0),
        num(ip.storm.eventToPaint.p95Ms, 0),
        `${w.behind ? 'yes' : 'no'} / ${ip.behind ? 'yes' : 'no'}`,
        `${w.storm.published.perSecond} / ${ip.storm.published.perSecond}`,
        `${num(otherLoad(w))} / ${num(otherLoad(ip))}`,
      ]);
    }
  }
  return table(['renders', 'events/s', 'from', 'main CPU s, worker', 'in-process', 'ratio', 'worker thread s', 'bridge p95 KiB, worker', 'in-process', 'event→paint p95 ms, worker', 'in-process', 'falls behind', 'sent/s', 'other load s'], rows);
}

function scrollTable(sizes: readonly ScaleFigures[], rates: readonly number[]): string {
  const rows: Cell[][] = [];
  for (const size of sizes) {
    for (const rate of rates) {
      const w = stepOf(size, 'worker', rate)?.scroll;
      const ip = stepOf(size, 'in-process', rate)?.scroll;
      if (!w || !ip) continue;
      rows.push([
        sizeLabel(size),
        String(rate),
        String(w.framesOver50),
        String(ip.framesOver50),
        `${w.longestFrameMs} / ${ip.longestFrameMs}`,
        `${num(w.p95FrameMs, 1)} / ${num(ip.p95FrameMs, 1)}`,
        `${w.frames} / ${ip.frames}`,
        `${w.longFrames.count} / ${ip.longFrames.count}`,
        `${w.furthestRow} / ${ip.furthestRow}`,
      ]);
    }
  }
  return table(['renders', 'events/s', 'frames > 50 ms, worker', 'in-process', 'longest frame ms', 'frame p95 ms', 'frames', 'long animation frames', 'furthest row'], rows);
}

/** The scale targets that these figures can answer, each with its verdict. */
function targets(sizes: readonly ScaleFigures[]): string[] {
  const out: string[] = [];
  const verdict = (ok: boolean | null) => (ok === null ? '?' : ok ? 'met' : 'NOT met');
  for (const size of sizes) {
    const at = (mode: Mode, rate: number) => stepOf(size, mode, rate);
    const w300 = at('worker', 300)?.storm.cpu.main;
    const w3000 = at('worker', 3_000)?.storm.cpu.main;
    const ip3000 = at('in-process', 3_000)?.storm.cpu.main;
    const growth = ratio(w3000, w300);
    if (growth !== null) out.push(`${size.listSize} renders: worker main-thread CPU at 3,000/s ÷ at 300/s = ${growth} (≤ 1.2): ${verdict(growth <= 1.2)}`);
    const share = ratio(w3000, ip3000);
    if (share !== null) out.push(`${size.listSize} renders: worker ÷ in-process main-thread CPU at 3,000/s = ${share} (≤ 0.25): ${verdict(share <= 0.25)}`);
    const p95s = size.modes.worker.steps.map((s) => s.storm.bridge?.p95Bytes ?? null).filter((b): b is number => b !== null);
    if (p95s.length > 0) out.push(`${size.listSize} renders: largest bridge p95, worker, any rate = ${kib(Math.max(...p95s))} KiB (≤ 10): ${verdict(Math.max(...p95s) <= 10 * 1024)}`);
    const e2p = size.modes.worker.steps.map((s) => s.storm.eventToPaint.p95Ms).filter((ms): ms is number => ms !== null);
    if (e2p.length > 0) out.push(`${size.listSize} renders: largest event→paint p95, worker, any rate = ${Math.max(...e2p)} ms (≤ 100): ${verdict(Math.max(...e2p) <= 100)}`);
    const wE = at('worker', 3_000)?.storm.eventToPaint.p95Ms;
    const ipE = at('in-process', 3_000)?.storm.eventToPaint.p95Ms;
    if (wE != null && ipE != null) out.push(`${size.listSize} renders: event→paint p95 at 3,000/s, worker ${wE} ms vs in-process ${ipE} ms (no worse): ${verdict(wE <= ipE)}`);
    const wS = at('worker', 3_000)?.scroll;
    const ipS = at('in-process', 3_000)?.scroll;
    if (wS && ipS) out.push(`${size.listSize} renders: scrolling at 3,000/s, frames over 50 ms: worker ${wS.framesOver50}, in-process ${ipS.framesOver50} (0, and fewer than in process): ${verdict(wS.framesOver50 === 0 && wS.framesOver50 < ipS.framesOver50)}`);
    // Each batch is one render and one frame on the page: main-thread time per batch stands for time per painted frame.
    const w300Step = at('worker', 300);
    const batches = w300Step?.storm.bridge?.batches;
    if (w300Step && batches) {
      const perBatch = round((w300Step.storm.cpu.main * 1000) / batches, 1);
      out.push(`${size.listSize} renders: worker main-thread time per batch (each one render and frame) at 300/s = ${perBatch} ms (≤ 4 per painted frame): ${verdict(perBatch <= 4)}`);
    }
    const first = size.modes.worker.firstRows?.medianMs;
    if (first != null && size.listSize >= 10_000) out.push(`${size.listSize} renders: first rows painted after a cold load, worker ${first} ms (≤ 1,000): ${verdict(first <= 1_000)}`);
  }
  return out;
}

export function formatScale(sizes: readonly ScaleFigures[], p: ScaleParams): string {
  const rates = [...new Set(sizes.flatMap((s) => [...s.modes.worker.steps, ...s.modes['in-process'].steps].map((step) => step.rate)))];
  const hostRates = rates.filter((r) => r > p.soketiMax);
  const out = [
    `Scale: per list size (renders: asked for, and the total the page showed) and rate, a storm of ${p.seconds} s measured with nothing attached, then ${p.scrollSeconds} s of wheel-scrolling under the same rate; worker and in-process (?worker=0) side by side.`,
    hostRates.length === 0
      ? 'Every rate went through soketi.'
      : `Rates above ${p.soketiMax}/s (${hostRates.join(', ')}) come from a source inside the engine's host (worker/bench/host-storm.ts), in both modes alike: soketi and its publisher cannot carry them beside the browser on this machine. That skips the socket, pusher-js and echo, in both modes.`,
    '',
    'During the storms (main CPU: seconds of the renderer main thread; a / b: worker / in-process; other load: CPU-s of other work on the machine):',
    stormTable(sizes, rates),
  ];
  if (p.scrollSeconds > 0) out.push('', `While scrolling (${p.scrollSeconds} s; requestAnimationFrame intervals, long animation frames; a / b: worker / in-process):`, scrollTable(sizes, rates));
  const firsts = sizes.filter((s) => s.modes.worker.firstRows !== null);
  if (firsts.length > 0) {
    out.push('', `First rows painted after a cold load of the Renders page (median of ${p.firstRowsLoads}):`);
    for (const s of firsts) out.push(`  ${sizeLabel(s)} renders: worker ${num(s.modes.worker.firstRows?.medianMs, 0)} ms, in-process ${num(s.modes['in-process'].firstRows?.medianMs, 0)} ms`);
  }
  const checked = targets(sizes);
  if (checked.length > 0) out.push('', 'Targets (one run on a shared machine, so a rough verdict):', ...checked.map((line) => `  ${line}`));
  return out.join('\n');
}
