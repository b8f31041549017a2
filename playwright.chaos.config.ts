/**
 * The reliability suite (`npm run test:chaos`, docs/reliability.md): slow attacks on the real
 * local stack in real Chromium, run by CI after `npm test`. Same browser, launch options, build
 * and stacks (a worker's own, tests/e2e/stack-support.ts, on the same ports) and workers (two) as
 * the e2e suite; the two never run at once, so they may share the ports. The races and storms are
 * timed, and their bounds hold with a second stack beside them on the same two cores: the
 * reconnect storm's resync took about 1.1 s a cycle either way (its bound is 2 s); the run takes
 * 1.5 minutes instead of 2.6. Only `tests/chaos/*.chaos.spec.ts`; `npm test` never sees them.
 */
import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

export default defineConfig({
  ...e2e,
  testDir: 'tests/chaos',
  testMatch: '*.chaos.spec.ts',
  outputDir: 'test-results/chaos',
  // Each spec bounds its own time (test.setTimeout); this is the ceiling for one that forgot.
  timeout: 180_000,
  // No retry, in CI either: a chaos run that passes only on its retry hides what it is there to find.
  retries: 0,
});
