/**
 * The moving part of a progress bar: a full-width fill slid left by what is missing, inside a
 * track that clips it. A transform (not a width) so that the bar's transition runs on the
 * compositor: a width transition lays out and paints the page on the main thread every frame it
 * runs, and during a storm of render progress some bar is always moving (issue 12's profiles:
 * most of the main thread's time was that frame work, not our code).
 */
export function progressTransform(percent: number): string {
  return `translateX(${percent - 100}%)`;
}

export function ProgressFill({ percent, className, durationMs = 300 }: { percent: number; className: string; durationMs?: number }) {
  return (
    <span
      className={`block h-full w-full rounded-full will-change-transform motion-reduce:transition-none ${className}`}
      style={{ transform: progressTransform(percent), transition: `transform ${durationMs}ms ease-out` }}
    />
  );
}
