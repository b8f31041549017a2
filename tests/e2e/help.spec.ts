/**
 * The guide behind the navigation's Documentation and Support links: served by the app from
 * docs/help, readable from 360 px up, with this installation's support page.
 */
import { expect, personPage, PEOPLE, test } from './shell-support';

test('Documentation opens the guide in a new tab; its pages link to each other and read at 360 px', async ({ browser }) => {
  const page = await personPage(browser, PEOPLE.manager, { path: '/acme/dashboard', width: 1280 });
  const [guide] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /^Documentation/ }).click()]);
  await guide.waitForLoadState();
  expect(new URL(guide.url()).pathname).toBe('/help/');
  await expect(guide.getByRole('heading', { level: 1 })).toHaveText('Getting started');
  await expect(guide.getByRole('img', { name: 'The dashboard' })).toBeVisible();
  await guide.screenshot({ path: test.info().outputPath('help-desktop.png'), fullPage: true });

  await guide.getByRole('navigation', { name: 'Help pages' }).getByRole('link', { name: 'Feeds' }).click();
  await expect(guide.getByRole('heading', { level: 1 })).toHaveText('Feeds');
  await guide.setViewportSize({ width: 360, height: 800 });
  expect(await guide.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await guide.screenshot({ path: test.info().outputPath('help-feeds-360.png'), fullPage: true });

  const [support] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /^Support/ }).click()]);
  await expect(support.getByRole('heading', { level: 1 })).toHaveText('Support');
  await expect(support.getByRole('main')).toContainText('Download diagnostics');
});
