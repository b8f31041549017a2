/**
 * The scale phase's figures as text: per list size and rate, both modes side by
 * side, then the scale targets checked against them. A target whose figures the run did not
 * take (a rate or size left out) is not listed.
 */
import type { Mode } from './bench-env';
import { INTERACTION_KINDS, type InteractionSet, type KindFigures } from './interactions-phase';
import type { ScaleFigures, ScaleInteractions, ScaleParams, ScaleStep } from './scale-phase';
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

/** Where the long animation frames over 50 ms went while scrolling, per step that had any. */
function scrollCauses(sizes: readonly ScaleFigures[], rates: readonly number[]): string[] {
  const out: string[] = [];
  for (const size of sizes) {
    for (const rate of rates) {
      for (const mode of ['worker', 'in-process'] as const) {
        const b = stepOf(size, mode, rate)?.scroll?.over50;
        if (!b || b.frames === 0) continue;
        const scripts = b.topScripts.map((x) => `${x.who} ${x.ms} ms (${x.count})`).join('; ');
        out.push(`  ${sizeLabel(size)} renders, ${rate}/s, ${mode}: ${b.frames} frames, ${b.totalMs} ms: before rendering ${b.beforeRenderMs}, rendering ${b.renderMs} (style, layout, paint ${b.styleLayoutMs}), forced layout ${b.forcedLayoutMs}; scripts: ${scripts || 'none'}`);
      }
    }
  }
  return out;
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

/** The interaction targets (worker mode, at 3,000 events/s): excess over idle at most one frame at the median, 50 ms at p95, and at most half the in-process twin's. */
export const INTERACTION_TARGETS = { medianExcessMs: 16.7, p95ExcessMs: 50, shareOfTwin: 0.5, rate: 3_000 } as const;

export interface Excess {
  readonly p50Ms: number | null;
  readonly p95Ms: number | null;
}

/** Under the storm minus idle, per quantile (null when either is missing). */
export function excessOf(storm: KindFigures, idle: KindFigures): Excess {
  const minus = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b);
  return { p50Ms: minus(storm.p50Ms, idle.p50Ms), p95Ms: minus(storm.p95Ms, idle.p95Ms) };
}

/** The worker's excess is at most half the twin's (an excess of 0 or less is within it whatever the twin's). */
export function withinShare(worker: number | null, twin: number | null): boolean | null {
  if (worker === null || twin === null) return null;
  return worker <= 0 || worker <= INTERACTION_TARGETS.shareOfTwin * twin;
}

/** A duration; "≤16" when it is the threshold and some inputs of the kind left no entry (under 16 ms). */
const ms = (value: number | null, kind?: KindFigures): string => (value === null ? '—' : kind && kind.underThreshold > 0 && value <= 16 ? '≤16' : String(round(value, 0)));
/** A figure and its verdicts: "!" marks one over its bar (one frame at p50, 50 ms at p95), "*" one over half the in-process twin's. */
const marked = (text: string, underBar: boolean | null, withinTwin: boolean | null): string => `${text}${underBar === false ? '!' : ''}${withinTwin === false ? '*' : ''}`;

/** Interactions with their idle figures (without them there is no excess to show). */
type Measured = ScaleInteractions & { readonly idle: InteractionSet };

function interactionsOf(size: ScaleFigures): Readonly<Record<Mode, Measured | null>> {
  const measured = (i: ScaleInteractions | null): Measured | null => (i !== null && i.idle !== null ? (i as Measured) : null);
  return { worker: measured(size.modes.worker.interactions), 'in-process': measured(size.modes['in-process'].interactions) };
}

function stormAt(i: ScaleInteractions | null, rate: number): InteractionSet | undefined {
  return i?.rates.find((r) => r.rate === rate)?.storm;
}

