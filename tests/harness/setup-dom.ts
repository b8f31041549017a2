import '@testing-library/jest-dom/vitest';
import { afterAll } from 'vitest';
import { restoreAfterFile } from './restore-after-file';

// Every component test file: the whole-app harness's hooks (unmount with @testing-library/react's
// cleanup, which it runs by itself only when vitest globals are on, and we keep them off; stop the
// data layers; leave virtual time; the CPU budget), and what a file may leave behind. A file of
// the project that asks for the node environment (`@vitest-environment node`: pure helpers next to
// components) has no DOM to mount an app in.
if (typeof window !== 'undefined') {
  const { installWholeAppHooks } = await import('./render-app');
  installWholeAppHooks();
  // The test worker's one jsdom window serves every file: a file's stored settings and cookies
  // (the locale cookie, the admin-functions toggle) are not the next file's, and neither are the
  // error reports a file's failing widgets left waiting for a reporter.
  const { resetErrorReporting } = await import('../../src/shell/error-reporting/report-error');
  afterAll(() => {
    // Reports made before a test connects a reporter wait in the module's queue.
    resetErrorReporting();
    localStorage.clear();
    sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  });
}
restoreAfterFile();
