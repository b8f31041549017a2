/**
 * The Renders page is a live query: while the render farm runs, a build's status and
 * progress change in place and new builds appear at the top, with no navigation and no refetch
 * of the list per event. The farm's timer is stopped and the farm stepped by hand (`farm/tick`),
 * so every event and request below is counted exactly.
 *
 * Farm arithmetic (docs/control-api.md, `farm/tick`): one step moves every unfinished build in id
 * order, a queued build starts at 0 while fewer than 4 render, rendering gains 34, at 100 it is
 * finished (or failed when its id is a multiple of 9). Each move is one VisualBuildUpdated.
 *
 * The worker's id queue (worker/engine/live-queries/id-queue.ts) fetches records by id, one
 * `GET /server/api/v1/visual-build?ids[]=…&limit=100&archived=-1` per 250 ms window: a created
 * build (its row is inserted once fetched) and a build whose event says `finished` or `failed`
 * (its size, file, times or reason, which the event does not carry; worker/domains/builds/live.ts).
 */
import { control, expect, PEOPLE, signIn, test, waitForPageReady } from './shell-support';
import { buildRow, expectBuildState, exportEventLog, recordRenderTraffic, shownIds, STATUS_LABELS, waitForLive } from './live-support';

/** What a build that reached 100 is: the farm fails ids that are multiples of 9 by design. */
const done = (id: number) => (id % 9 === 0 ? 'failed' : 'finished');

/** The actions cell of a row by status (src/features/renders/render-actions.tsx, render-row.tsx); a rendering render's Stop kills its page. */
const ROW_ACTIONS: Readonly<Record<string, string>> = { queued: 'Cancel', rendering: 'Stop', finished: 'Render againDownload', failed: 'Retry' };

