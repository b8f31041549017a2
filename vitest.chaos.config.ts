/**
 * Node-level tests of the reliability suite (`npm run test:chaos`, docs/reliability.md):
 * `tests/chaos/*.chaos.test.ts`, left out of `npm test` (vitest.config.ts excludes tests/chaos):
 * the blocking-download check, which measures the API server's event loop in wall-clock time and
 * so belongs with the other bounded, time-measuring tests rather than in the deterministic suite.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'chaos',
    environment: 'node',
    include: ['tests/chaos/**/*.chaos.test.ts'],
  },
});
