/**
 * `npm run bench:browser:smoke`: the browser benchmark's phases in brief against an e2e stack
 * (tests/bench/browser-smoke.spec.ts), outside `npm test`. Same browser, stacks and build as the
 * e2e suite (playwright.config.ts), one worker.
 */
import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

export default defineConfig({
  ...e2e,
  testDir: 'tests/bench',
  testMatch: '*.spec.ts',
  outputDir: 'test-results/bench',
  workers: 1,
  retries: 0,
});
