/**
 * The memory half of `npm run bench:render`: the peak memory per render, as the render watchdog's
 * memory watch sees it (server/render/memory-watch.ts: the resident memory of the renderer
 * processes, every `SAMPLE_MS`). Renders run one at a time on one page, so the highest renderer
 * seen while a render ran is that render's own process (each render's page is a site of its own,
 * with a renderer process of its own). Then the ceiling itself: a page that allocates and touches
 * 1 GiB while it loads, under the configured `RENDER_MEMORY_MIB`, is stopped — how fast, and how far
 * past the ceiling its renderer got before the kill (the watch enforces to within one sample).
 */
import type { Db } from '../../server/db/database.ts';
import { createScreenshotter } from '../../server/render/chromium.ts';
import { RenderError } from '../../server/render/render-error.ts';
import { createRenderer } from '../../server/render/renderer.ts';

const SAMPLE_MS = 20;
const GREEDY = '<!doctype html><html><head><meta charset="utf-8"></head><body><script>window.hoard=new Uint8Array(1024*1024*1024);hoard.fill(7);</script></body></html>';

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export async function benchMemoryPerRender(db: Db, options: { executablePath: string | null; versionId: number; memoryMib: number; count: number }): Promise<void> {
  const screens = createScreenshotter({ executablePath: options.executablePath, pages: 1, memoryMib: options.memoryMib, sampleMs: SAMPLE_MS });
  if (screens.unavailable) {
    console.log(`memory skipped: ${screens.unavailable}`);
    return;
  }
  const renderer = createRenderer(db, screens);
  try {
    for (const [width, height] of [
      [300, 250],
      [1080, 1920],
      [4096, 4096],
    ] as const) {
      const { pkg, html } = await renderer.page(options.versionId, { width, height });
      const peaks: number[] = [];
      // One warm-up (the browser's start) not counted.
      for (let i = 0; i <= options.count; i++) {
        let peak = 0;
        await screens.capture({ files: pkg.files, page: pkg.page, html, width, height, type: 'png', deadlineMs: 60_000, onPeak: (mib) => (peak = mib) });
        if (i > 0) peaks.push(peak);
      }
      peaks.sort((a, b) => a - b);
      console.log(`memory ${`${width}×${height}`.padEnd(9)} peak per render (renderer RSS, ${options.count} PNG one at a time): p50 ${Math.round(percentile(peaks, 50))} MiB, max ${Math.round(peaks.at(-1) ?? 0)} MiB`);
    }
    const started = performance.now();
    let outcome = 'rendered (not stopped!)';
    let peak = 0;
    await screens
      .capture({ files: new Map(), page: 'index.html', html: GREEDY, width: 300, height: 250, type: 'png', deadlineMs: 60_000, onPeak: (mib) => (peak = mib) })
      .catch((error: unknown) => (outcome = error instanceof RenderError ? error.reason.code : String(error)));
    console.log(
      `memory ceiling ${options.memoryMib} MiB: a page touching 1 GiB while it loads → ${outcome} after ${Math.round(performance.now() - started)} ms, its renderer at ${Math.round(peak)} MiB when killed (sampled every ${SAMPLE_MS} ms)`,
    );
  } finally {
    await renderer.close();
  }
}
