/**
 * The moving part of a progress bar: a full-width fill slid left by what is missing, inside a
 * track that clips it. A transform (not a width) so that the bar's transition runs on the
 * compositor: a width transition lays out and paints the page on the main thread every frame it
 * runs, and during a storm of render progress some bar is always moving (the main-thread profiles of 2026-11-23:
 * most of the main thread's time was that frame work, not our code).
 *
 * No `will-change`: it keeps every bar in view a compositor layer of its own for good, and with a
 * table of bars each frame's commit then updates dozens of layers (a trace of a storm: 18 per
 * frame). A running transition is promoted anyway, for as long as it runs.
 */
export function progressTransform(percent: number): string {
  return `translateX(${percent - 100}%)`;
}

export function ProgressFill({ percent, className, durationMs = 300 }: { percent: number; className: string; durationMs?: number }) {
  return (
    <span
      className={`block h-full w-full rounded-full motion-reduce:transition-none ${className}`}
      style={{ transform: progressTransform(percent), transition: `transform ${durationMs}ms ease-out` }}
    />
  );
}
