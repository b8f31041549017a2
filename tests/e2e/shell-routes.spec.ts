/**
 * Every route of the route table, visited as a manager by in-app navigation: each shows its
 * title (or redirects where it should), with no console error and no failed request. The title
 * is the document title on every page and the h1 on most; a page about one named record has
 * the record's name as its h1, and the route's title as its current breadcrumb, except the
 * record's own page (RouteDef.namesRecord), whose crumb and document title are the record's name.
 */
import en from '../../locales/en.json' with { type: 'json' };
import { fillPath } from '../../src/shell/routes/brand-path';
import { ROUTES } from '../../src/shell/routes/route-table';
import type { RouteDef } from '../../src/shell/routes/route-types';
import type { Page } from '@playwright/test';
import { expect, firstRecordHref, navigateInApp, PEOPLE, signIn, test, waitForPageReady, watchProblems } from './shell-support';

function translate(key: string, params: Record<string, string>): string {
  const message = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
  if (typeof message !== 'string') throw new Error(`No English text for ${key}`);
  return message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

/** Routes that only redirect a signed-in user (to the brand's dashboard). */
const REDIRECTS = new Set(['index', 'brand', 'login', 'autologin-clientHash']);
/** Routes the seeded manager may not open: the guard sends them back (no team for My team). */
const FORBIDDEN = new Set(['brand-brand-settings-my-team']);

test('visits every route as a manager without errors', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, PEOPLE.manager, '/acme/dashboard');
  await waitForPageReady(page);
  // Watch from here: before sign-in the data layer learns it is signed out from a 401, by design.
  const problems = watchProblems(page);

  // Real ids of the seed, found through the app's own lists.
  const idFrom = async (list: string) => (await firstRecordHref(page, list)).split('/').pop()!;
  // The first template of My templates, and a finished render of it (the Renders list filtered
  // by it) with the version it was made from: ids that belong together, as the version and tester
  // pages require (another template's version, or another version's render, is their 404 page).
  const visualId = await idFrom('/acme/visuals');
  const render = await finishedRenderOf(page, visualId);
  // A record as the API has it (the names the pages about one record show as their h1).
  const record = async (resource: string, id: string): Promise<Record<string, unknown>> => {
    const res = await page.request.get(`/server/api/v1/${resource}/${id}`, { headers: { 'X-Brand': 'acme', Accept: 'application/json' } });
    expect(res.ok(), `${resource}/${id}`).toBe(true);
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };
  const feedId = await idFrom('/acme/feeds');
  const feed = await record('feed', feedId);
  // A product of that feed: another feed's product is the feed's products tab's 404 page.
  const firstIdOf = async (resource: string, filter: Record<string, string>) => {
    const res = await page.request.get(`/server/api/v1/${resource}`, { headers: { 'X-Brand': 'acme', Accept: 'application/json' }, params: { ...filter, limit: '1' } });
    return String(((await res.json()) as { data: { id: number }[] }).data[0]!.id);
  };
  const feedProductId = await firstIdOf('product', { feed_id: feedId });
  const params: Record<string, string> = {
    brand: 'acme',
    adSetId: await idFrom('/acme/ad-sets'),
    adId: await idFrom('/acme/ads'),
    assetGroupId: await idFrom('/acme/asset-groups'),
    productId: await idFrom('/acme/products'),
    visualId,
    visualVersionId: render.versionId,
    visualBuildId: render.buildId,
    buildId: render.buildId,
    feedId,
    // Pages below only show these ids; they fetch the record of the route's main id.
    fileId: '1',
    teamId: '1',
    hash: 'wayne-invite-manager',
  };
  const visit = (route: RouteDef) => {
    // Nested ids belong to their parent (another parent's child is the 404 page).
    const nested: Readonly<Record<string, Record<string, string>>> = {
      'brand-feeds-feedId-products-productId': { productId: feedProductId },
      'brand-ad-sets-adSetId-ad-adId': { adId: adOfAdSet },
    };
    const own: Record<string, string> = { ...nested[route.name] };
    // /switch-brand/{brand} would leave acme: visit the brand list instead.
    for (const name of Object.keys(route.params)) if (own[name] === undefined && params[name] !== undefined && (route.branded || name !== 'brand')) own[name] = params[name];
    return fillPath(route.path, own);
  };

  // Pages whose h1 is the name of their record rather than the route's title.
  const adSet = String((await record('ad-set', params.adSetId!)).name);
  const adOfAdSet = await firstIdOf('ad', { ad_set_id: params.adSetId! });
  const feedName = String(feed.name);
  const ownHeadings: Readonly<Record<string, string>> = {
    'brand-visuals-visualId': render.templateName,
    ...Object.fromEntries(ROUTES.filter((r) => r.name.startsWith('brand-ad-sets-create-adSetId') || r.name.startsWith('brand-ad-sets-adSetId')).map((r) => [r.name, adSet])),
    'brand-ads-adId': String((await record('ad', params.adId!)).name),
    'brand-asset-groups-assetGroupId': String((await record('asset-group', params.assetGroupId!)).label),
    'brand-products-productId': String((await record('product', params.productId!)).name),
    ...Object.fromEntries(ROUTES.filter((r) => r.name.startsWith('brand-feeds-feedId')).map((r) => [r.name, feedName])),
    'brand-brand-settings-teams-teamId': String((await record('team', params.teamId!)).name),
  };
  // A feed is edited in its own kind's form only: the other kinds' edit pages are the 404 page.
  const otherKindEdits = new Set(['derived', 'fetch', 'manual', 'upload'].filter((kind) => kind !== feed.type).map((kind) => `brand-feeds-edit-feedId-${kind}`));

  // What each route was checked for, so the counts below prove which check ran, not just that the
  // loop ran (a name in REDIRECTS that left the table would otherwise go unnoticed).
  const checked = { redirect: [] as string[], forbidden: [] as string[], notFound: [] as string[], title: [] as string[], ownHeading: [] as string[] };
  const paths = new Set<string>();
  for (const route of ROUTES) {
    const path = visit(route);
    await navigateInApp(page, '/acme/dashboard');
    await waitForPageReady(page);
    await navigateInApp(page, path);
    paths.add(path);
    if (REDIRECTS.has(route.name)) {
      await page.waitForURL((url) => url.pathname === '/acme/dashboard', { timeout: 15_000 });
      checked.redirect.push(route.name);
    } else if (otherKindEdits.has(route.name)) {
      await expect(page.getByTestId('error-404')).toBeVisible();
      checked.notFound.push(route.name);
    } else if (FORBIDDEN.has(route.name)) {
      await expect(page.getByText('You do not have access to that page.').first()).toBeVisible();
      await page.waitForURL((url) => url.pathname === '/acme/dashboard');
      checked.forbidden.push(route.name);
    } else {
      const title = translate(route.titleKey, params);
      const heading = ownHeadings[route.name];
      await expect(page.getByRole('heading', { level: 1 }).first(), `${route.name} at ${path}`).toHaveText(heading ?? title);
      // The record's own page reads as the record once its label is known ("Spring sale", not "Ad set #12").
      const shown = route.namesRecord ? heading : undefined;
      expect(route.namesRecord === true && shown === undefined, `${route.name} names a record the test does not know`).toBe(false);
      if (heading !== undefined) {
        await expect(page.getByTestId('breadcrumbs').locator('[aria-current="page"]'), `${route.name} crumb`).toHaveText(shown ?? title);
        checked.ownHeading.push(route.name);
      }
      await expect(page, `${route.name} document title`).toHaveTitle(translate('APP.DOCUMENT_TITLE', { page: shown ?? title }));
      await waitForPageReady(page);
      expect(new URL(page.url()).pathname, route.name).toBe(path);
      checked.title.push(route.name);
    }
  }
  // Every listed redirect and forbidden route exists in the table and was checked as such...
  expect(checked.redirect.toSorted()).toEqual([...REDIRECTS].toSorted());
  expect(checked.forbidden).toEqual([...FORBIDDEN]);
  // ...every other route showed its own title (the pages named by their record, that name)...
  expect(checked.notFound.toSorted()).toEqual([...otherKindEdits].toSorted());
  expect(checked.title).toHaveLength(ROUTES.length - REDIRECTS.size - FORBIDDEN.size - otherKindEdits.size);
  expect(checked.ownHeading.toSorted()).toEqual(Object.keys(ownHeadings).toSorted());
  // ...and at its own URL: two routes filled to the same path would have tested one page twice.
  expect(paths.size).toBe(ROUTES.length);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

/**
 * The first finished render of a template (the Renders list filtered by both, in the URL), read
 * from its row: its id, the version it was made from (the version link) and the template's name
 * (the template link, which must lead to that template).
 */
async function finishedRenderOf(page: Page, visualId: string): Promise<{ buildId: string; versionId: string; templateName: string }> {
  await navigateInApp(page, `/acme/builds?status=finished&template=${visualId}`);
  const row = page.getByTestId('renders-table').locator('tbody tr[data-build-id]').first();
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'finished', { timeout: 15_000 });
  const cells = row.locator('td');
  const buildId = (await row.getAttribute('data-build-id')) ?? '';
  await expect(cells.nth(1).getByRole('link')).toHaveAttribute('href', `/acme/builds/${buildId}`);
  const template = cells.nth(2).getByRole('link');
  await expect(template).toHaveAttribute('href', `/acme/visuals/${visualId}`);
  const version = cells.nth(3).getByRole('link');
  await expect(version).toHaveAttribute('href', new RegExp(`^/acme/visuals/${visualId}/version/\\d+$`));
  const versionId = ((await version.getAttribute('href')) ?? '').split('/').pop()!;
  const templateName = (await template.textContent()) ?? '';
  expect(templateName).toMatch(/\S/);
  return { buildId, versionId, templateName };
}
