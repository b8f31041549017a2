/**
 * Interactions as the page itself measures them: the Event Timing API (PerformanceObserver type
 * 'event' with `durationThreshold: 16`, the lowest it allows, and 'first-input'), the figures a
 * person's browser reports, not the benchmark's own clocks. The probe in the page only records;
 * what the records mean is worked out here, in Node (pure functions, tests/bench/event-timing.test.ts).
 *
 * An interaction is one tap or key press: its events (pointerdown, pointerup, click; keydown,
 * keyup) share an `interactionId`, and its duration is the longest of theirs: from the input's
 * timestamp to the next frame painted after its handlers ran (input delay + processing +
 * presentation delay), rounded by the browser to 8 ms. Entries under 16 ms are not reported at all:
 * an interaction the benchmark made that left no entry took less than 16 ms.
 *
 * INP is computed here (inpOf) rather than by the `web-vitals` package: the probe is source text
 * the benchmark evaluates in the page it measures, which ships no benchmark code, so the package
 * would have to be injected as a bundle of its own; and it reports one INP per page life, while the
 * benchmark needs one per phase (idle, each rate) over the same entries. Its definition is ten lines.
 */

/** Below this the browser reports no entry (the API's smallest `durationThreshold`). */
export const EVENT_TIMING_THRESHOLD_MS = 16;

/**
 * Installs (or, when installed, resets) the probe on `window.__benchEventTiming`: every 'event'
 * entry of 16 ms or more, the page's first input, and the marks the benchmark sets before each
 * input it makes (MARK_INTERACTION), so that each entry can be told which interaction it was.
 */
export const INSTALL_EVENT_TIMING = `(() => {
  const existing = window.__benchEventTiming;
  if (existing) return existing.reset(), true;
  const et = {
    entries: [], marks: [], firstInput: null, countAtReset: 0,
    reset() {
      this.entries = []; this.marks = [];
      this.countAtReset = typeof performance.interactionCount === 'number' ? performance.interactionCount : null;
    },
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) et.entries.push([e.name, e.startTime, e.duration, e.interactionId || 0, e.processingStart, e.processingEnd]);
  }).observe({ type: 'event', durationThreshold: ${EVENT_TIMING_THRESHOLD_MS} });
  new PerformanceObserver((list) => {
    const e = list.getEntries()[0];
    if (e && et.firstInput === null) et.firstInput = [e.name, e.startTime, e.duration, e.processingStart - e.startTime];
  }).observe({ type: 'first-input', buffered: true });
  window.__benchEventTiming = et;
  et.reset();
  return true;
})()`;

/** Marks that the next input the benchmark makes is of `kind` (null: not measured on its own, e.g. closing a panel). */
export const markInteraction = (kind: string | null): string => `(window.__benchEventTiming.marks.push([performance.now(), ${JSON.stringify(kind)}]), true)`;

/**
 * Waits (in the page) for the next two frames and a task after them, so that the entries of the
 * last interaction are delivered (the browser reports them after the frame that presented it),
 * then returns what the probe holds.
 */
export const READ_EVENT_TIMING = `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => {
  const et = window.__benchEventTiming;
  resolve({
    entries: et.entries, marks: et.marks, firstInput: et.firstInput,
    interactionCount: typeof performance.interactionCount === 'number' && et.countAtReset !== null ? performance.interactionCount - et.countAtReset : null,
  });
}, 50))))`;

/** [name, startTime, duration, interactionId, processingStart, processingEnd] (ms, performance.now). */
export type EventEntry = readonly [string, number, number, number, number, number];
/** [performance.now() just before the input, its kind or null]. */
export type InteractionMark = readonly [number, string | null];

export interface EventTimingReadout {
  readonly entries: readonly EventEntry[];
  readonly marks: readonly InteractionMark[];
  /** [name, startTime, duration, input delay]: the page's first input, whenever it was. */
  readonly firstInput: readonly [string, number, number, number] | null;
  /** Interactions since the reset by `performance.interactionCount`; null where the browser has none. */
  readonly interactionCount: number | null;
}

/** One interaction: its events' longest duration, and the kind of the mark it came after. */
export interface Interaction {
  readonly id: number;
  readonly startTime: number;
  readonly durationMs: number;
  readonly kind: string | null;
}

/** The kind of the latest mark at or before `startTime` (marks ascending), or null. */
function kindAt(marks: readonly InteractionMark[], startTime: number): { index: number; kind: string | null } | null {
  let found: { index: number; kind: string | null } | null = null;
  for (const [i, [at, kind]] of marks.entries()) {
    if (at > startTime) break;
    found = { index: i, kind };
  }
  return found;
}

/** Groups entries by interactionId (entries without one, e.g. mousemove, are not interactions). */
export function interactionsOf(readout: Pick<EventTimingReadout, 'entries' | 'marks'>): Interaction[] {
  const byId = new Map<number, { startTime: number; durationMs: number }>();
  for (const [, startTime, duration, id] of readout.entries) {
    if (id === 0) continue;
    const seen = byId.get(id);
    if (seen === undefined) byId.set(id, { startTime, durationMs: duration });
    else byId.set(id, { startTime: Math.min(seen.startTime, startTime), durationMs: Math.max(seen.durationMs, duration) });
  }
  return [...byId]
    .map(([id, { startTime, durationMs }]) => ({ id, startTime, durationMs, kind: kindAt(readout.marks, startTime)?.kind ?? null }))
    .sort((a, b) => a.startTime - b.startTime);
}

/**
 * Per kind, one duration per mark of that kind: the longest interaction that started after the
 * mark and before the next one (an input makes one interaction; none reported: under 16 ms).
 */
export function samplesByKind(readout: Pick<EventTimingReadout, 'entries' | 'marks'>): Map<string, (number | null)[]> {
  const perMark = new Map<number, number>();
  for (const interaction of interactionsOf(readout)) {
    const at = kindAt(readout.marks, interaction.startTime);
    if (at === null) continue;
    perMark.set(at.index, Math.max(perMark.get(at.index) ?? 0, interaction.durationMs));
  }
  const out = new Map<string, (number | null)[]>();
  for (const [i, [, kind]] of readout.marks.entries()) {
    if (kind === null) continue;
    const list = out.get(kind) ?? [];
    list.push(perMark.get(i) ?? null);
    out.set(kind, list);
  }
  return out;
}

/** web-vitals keeps the 10 longest interactions (MAX_INTERACTIONS_TO_CONSIDER). */
const LONGEST_KEPT = 10;

/**
 * INP as web-vitals (v4, v5) computes it: of the interactions' durations (longest event per
 * interactionId) the 10 longest are kept, and the one at index ⌊count / 50⌋ of them is INP: the
 * worst one skipped per 50 interactions, about the 98th percentile (below 50 interactions, the
 * worst). `count` is every interaction, the ones under the threshold that left no entry too.
 * Null when no interaction reached the threshold (INP under 16 ms).
 */
export function inpOf(durations: readonly number[], count: number): number | null {
  if (durations.length === 0) return null;
  const longest = [...durations].sort((a, b) => b - a).slice(0, LONGEST_KEPT);
  return longest[Math.min(longest.length - 1, Math.floor(Math.max(count, durations.length) / 50))]!;
}
