/**
 * The Chromium that runs where nobody looks at it: the renderer and the render workers (PNG and
 * JPEG renders, thumbnails) and the e2e suites' browser. `CHROMIUM_PATH` when set, else Debian's
 * headless shell (`chromium-headless-shell`), else Debian's `chromium`; null when there is none.
 *
 * The headless shell is the same Blink without the desktop browser around it (Playwright's own
 * choice for headless work): measured on the 2-core machine, the renderer's and queue's tests took
 * 30 s with `chromium --headless` and 21 s with the shell, and Chromium's CPU over the whole e2e
 * suite fell from 1,230 s to 825 s. The benchmarks of what a person's browser does keep the full
 * `chromium` (scripts/bench/browser).
 */
import { existsSync } from 'node:fs';

export const HEADLESS_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] as const;

export function headlessChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.CHROMIUM_PATH || HEADLESS_CHROMIUMS.find((path) => existsSync(path)) || null;
}
