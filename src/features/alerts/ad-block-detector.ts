/**
 * Is an ad blocker at work on this page? (spec section 8: "An ad-blocker shows an error banner".)
 * Two classic baits, "blocked" when either bites:
 *
 * - a request: a same-origin fetch of `/ads.js` (a tiny file in public/). Blockers cancel requests
 *   by URL pattern, and `/ads.js` is on their lists. Done from the main thread, where a page's own
 *   requests are (it is not an API call, which belongs to the worker).
 * - an element: a div with ad-like class names. Cosmetic filters hide it (display: none) or
 *   remove it, so it ends up without a box.
 *
 * The check runs once per page load: the browser detector keeps its answer.
 */

export interface AdBlockDetector {
  /** Resolves true when an ad blocker interferes; never rejects. */
  detect(): Promise<boolean>;
}

export const AD_BAIT_URL = '/ads.js';
/** Class names that cosmetic filter lists (EasyList & co.) hide everywhere. */
const AD_BAIT_CLASSES = 'adsbox ad-banner ad-placement pub_300x250 text-ad textAd';
/** Cosmetic filters apply with the page's styles; one short wait lets them land. */
const ELEMENT_SETTLE_MS = 100;

async function requestIsBlocked(fetchBait: typeof fetch): Promise<boolean> {
  try {
    // Any answer (even a 404 from a server without the file) means the request went through.
    await fetchBait(AD_BAIT_URL, { cache: 'no-store', credentials: 'omit' });
    return false;
  } catch {
    return true;
  }
}

function elementIsHidden(doc: Document): Promise<boolean> {
  const bait = doc.createElement('div');
  bait.className = AD_BAIT_CLASSES;
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;left:-10000px;top:-10000px;width:1px;height:1px;';
  bait.textContent = '\u00a0';
  doc.body.appendChild(bait);
  return new Promise((resolve) => {
    setTimeout(() => {
      const view = doc.defaultView;
      const style = view?.getComputedStyle(bait);
      const hidden = !bait.isConnected || bait.offsetHeight === 0 || style?.display === 'none' || style?.visibility === 'hidden';
      bait.remove();
      resolve(hidden);
    }, ELEMENT_SETTLE_MS);
  });
}

/** The real detector. A failing bait request while offline says nothing: it waits to be online. */
export function createBrowserAdBlockDetector(win: Window = window): AdBlockDetector {
  let answer: Promise<boolean> | null = null;
  const whenOnline = () =>
    win.navigator.onLine ? Promise.resolve() : new Promise<void>((resolve) => win.addEventListener('online', () => resolve(), { once: true }));
  return {
    detect() {
      answer ??= whenOnline().then(async () => {
        const [request, element] = await Promise.all([requestIsBlocked(win.fetch.bind(win)), elementIsHidden(win.document)]);
        return request || element;
      });
      return answer;
    },
  };
}
