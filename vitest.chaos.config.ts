/**
 * Node-level tests of the reliability suite (`npm run test:chaos`, docs/reliability.md):
 * `tests/chaos/*.chaos.test.ts`, left out of `npm test` (vitest.config.ts excludes tests/chaos).
 * None may be there yet: the browser specs (playwright.chaos.config.ts) are the suite's core.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'chaos',
    environment: 'node',
    include: ['tests/chaos/**/*.chaos.test.ts'],
    passWithNoTests: true,
  },
});
