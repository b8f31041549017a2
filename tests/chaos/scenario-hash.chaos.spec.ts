/**
 * One hash everywhere (docs/scenarios.md, "One hash everywhere"): every library scenario, opened
 * in real Chromium at its documented URL (the file's `browser.path`, `?scenario=<name>&speed=<n>`),
 * ends green, and the scenario's hash the page prints at the end equals the one the Node runner
 * gives for the same file (run here, in the test process, on virtual time).
 *
 * `npm run test:chaos` runs each scenario once at its fastest documented speed (about 45 s);
 * `npm run test:chaos:scenarios` runs every documented speed ten times in a row
 * (SCENARIO_HASH_SPEEDS=all, --repeat-each=10).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { ConsoleMessage, Page } from '@playwright/test';
import { parseScenario } from '../../worker/scenario/parse-scenario';
import type { Scenario } from '../../worker/scenario/format';
import { runScenario } from '../../scripts/scenario/run';
import { expect, test } from '../e2e/shell-support';

const DIR = 'scenarios';
const ALL_SPEEDS = process.env.SCENARIO_HASH_SPEEDS === 'all';

const library: Scenario[] = readdirSync(DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => parseScenario(readFileSync(`${DIR}/${file}`, 'utf8')));

/** The Node runner's scenario hash of each, computed once (virtual time: a second or two for all). */
const nodeHashes = new Map<string, Promise<string>>();
function nodeHash(scenario: Scenario): Promise<string> {
  let hash = nodeHashes.get(scenario.name);
  if (hash === undefined) {
    hash = runScenario(scenario).then((run) => {
      expect(run.passed, `${scenario.name} passes in Node`).toBe(true);
      return run.scenarioHash;
    });
    nodeHashes.set(scenario.name, hash);
  }
  return hash;
}

const HASH_LINE = /^Scenario "(.+)" scenario hash ([0-9a-f]{16}) /;

/** Resolves with the scenario hash the page prints at the end (worker/scenario/status-reporter.ts). */
function browserHash(page: Page, name: string): Promise<string> {
  return new Promise((resolve) => {
    const listen = (message: ConsoleMessage) => {
      const match = HASH_LINE.exec(message.text());
      if (match !== null && match[1] === name) {
        page.off('console', listen);
        resolve(match[2] as string);
      }
    };
    page.on('console', listen);
  });
}

// Each scenario is a test of its own, on whichever worker is free (each worker runs Node's part once).
test.describe.configure({ mode: 'parallel' });

// Node's runs first, before any page: the runner fakes the test process's timers while it runs.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const scenario of library) await nodeHash(scenario);
});

test('every library scenario documents where it opens', () => {
  expect(library.filter((s) => s.browser === null).map((s) => s.name), 'scenarios without "browser" (path and speeds)').toEqual([]);
});

for (const scenario of library) {
  const speeds = scenario.browser === null ? [] : ALL_SPEEDS ? scenario.browser.speeds : [Math.max(...scenario.browser.speeds)];
  for (const speed of speeds) {
    test(`${scenario.name} at ${scenario.browser?.path} (speed ${speed}) ends green with the Node runner's scenario hash`, async ({ page }) => {
      const path = scenario.browser?.path as string;
      // The run itself, plus the page's loading and a margin for a loaded machine.
      test.setTimeout(scenario.durationMs / speed + 60_000);
      const expected = await nodeHash(scenario);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const printed = browserHash(page, scenario.name);
      await page.goto(`${path}?scenario=${scenario.name}&speed=${speed}`);
      const badge = page.getByTestId('scenario-badge');
      await expect(badge).toHaveAttribute('data-phase', 'ended', { timeout: scenario.durationMs / speed + 45_000 });
      const failed = await badge.getAttribute('data-failed');
      if (failed !== '0') {
        await badge.getByRole('button').click();
        const shown = await page.locator('#scenario-expectations li[data-pass="false"]').allTextContents();
        expect(shown, `${scenario.name}: the expectations that failed in the browser`).toEqual([]);
      }
      expect(await printed, `${scenario.name}: the browser's scenario hash equals Node's`).toBe(expected);
      expect(errors, 'page errors').toEqual([]);
    });
  }
}