test('the Renders page follows the farm live and shows new builds without refetching the list', async ({ page }, testInfo) => {
  // The farm's timer runs in the e2e stack too: stop it (the reset fixture restarts it) and step by hand.
  await control(page, 'farm', { running: false });
  // The seed's stark queue (one rendering at 40, two queued) takes at most four steps to empty
  // (fewer if the timer stepped since the reset); emptying it leaves the farm's four slots to
  // acme's builds. No page is open yet, so nobody hears this.
  for (let i = 0; i < 4; i++) await control(page, 'farm/tick');
  const first = ((await control(page, 'builds', { brand: 'acme', count: 3 })) as { ids: number[] }).ids;

  await signIn(page, PEOPLE.manager, '/acme/builds');
  await waitForPageReady(page);
  await expect.poll(() => shownIds(page).then((ids) => ids.slice(0, 3)), { timeout: 15_000 }).toEqual([...first].reverse());
  // Every build here is of acme's newest buildable version: the same template and version text.
  const firstCells = buildRow(page, first[0]!).locator('td');
  const template = (await firstCells.nth(2).textContent()) ?? '';
  const version = (await firstCells.nth(3).textContent()) ?? '';
  expect(template).not.toBe('');
  expect(version).toMatch(/^v\d+$/);
  // The whole row: selection box, render link, template, version, size, format, status with its
  // progress under it, created, and the row's actions: cancel a queued render, render a finished
  // one again and download it.
  const expectRow = async (id: number, status: string, progress: number) => {
    await expectBuildState(page, id, status, progress);
    await expect(buildRow(page, id).locator('td')).toHaveText(['', `#${id}`, template, version, /^\d+×\d+$/, 'HTML', `${STATUS_LABELS[status]!}${progress}%`, /\d/, ROW_ACTIONS[status] ?? '']);
  };
  for (const id of first) await expectRow(id, 'queued', 0);
  await waitForLive(page);

  // From here on: no navigation, and every list call the browser makes is recorded with its
  // query once answered (so the server has counted it too).
  const traffic = recordRenderTraffic(page);
  const { listCalls } = traffic;
  const calls = () => listCalls.map((url) => ({ ids: url.searchParams.getAll('ids[]').map(Number).sort((a, b) => a - b), limit: url.searchParams.get('limit'), archived: url.searchParams.get('archived') }));
  const byIds = (ids: readonly number[]) => ({ ids: [...ids].sort((a, b) => a - b), limit: '100', archived: '-1' });
  await control(page, 'requests/reset');

  // Steps 1–3: the three builds start and render (0, 34, 68), changing in place; no final status,
  // so nothing is fetched.
  for (const progress of [0, 34, 68]) {
    await control(page, 'farm/tick');
    for (const id of first) await expectRow(id, 'rendering', progress);
  }

  // Two new builds in one control call: two VisualBuildCreated within one id-queue window.
  const second = ((await control(page, 'builds', { brand: 'acme', count: 2 })) as { ids: number[] }).ids;
  // At the top, newest first: the order the server lists them in, so a reload would show the same.
  await expect.poll(() => shownIds(page).then((ids) => ids.slice(0, 5)), { message: 'new builds on top, newest first' }).toEqual([...first, ...second].reverse());
  for (const id of second) await expectRow(id, 'queued', 0);
  // Their rows exist only once the id queue answered: call 1 fetched both created builds.
  expect(calls()).toEqual([byIds(second)]);

  // Step 4: the first builds finish (freeing their slots in the same step), the new ones start.
  await control(page, 'farm/tick');
  for (const id of first) await expectRow(id, done(id), 100);
  for (const id of second) await expectRow(id, 'rendering', 0);
  // Call 2: the three final statuses of this step, heard within one window, fetched together.
  // Waiting for it keeps the next steps' events out of its window.
  await expect.poll(() => listCalls.length, { message: 'the finished builds fetched once' }).toBe(2);
  expect(calls()[1]).toEqual(byIds(first));
  // The fetched records replace the rows in place, in the same state.
  for (const id of first) await expectRow(id, done(id), 100);
  // Steps 5–6: the new builds render; the screenshot shows both finished and rendering builds.
  for (const progress of [34, 68]) {
    await control(page, 'farm/tick');
    for (const id of second) await expectRow(id, 'rendering', progress);
  }
  await page.screenshot({ path: testInfo.outputPath('renders-live.png'), fullPage: true });
  // Step 7: they finish too; call 3 fetches them.
  await control(page, 'farm/tick');
  for (const id of second) await expectRow(id, done(id), 100);
  await expect.poll(() => listCalls.length, { message: 'the second builds fetched once finished' }).toBe(3);
  await expect.poll(() => shownIds(page).then((ids) => ids.slice(0, 5))).toEqual([...first, ...second].reverse());
  for (const id of second) await expectRow(id, done(id), 100);
  expect(traffic.navigations()).toBe(0);

  // The list was loaded once, before the reset, and never again. Since the reset the server saw
  // exactly the three id-queue calls: 1 = the two created builds (one window), 2 = the three
  // builds that reached a final status in step 4 (one window), 3 = the two that did in step 7.
  // Steps 1–3, 5 and 6 (progress only) fetched nothing, and no record was fetched alone by URL.
  const { counts } = (await (await page.request.get('/__control/requests')).json()) as { counts: Record<string, number> };
  expect(counts['GET /server/api/v1/visual-build']).toBe(3);
  expect(Object.keys(counts).filter((key) => /^GET \/server\/api\/v1\/visual-build\/\d+$/.test(key))).toEqual([]);
  expect(calls()).toEqual([byIds(second), byIds(first), byIds(second)]);

  // Meanwhile the worker heard every move: 4 per build (0, 34, 68, 100) for 5 builds, 2 creations,
  // and one credit spend per build that finished (a failed build costs nothing).
  const log = await exportEventLog(page);
  const acme = (type: string) => log.filter((e) => e.brand === 'acme' && e.event.type === type).length;
  expect(acme('live/visual-build-updated')).toBe(4 * (first.length + second.length));
  expect(acme('live/visual-build-created')).toBe(second.length);
  expect(acme('live/balance-spend')).toBe([...first, ...second].filter((id) => done(id) === 'finished').length);
});
