/**
 * A real session in Chromium with a brand switch and a reconnect becomes a scenario
 * (`--from-log`) that ends, in Node, in the state the session ended in: the brand switch is a
 * command step at its time, the live connection cut by the stack is a drop step of its length, the
 * answers the worker folded on both brands and after the resync are answer rules, and the live
 * events of both brands' channels are live steps (docs/scenarios.md "From a log").
 */
import { connectionState, exportEventLog, waitForLive, type LoggedEnvelope } from './live-support';
import { replaySessionAsScenario } from './session-scenario-support';
import { control, expect, PEOPLE, signIn, test, waitForPageReady } from './shell-support';
test('a session with a brand switch and a reconnect replays in Node to the session’s state', async ({ page }) => {
  await control(page, 'farm', { running: false });
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  await waitForLive(page);
  // A live Spend on acme's channel (the stack sets the balance and broadcasts it).
  await control(page, 'brand/acme', { balance: 240 });
  await expect(page.getByTestId('credit-balance')).toHaveAccessibleName('Credit balance: 240');

  await page.getByTestId('brand-menu-button').click();
  const panel = page.getByTestId('brand-menu-panel');
  await panel.getByTestId('brand-search').fill('globex');
  await panel.getByRole('button', { name: /Globex/ }).click();
  await page.waitForURL((url) => url.pathname === '/globex/dashboard');
  await waitForPageReady(page);
  await expect(page.getByTestId('credit-balance')).toHaveAccessibleName('Credit balance: 72');
  await waitForLive(page);

  // The stack cuts the live connection and keeps it away for 3 s; the worker resyncs.
  expect(await control(page, 'live/drop', { downForMs: 3_000 })).toMatchObject({ dropped: 1 });
  await expect.poll(() => connectionState(page), { timeout: 3_000 }).not.toBe('connected');
  await waitForLive(page);
  await control(page, 'brand/globex', { balance: 60 });
  await expect(page.getByTestId('credit-balance')).toHaveAccessibleName('Credit balance: 60');

  const envelopes = await exportEventLog(page);
  const types = (type: string): LoggedEnvelope[] => envelopes.filter((e) => e.event.type === type);
  // What the session holds: the switch, the cut and the return, and both brands' live events.
  expect(types('brand/switch-started').map((e) => e.event.identifier)).toEqual(['acme', 'globex']);
  expect(types('connection/resubscribed').length).toBeGreaterThanOrEqual(1);
  expect(types('live/balance-spend').map((e) => [e.brand, e.event.balance])).toEqual([['acme', 240], ['globex', 60]]);

  const { run, differing, notes, sessionScenarioHash } = await replaySessionAsScenario(envelopes);
  // The session's scenario hash (docs/scenarios.md "One hash everywhere": the slices the pages' own calls add to are left out).
  expect(run.scenarioHash, notes.join('\n')).toBe(sessionScenarioHash);
  expect(run.commands.failed).toEqual([]);
  // The scenario holds the switch as a command and the cut as a drop, not only their answers.
  expect(run.envelopes.byType['brand/switch-started']).toBe(2);
  expect(run.envelopes.byType['connection/resubscribed']).toBe(types('connection/resubscribed').length);
  expect(run.envelopes.byType['live/balance-spend']).toBe(2);
  // Every slice ends as the session's but the two that count the pages' own calls (watched lists
  // and records, which the log has no watch calls for).
  expect(differing, notes.join('\n')).toEqual(['diagnostics', 'requests']);
});