function interactionTable(sizes: readonly ScaleFigures[], rates: readonly number[]): string {
  const rows: Cell[][] = [];
  for (const size of sizes) {
    const of = interactionsOf(size);
    if (of.worker === null && of['in-process'] === null) continue;
    for (const rate of rates) {
      for (const mode of ['worker', 'in-process'] as const) {
        const set = of[mode];
        const storm = stormAt(set, rate);
        if (set === null || storm === undefined) continue;
        const twin = stormAt(of[mode === 'worker' ? 'in-process' : 'worker'], rate);
        const twinIdle = of[mode === 'worker' ? 'in-process' : 'worker']?.idle;
        for (const kind of INTERACTION_KINDS) {
          const idle = set.idle.kinds[kind];
          const under = storm.kinds[kind];
          const excess = excessOf(under, idle);
          // The targets bind worker mode: one frame at the median, 50 ms at p95, half the twin's.
          const worker = mode === 'worker';
          const twinExcess = twin && twinIdle ? excessOf(twin.kinds[kind], twinIdle.kinds[kind]) : null;
          const bar = (value: number | null, limit: number) => (worker && value !== null ? value <= limit : null);
          const share = (value: number | null, twinValue: number | null | undefined) => (worker ? withinShare(value, twinValue ?? null) : null);
          rows.push([
            sizeLabel(size),
            String(rate),
            mode,
            kind,
            `${ms(idle.p50Ms, idle)} / ${ms(idle.p95Ms, idle)}`,
            `${ms(under.p50Ms, under)} / ${ms(under.p95Ms, under)}`,
            marked(num(excess.p50Ms, 0), bar(excess.p50Ms, INTERACTION_TARGETS.medianExcessMs), share(excess.p50Ms, twinExcess?.p50Ms)),
            marked(num(excess.p95Ms, 0), bar(excess.p95Ms, INTERACTION_TARGETS.p95ExcessMs), share(excess.p95Ms, twinExcess?.p95Ms)),
            `${idle.samples} / ${under.samples}`,
            `${idle.underThreshold} / ${under.underThreshold}`,
          ]);
        }
        rows.push([sizeLabel(size), String(rate), mode, 'INP (all)', ms(set.idle.inpMs), ms(storm.inpMs), '', '', `${set.idle.interactions} / ${storm.interactions}`, '']);
      }
    }
  }
  return table(['renders', 'events/s', 'mode', 'interaction', 'idle p50 / p95 ms', 'storm p50 / p95 ms', 'excess p50 ms', 'excess p95 ms', 'samples idle / storm', 'under 16 ms'], rows);
}

/** The interaction targets the figures answer, at 3,000 events/s, each with its verdict. */
function interactionTargets(sizes: readonly ScaleFigures[]): string[] {
  const out: string[] = [];
  const verdict = (ok: boolean | null) => (ok === null ? '?' : ok ? 'met' : 'NOT met');
  const t = INTERACTION_TARGETS;
  for (const size of sizes) {
    const of = interactionsOf(size);
    const w = stormAt(of.worker, t.rate);
    const ip = stormAt(of['in-process'], t.rate);
    if (of.worker === null || w === undefined) continue;
    for (const kind of INTERACTION_KINDS) {
      const ex = excessOf(w.kinds[kind], of.worker.idle.kinds[kind]);
      const twin = ip && of['in-process'] ? excessOf(ip.kinds[kind], of['in-process'].idle.kinds[kind]) : null;
      const share = (a: number | null, b: number | null | undefined) => (b === undefined ? '?' : verdict(withinShare(a, b)));
      out.push(
        `${size.listSize} renders, ${kind}: worker excess at 3,000/s p50 ${num(ex.p50Ms, 0)} ms (≤ ${t.medianExcessMs}): ${verdict(ex.p50Ms === null ? null : ex.p50Ms <= t.medianExcessMs)}, ` +
          `p95 ${num(ex.p95Ms, 0)} ms (≤ ${t.p95ExcessMs}): ${verdict(ex.p95Ms === null ? null : ex.p95Ms <= t.p95ExcessMs)}; ` +
          `≤ half the in-process twin's (${num(twin?.p50Ms, 0)} / ${num(twin?.p95Ms, 0)} ms): p50 ${share(ex.p50Ms, twin?.p50Ms)}, p95 ${share(ex.p95Ms, twin?.p95Ms)}`,
      );
    }
  }
  return out;
}

