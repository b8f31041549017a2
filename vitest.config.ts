import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Component test files that run in a test worker of their own, as vitest does by default:
 * - files that replace a module with `vi.mock`: a file that shares its worker's module cache
 *   cannot, since the pages it mounts may already hold the real module, imported by an earlier file;
 * - files marked `// vitest-isolate: <why>`, whose outcome still depends on an earlier file in
 *   the same worker (each names what it found).
 */
const ISOLATED_FILES = ['src', 'tests'].flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(root, file))
    .filter((file) => /vi\.mock\(|\/\/ vitest-isolate:/.test(readFileSync(file, 'utf8'))),
);

/** Component tests: jsdom, the harness's per-file hooks. */
const DOM: TestProjectInlineConfiguration['test'] = {
  environment: 'jsdom',
  setupFiles: ['tests/harness/setup-dom.ts'],
  // A deadline for a test that hangs, which holds on a busy machine (a load of 22 on 2 cores
  // stretches the heaviest whole-app test to about 50 s); slowness itself is caught by each test's
  // CPU budget (tests/harness/whole-app-budget.ts).
  testTimeout: 60_000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    // A worker per core. Vitest's default leaves one core to its main process (cores − 1), which on
    // the 2-core CI machine ran the whole suite on one worker: 642 s, its phases summing to the wall
    // time. The main process mostly waits while the workers run.
    maxWorkers: availableParallelism(),
    // Files share their test worker's module cache instead of importing the app afresh each: the
    // import and the jsdom set-up were about half of the suite's CPU. What a file may leave behind
    // is undone after it (tests/harness/restore-after-file.ts), and the per-file hooks live in the
    // setup files, which run for every file (a module's top-level hooks would run for the first
    // file that imports it alone).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['worker/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
          // tests/chaos: the slow reliability suite, run by `npm run test:chaos` (vitest.chaos.config.ts);
          // tests/redis: the BullMQ render workers, run by `npm run test:redis` (vitest.redis.config.ts).
          exclude: ['tests/e2e/**', 'tests/chaos/**', 'tests/redis/**', 'node_modules/**'],
          setupFiles: ['tests/harness/setup-node.ts'],
          // A deadline for a test that hangs, not a speed check. Vitest's 5 s default was hit once
          // on a loaded machine by a scenario replay that takes about 0.2 s alone
          // (tests/scenarios/from-log.test.ts); the timed-out test then ran on beside the file's
          // next tests, which failed with it.
          testTimeout: 30_000,
        },
      },
      { extends: true, test: { ...DOM, name: 'dom', include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.tsx'], exclude: ['tests/chaos/**', 'node_modules/**', ...ISOLATED_FILES] } },
      { extends: true, test: { ...DOM, name: 'dom-isolated', include: ISOLATED_FILES, isolate: true } },
    ],
  },
});
