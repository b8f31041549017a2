/**
 * The reliability suite (`npm run test:chaos`, docs/reliability.md): slow attacks on the real
 * local stack in real Chromium, run by CI after `npm test`. Same browser, launch options, build
 * and stack (the worker's own, tests/e2e/stack-support.ts, on the same ports) as the e2e suite;
 * the two never run at once, so they may share the ports. One worker: the races and storms are
 * timed, and a second stack on the same two cores would change what they measure. Only
 * `tests/chaos/*.chaos.spec.ts`; `npm test` never sees them.
 */
import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

export default defineConfig({
  ...e2e,
  testDir: 'tests/chaos',
  testMatch: '*.chaos.spec.ts',
  outputDir: 'test-results/chaos',
  workers: 1,
  // Each spec bounds its own time (test.setTimeout); this is the ceiling for one that forgot.
  timeout: 180_000,
  // No retry, in CI either: a chaos run that passes only on its retry hides what it is there to find.
  retries: 0,
});
