/**
 * The Chromium the e2e and reliability suites drive: `CHROMIUM_PATH` when set, else Debian's
 * headless shell (`chromium-headless-shell`), else Debian's `chromium` (docs/platform-notes.md).
 *
 * The headless shell is the same Blink without the desktop browser around it; it is what
 * Playwright itself runs for headless tests. Measured on the 2-core machine over the whole e2e
 * suite: Chromium's CPU 1,230 s with `chromium --headless`, 825 s with the shell; the suite took
 * 13.8 minutes, then 10.1. The benchmarks keep the full browser: they measure what a person's
 * Chromium does.
 */
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export function testBrowserPath(): string | undefined {
  return process.env.CHROMIUM_PATH || CANDIDATES.find((path) => existsSync(path));
}
