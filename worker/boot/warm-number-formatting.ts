/**
 * Builds one Intl.NumberFormat in the worker, so the page's first one is cheap.
 *
 * The first number formatter a renderer process builds loads ICU's number-formatting data, and
 * ICU keeps that data in a cache the whole process shares, the page's thread and its workers
 * alike. On the page's thread it cost 75–150 ms under Lighthouse's 4× slower phone CPU (one task,
 * the header's credit figure); built here first, the page's costs about 1 ms, whatever its locale
 * (measured in Chromium 156: docs/benchmarks.md, "First load"). The worker is idle while it waits
 * for its first answers, so the data loads there for free.
 */
export function warmNumberFormatting(schedule: (task: () => void) => void = (task) => setTimeout(task, 0)): void {
  schedule(() => {
    new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(0);
  });
}
