/**
 * Resolves once the browser has painted the next frame (a task after requestAnimationFrame), or
 * after `fallbackMs` when no frame comes (a hidden tab pauses animation frames). Used as the
 * bridge's acknowledgement: the worker sends the next batch only after the previous one was
 * rendered, and merges whatever happens meanwhile (Grafana Live's worker readiness pattern).
 */
export function afterNextPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(finish, fallbackMs);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(finish, 0));
  });
}
