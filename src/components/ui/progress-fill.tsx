/**
 * The moving part of a progress bar: a full-width fill slid left by what is missing, inside a
 * track that clips it. A transform, not a width, so that a new value repaints the bar alone and
 * lays out nothing around it.
 *
 * It steps to each new value, without a transition. During a storm of render progress every bar
 * in view changes several times a second, and a transition per change kept each of them animating
 * all the time: Blink then restyled and committed the running animations every frame. Measured on
 * the Renders page at 3,000 events/s (10,000 renders, 2-core machine, 2026-11-29): the main
 * thread's busy time in a trace went from 2.46 s to 1.45 s per 10 s without the transition, style
 * recalculation from 229 to 38 ms, and frames while scrolling from a p95 of 33 ms to 17 ms
 * (docs/benchmarks.md, "Progress bars that step"). The steps are small and come at the batches'
 * display cadence, so the bar still reads as moving.
 *
 * No `will-change` either: it keeps every bar in view a compositor layer of its own for good, and
 * with a table of bars each frame's commit then updates dozens of layers.
 */
export function progressTransform(percent: number): string {
  return `translateX(${percent - 100}%)`;
}

export function ProgressFill({ percent, className }: { percent: number; className: string }) {
  return <span className={`block h-full w-full rounded-full ${className}`} style={{ transform: progressTransform(percent) }} />;
}
