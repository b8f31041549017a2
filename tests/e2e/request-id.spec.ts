/**
 * Request envelopes and X-Request-Id in real Chromium against the local stack: every data call
 * the worker makes carries an id, the server answers with the same id, and the call's
 * requests/finished envelope in the exported log names that id with the status the server gave.
 * The exported session is also turned into a scenario (`--from-log`) and run in Node, to see
 * that a real log across a page load reads back (docs/scenarios.md "From a log").
 */
import { exportEventLog, savedTabLog } from './live-support';
import { replaySessionAsScenario } from './session-scenario-support';
import { control, expect, PEOPLE, signIn, test, waitForPageReady } from './shell-support';

test('every data call carries an X-Request-Id the server echoes, and its envelope names it with the status', async ({ page }) => {
  await control(page, 'farm', { running: false });
  const echoed = new Map<string, { sent: string | undefined; status: number; path: string }>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const id = response.headers()['x-request-id'];
    if (!url.pathname.startsWith('/server/') || id === undefined) return;
    echoed.set(id, { sent: response.request().headers()['x-request-id'], status: response.status(), path: url.pathname.slice('/server'.length) });
  });
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  // A reload the browser makes keeps what the worker saved (at most 500 ms after a change,
  // docs/event-log.md): wait until the first page's calls are saved, as a person's would be.
  const firstPageCalls = () => [...echoed].filter(([, call]) => call.sent !== undefined).map(([id]) => id);
  await expect
    .poll(async () => {
      const saved = new Set((await savedTabLog(page)).filter((event) => event.type === 'requests/finished').map((event) => event.id));
      return firstPageCalls().filter((id) => !saved.has(id));
    }, { timeout: 10_000 })
    .toEqual([]);
  const firstPage = firstPageCalls().length;
  await page.reload();
  await waitForPageReady(page);
  // The notification centre's first page: an answer the scenario made of this session carries.
  await page.getByTestId('notifications-bell').click();
  await expect(page.getByTestId('notifications-panel').getByTestId('notification-item').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notifications-panel')).toHaveCount(0);
  const envelopes = await exportEventLog(page);

  const finished = envelopes.filter((e) => e.event.type === 'requests/finished').map((e) => e.event as unknown as { id: string; method: string; path: string; status: number | null; durationMs: number });
  const answered = finished.filter((e) => e.status !== null);
  // Two page loads' calls (the session itself comes with each page: docs/api-wire.md "The page's session").
  expect(firstPage).toBeGreaterThan(3);
  expect(answered.length).toBeGreaterThan(firstPage);
  for (const call of answered) {
    // The server's answer carried the id the worker sent, with the status the envelope holds.
    expect(echoed.get(call.id), `${call.method} ${call.path}`).toMatchObject({ sent: call.id, status: call.status, path: call.path.split(/[ ?]/)[0] });
    expect(call.durationMs).toBeGreaterThanOrEqual(0);
  }
  expect(envelopes.filter((e) => e.event.type === 'log/page-loaded').length).toBeGreaterThanOrEqual(1);

  // The real session, as a scenario: it parses and plays through its page loads in Node, and ends
  // where the session ended, slice by slice, but for the two that count the page's own calls: the
  // lists and records the pages watched, which the log has no watch calls for.
  const { run, differing, sessionScenarioHash } = await replaySessionAsScenario(envelopes);
  // The session's scenario hash, which leaves those two out by design (docs/scenarios.md "One hash everywhere").
  expect(run.scenarioHash).toBe(sessionScenarioHash);
  expect(run.commands.failed).toEqual([]);
  expect(run.envelopes.byType['log/page-loaded']).toBe(envelopes.filter((e) => e.event.type === 'log/page-loaded').length);
  expect(differing).toEqual(['diagnostics', 'requests']);
});
