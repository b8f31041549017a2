/// <reference types="node" />
/**
 * The budget of a whole-app component test (render-app.tsx): the shell, the page, the in-process
 * data layer and every click through React's development build in jsdom.
 *
 * Such a test costs from 0.1 s to about 1.5 s of CPU, a walk through 10,000 rows up to 4.5 s (a profile: React rendering the shell again
 * for every event and keystroke, and jsdom computing styles for Testing Library's role queries and
 * user-event's pointer-events check, from its whole user-agent stylesheet, for an element and each
 * of its ancestors). Wall time is that CPU times how busy the machine is: with the 2-core CI
 * machine at a load of 8–22, a 1 s test took 6–8 s, past vitest's default 5 s, and failed though
 * nothing was wrong with it. So the two limits measure different things:
 *
 * - WALL (the dom project's `testTimeout`, vitest.config.ts): a deadline that holds on a machine kept busy (a load of 22 on 2 cores stretches the
 *   4.5 s of the heaviest test to about 50 s), for a test that hangs, not for one that is slow;
 *   the same for every test of the file, so no test sets a deadline of its own;
 * - CPU: what the test itself spends, whatever the load: above it the test fails on an idle
 *   machine as on a busy one, with its figure, so a test that becomes slow is seen and made cheaper
 *   instead of hidden behind the generous deadline.
 *
 * Loading the pages, the shell's lazy parts and the languages once per test worker is a hook of its own
 * (PRELOAD_BUDGET_MS), not part of the first test.
 */
import { appendFileSync } from 'node:fs';
import { afterEach, beforeEach, expect } from 'vitest';

/**
 * The heaviest today, the 10,000-row walks through a windowed list, spend 2.5–4.5 s here; a CI
 * machine's slower cores may take twice that, so the budget is about three times the heaviest.
 */
export const WHOLE_APP_TEST_CPU_MS = 15_000;
/** Importing every page chunk of the app once per test file (about 1 s of CPU, more on the first file). */
export const PRELOAD_BUDGET_MS = 60_000;

/**
 * The CPU budget of every test of the file (the dom project's setup registers it for each file);
 * the wall deadline is the dom project's `testTimeout` (vitest.config.ts).
 */
export function applyWholeAppBudget(): void {
  let started: NodeJS.CpuUsage | null = null;
  beforeEach(() => {
    started = process.cpuUsage();
  });
  afterEach(() => {
    if (started === null) return;
    const spent = process.cpuUsage(started);
    started = null;
    const ms = Math.round((spent.user + spent.system) / 1000);
    // WHOLE_APP_CPU_LOG=<file>: every test's figure, to see where a suite's CPU goes.
    if (process.env.WHOLE_APP_CPU_LOG) appendFileSync(process.env.WHOLE_APP_CPU_LOG, `${ms}\t${expect.getState().testPath ?? ''}\t${expect.getState().currentTestName ?? ''}\n`);
    expect(ms, `this whole-app test spent ${ms} ms of CPU, over its budget of ${WHOLE_APP_TEST_CPU_MS} ms (tests/harness/whole-app-budget.ts): make it cheaper, or split it`).toBeLessThanOrEqual(WHOLE_APP_TEST_CPU_MS);
  });
}
