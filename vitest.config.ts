import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // A worker per core. Vitest's default leaves one core to its main process (cores − 1), which on
    // the 2-core CI machine ran the whole suite on one worker: 642 s, its phases summing to the wall
    // time. The main process mostly waits while the workers run.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['worker/**/*.test.ts', 'server/**/*.test.ts', 'tests/**/*.test.ts'],
          // tests/chaos: the slow reliability suite, run by `npm run test:chaos` (vitest.chaos.config.ts);
          // tests/redis: the BullMQ render workers, run by `npm run test:redis` (vitest.redis.config.ts).
          exclude: ['tests/e2e/**', 'tests/chaos/**', 'tests/redis/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.tsx'],
          exclude: ['tests/chaos/**', 'node_modules/**'],
          setupFiles: ['tests/harness/setup-dom.ts'],
        },
      },
    ],
  },
});
