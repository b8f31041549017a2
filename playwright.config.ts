import { defineConfig } from '@playwright/test';
import { headlessChromium } from './server/render/headless-chromium.ts';

// Chromium comes from Debian (browser downloads fail on our machines), the renderer's headless
// one: docs/platform-notes.md.
const executablePath = headlessChromium() ?? undefined;

/**
 * Workers, each with a local stack of its own (tests/e2e/stack-support.ts: own ports, own
 * in-memory database), started by the worker when its first spec needs it: the suite runs on two
 * stacks in parallel, one spec file on one. `E2E_WORKERS=1` runs everything on one stack.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // The client is built once for every worker's stack.
  globalSetup: './tests/e2e/global-setup.ts',
  // A spec file runs in order in one worker (its tests share the page flows they set up); files
  // are spread over the workers.
  fullyParallel: false,
  workers,
  // One retry in CI only: a test that passes on its retry is reported as flaky in the list output
  // (and is a bug to fix), but one slow moment on a loaded 2-core machine does not sink a run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    // baseURL is the worker's own stack (the `baseURL` fixture of tests/e2e/shell-support.ts).
    // A trace is recorded on a test's retry (CI), not on every run: recording its screencast on
    // every test cost more CPU than the tests (3 spec files on one stack: Chromium 87 s with
    // traces, 43 s without; 95 s → 80 s). `--trace on` records one for a run at hand.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
