/**
 * The reliability suite (`npm run test:chaos`, docs/reliability.md): slow attacks on the real
 * local stack in real Chromium, run by CI after `npm test`. Same browser, launch options and
 * stack (webServer, ports from the same env variables) as the e2e suite; the two never run at
 * once, so they may share the ports. Only `tests/chaos/*.chaos.spec.ts`; `npm test` never sees them.
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
