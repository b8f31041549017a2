/**
 * The screenshotter's watchdog in the machine's Chromium (chromium.ts): a page that never goes idle
 * is stopped at its capture's deadline and replaced while another page renders meanwhile; a
 * capture's signal stops it at once with the signal's reason; a page that will not close takes
 * its browser with it and the next capture starts a new one; a page whose script fills the V8 heap
 * goes over the memory ceiling and fails with the memory reason.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { reason } from '../../worker/contract/render-reasons';
import { createScreenshotter, type Screenshot, type Screenshotter } from './chromium.ts';
import { RenderError } from './render-error.ts';

const HOSTILE = `<!doctype html><html><body><h1>Never idle</h1><script>addEventListener('load',()=>setTimeout(()=>{for(;;){}},0))</script></body></html>`;
const INNOCENT = '<!doctype html><html><body style="margin:0;background:#0a7"><p>Fine</p></body></html>';
/** About 1 GiB of numbers in the V8 heap, while the page loads. */
const HEAP_HOG = '<!doctype html><html><body><script>window.a=[];for(let i=0;i<8192;i++)a.push(new Array(16384).fill(i+0.5));</script></body></html>';

const open: Screenshotter[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});
function screenshotter(options: { pageCloseMs?: number; memoryMib?: number } = {}): Screenshotter {
  const s = createScreenshotter({ executablePath: loadConfig('test').chromiumPath, pages: 2, ...options });
  open.push(s);
  return s;
}
const shot = (html: string, deadlineMs: number, signal?: AbortSignal): Screenshot => ({ files: new Map(), page: 'index.html', html, width: 300, height: 250, type: 'png', deadlineMs, ...(signal ? { signal } : {}) });
const reasonOf = (work: Promise<unknown>) => work.then(() => null, (error: unknown) => (error instanceof RenderError ? error.reason : error));

it('stops a page that never goes idle at its deadline and replaces it, while another page renders meanwhile', async () => {
  const s = screenshotter();
  // The browser started first: the deadline measures the page, not a busy machine's Chromium start.
  await s.capture(shot(INNOCENT, 30_000));
  const order: string[] = [];
  const hostile = reasonOf(s.capture(shot(HOSTILE, 5_000)).finally(() => order.push('hostile')));
  const innocent = s.capture(shot(INNOCENT, 30_000)).finally(() => order.push('innocent'));
  expect((await innocent).length).toBeGreaterThan(100);
  expect(await hostile).toEqual(reason('render.deadline', { seconds: 5 }));
  expect(order).toEqual(['innocent', 'hostile']);
  expect(await s.capture(shot(INNOCENT, 20_000))).toBeInstanceOf(Buffer);
  expect(s.watchdog()).toMatchObject({ stopped: 1, browserKills: 0 });
  expect(s.stats().launches).toBe(1);
}, 60_000);

it("stops a capture when its signal fires, with the signal's reason; a page that will not close takes its browser with it", async () => {
  // 1 ms to close: no page closes that fast, so the browser is killed and the next capture starts another.
  const s = screenshotter({ pageCloseMs: 1 });
  const stop = new AbortController();
  const stopped = reasonOf(s.capture(shot(HOSTILE, 60_000, stop.signal)));
  await s.capture(shot(INNOCENT, 20_000));
  stop.abort(new RenderError(reason('render.cancelled')));
  expect(await stopped).toEqual(reason('render.cancelled'));
  // (A capture started on that browser before it is killed would crash with it: the queue tries such a render again.)
  await vi.waitFor(() => expect(s.watchdog().browserKills).toBe(1), { timeout: 10_000, interval: 20 });
  expect(await s.capture(shot(INNOCENT, 20_000))).toBeInstanceOf(Buffer);
  expect(s.watchdog()).toMatchObject({ stopped: 1, browserKills: 1 });
  expect(s.stats().launches).toBe(2);
}, 60_000);

it('stops a page whose script fills the heap past the memory ceiling with the memory reason', async () => {
  const s = screenshotter({ memoryMib: 300 });
  expect(await reasonOf(s.capture(shot(HEAP_HOG, 30_000)))).toEqual(reason('render.memory', { mib: 300 }));
  expect(await s.capture(shot(INNOCENT, 20_000))).toBeInstanceOf(Buffer);
  expect(s.watchdog().memoryKills).toBe(1);
}, 60_000);
