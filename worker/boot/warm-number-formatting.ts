/**
 * Builds one Intl.NumberFormat in the worker, so the page's first one is cheap.
 *
 * The first number formatter a renderer process builds loads ICU's number-formatting data, and
 * ICU keeps that data in a cache the whole process shares, the page's thread and its workers
 * alike. On the page's thread it cost 75–150 ms under Lighthouse's 4× slower phone CPU (one task,
 * the header's credit figure); built here first, the page's costs about 1 ms, whatever its locale
 * (measured in Chromium 156: docs/benchmarks.md, "What blocks a phone's first screen"). The worker is idle while it waits
 * for its first answers, so the data loads there for free.
 */
export function warmNumberFormatting(): void {
  setTimeout(() => new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(0), 0);
}
