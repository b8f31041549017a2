/**
 * The browser detector's two baits. jsdom lays nothing out (every offsetHeight is 0), so the bait
 * element's box is stubbed: 1 px unless its computed display is none.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AD_BAIT_URL, createBrowserAdBlockDetector } from './ad-block-detector';

function fakeWindow(options: { fetch: () => Promise<unknown>; online?: boolean }) {
  const fetch = vi.fn(options.fetch);
  let online = options.online ?? true;
  const listeners: (() => void)[] = [];
  const win = {
    fetch,
    document,
    navigator: {
      get onLine() {
        return online;
      },
    },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  } as unknown as Window;
  return {
    win,
    fetch,
    goOnline() {
      online = true;
      for (const listener of listeners.splice(0)) listener();
    },
  };
}

const answered = () => Promise.resolve(new Response('', { status: 200 }));
const refused = () => Promise.reject(new TypeError('Failed to fetch'));

async function detect(win: Window): Promise<boolean> {
  const verdict = createBrowserAdBlockDetector(win).detect();
  await vi.advanceTimersByTimeAsync(100);
  return verdict;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return getComputedStyle(this).display === 'none' ? 0 : 1;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('browser ad-block detector', () => {
  it('sees no blocker when the bait request is answered and the bait element keeps its box', async () => {
    const { win, fetch } = fakeWindow({ fetch: answered });
    expect(await detect(win)).toBe(false);
    expect(fetch).toHaveBeenCalledWith(AD_BAIT_URL, expect.objectContaining({ cache: 'no-store' }));
    expect(document.querySelector('.adsbox')).toBeNull(); // the bait is cleaned up
  });

  it('sees one when the bait request is refused', async () => {
    expect(await detect(fakeWindow({ fetch: refused }).win)).toBe(true);
  });

  it('sees one when a cosmetic filter hides the bait element', async () => {
    const style = document.createElement('style');
    style.textContent = '.pub_300x250 { display: none !important; }';
    document.head.appendChild(style);
    expect(await detect(fakeWindow({ fetch: answered }).win)).toBe(true);
  });

  it('does not take being offline for a blocker: it waits to be online', async () => {
    const { win, fetch, goOnline } = fakeWindow({ fetch: refused, online: false });
    const detector = createBrowserAdBlockDetector(win);
    let verdict: boolean | null = null;
    void detector.detect().then((v) => (verdict = v));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).not.toHaveBeenCalled();
    expect(verdict).toBeNull();
    fetch.mockImplementation(answered);
    goOnline();
    await vi.advanceTimersByTimeAsync(100);
    expect(verdict).toBe(false);
  });

  it('looks once per page load', async () => {
    const { win, fetch } = fakeWindow({ fetch: answered });
    const detector = createBrowserAdBlockDetector(win);
    const first = detector.detect();
    await vi.advanceTimersByTimeAsync(100);
    await first;
    await detector.detect();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
