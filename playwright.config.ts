import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Chromium comes from Debian (browser downloads fail on our machines): docs/platform-notes.md.
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env.E2E_PORT ?? 8090);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  // One retry in CI only: a test that passes on its retry is reported as flaky in the list output
  // (and is a bug to fix), but one slow moment on a loaded 2-core machine does not sink a run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
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
  webServer: {
    // The whole local stack on its own ports with an in-memory database, so e2e never touches dev data.
    command: `node scripts/start.mjs --e2e`,
    url: `http://localhost:${port}/server/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