export function formatScale(sizes: readonly ScaleFigures[], p: ScaleParams): string {
  const rates = [
    ...new Set(sizes.flatMap((s) => [...s.modes.worker.steps, ...s.modes['in-process'].steps, ...(s.modes.worker.interactions?.rates ?? []), ...(s.modes['in-process'].interactions?.rates ?? [])].map((step) => step.rate))),
  ];
  const hostRates = rates.filter((r) => r > p.soketiMax);
  const out = [
    p.interactionsOnly
      ? 'Scale, interactions only (--phase interactions): per list size (renders: asked for, and the total the page showed) and rate; worker and in-process (?worker=0) side by side.'
      : `Scale: per list size (renders: asked for, and the total the page showed) and rate, a storm of ${p.seconds} s measured with nothing attached, then ${p.scrollSeconds} s of wheel-scrolling under the same rate; worker and in-process (?worker=0) side by side.`,
    hostRates.length === 0
      ? 'Every rate went through soketi.'
      : `Rates above ${p.soketiMax}/s (${hostRates.join(', ')}) come from a source inside the engine's host (worker/bench/host-storm.ts), in both modes alike: soketi and its publisher cannot carry them beside the browser on this machine. That skips the socket, pusher-js and echo, in both modes.`,
  ];
  if (!p.interactionsOnly) out.push('', 'During the storms (main CPU: seconds of the renderer main thread; a / b: worker / in-process; other load: CPU-s of other work on the machine):', stormTable(sizes, rates));
  if (p.scrollSeconds > 0 && !p.interactionsOnly) {
    out.push('', `While scrolling (${p.scrollSeconds} s; requestAnimationFrame intervals, long animation frames; a / b: worker / in-process):`, scrollTable(sizes, rates));
    const causes = scrollCauses(sizes, rates);
    if (causes.length > 0) out.push('', 'Where the long animation frames over 50 ms went while scrolling (Long Animation Frames API; ms summed over those frames):', ...causes);
  }
  const firsts = sizes.filter((s) => s.modes.worker.firstRows !== null);
  if (firsts.length > 0) {
    out.push('', `First rows painted after a cold load of the Renders page (median of ${p.firstRowsLoads}):`);
    for (const s of firsts) out.push(`  ${sizeLabel(s)} renders: worker ${num(s.modes.worker.firstRows?.medianMs, 0)} ms, in-process ${num(s.modes['in-process'].firstRows?.medianMs, 0)} ms`);
  }
  if (sizes.some((s) => s.modes.worker.interactions !== null || s.modes['in-process'].interactions !== null)) {
    out.push(
      '',
      `Interactions on the Renders page, by the page's Event Timing (duration: input to the next paint after its handlers; ${p.interactionRounds} rounds idle once per mode, then under each rate: a render's details, back to the list, the notification centre, each key of a brand search; "!": over its bar, worker mode, excess ≤ ${INTERACTION_TARGETS.medianExcessMs} ms at p50 and ≤ ${INTERACTION_TARGETS.p95ExcessMs} ms at p95; "*": over half the in-process twin's excess; the targets hold at 3,000/s, the same bars are marked at every rate; "≤16": under the 16 ms the API reports, counted as 16):`,
      interactionTable(sizes, rates),
    );
    for (const size of sizes) {
      for (const mode of ['worker', 'in-process'] as const) {
        const first = size.modes[mode].interactions?.firstInput;
        if (first) out.push(`  ${sizeLabel(size)} renders, ${mode}: first input (${first.name}) ${first.durationMs} ms, input delay ${first.delayMs} ms`);
        for (const failure of size.modes[mode].interactions?.failures ?? []) out.push(`  ${sizeLabel(size)} renders, ${mode}: FAILED, left out: ${failure}`);
      }
    }
  }
  const checked = [...targets(sizes), ...interactionTargets(sizes)];
  if (checked.length > 0) out.push('', 'Targets (one run on a shared machine, so a rough verdict):', ...checked.map((line) => `  ${line}`));
  return out.join('\n');
}
