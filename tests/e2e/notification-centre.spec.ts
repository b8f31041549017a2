/**
 * The notification centre, end to end in real Chromium against the local stack: the
 * panel opens from the bell, reaches the end message by infinite scroll alone, shows every kind in
 * its own words, and links exactly as spec section 2 lists it, or not at all when a field the
 * link needs is missing (docs/notifications.md has the table). The notifications are created
 * through the control API (`POST /__control/notify`) for the visitor, who has none in the seed;
 * the farm's timer is stopped so no balance alert joins them.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { control, expect, PEOPLE, scrollAndSettle, signIn, test, waitForPageReady } from './shell-support';

const SHOTS = '/tmp/shots/notifications';
const T = (name: string) => `App\\Notifications\\${name}Notification`;
const BRAND = { brandIdentifier: 'acme', brandLabel: 'Acme Corporation' };
const PERSON = { id: 2, name: 'David Developer' };
/** Seed: "Black Friday countdown" (visual 3), version 7. */
const VISUAL = { visual: 3, visualLabel: 'Black Friday countdown', visualVersion: 7 };

interface Kind {
  readonly name: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly title: string;
  readonly text: string;
  readonly detail?: string;
  readonly href: string;
  /** The fields its link needs: each one left out makes another (plain) notification. */
  readonly needs: readonly string[];
}

const KINDS: readonly Kind[] = [
  { name: 'ad set approved', type: T('AdSetReviewed'), data: { ...BRAND, adSet: 1, adSetLabel: 'Campaign 1.1', reviewState: 'approved', comments: [], creator: PERSON }, title: 'Ad set approved', text: '“Campaign 1.1” was approved.', href: '/acme/ad-sets/1', needs: ['adSet', 'brandIdentifier'] },
  { name: 'ad set partly approved', type: T('AdSetReviewed'), data: { ...BRAND, adSet: 2, adSetLabel: 'Campaign 1.2', reviewState: 'partly-approved', comments: [{ comment: 'Headline too long in two sizes.', author: PERSON }], creator: PERSON }, title: 'Ad set partly approved', text: 'Some ads of “Campaign 1.2” were approved, others were not.', detail: 'Headline too long in two sizes.', href: '/acme/ad-sets/2', needs: [] },
  { name: 'ad set rejected', type: T('AdSetReviewed'), data: { ...BRAND, adSet: 3, adSetLabel: 'Campaign 1.3', reviewState: 'rejected', comments: [], creator: PERSON }, title: 'Ad set rejected', text: '“Campaign 1.3” was rejected.', href: '/acme/ad-sets/3', needs: [] },
  { name: 'source files published', type: T('AssetGroupPublished'), data: { ...BRAND, assetGroup: 1, assetGroupLabel: 'Source files 1', assetGroupName: 'source-files-1', assetLabel: 'hero-image.png', causer: PERSON, publisher: PERSON }, title: 'Source files published', text: 'David Developer published “Source files 1”.', href: '/acme/asset-groups/1', needs: ['assetGroup'] },
  { name: 'approval requested', type: T('VisualVersionApprovalRequested'), data: { ...BRAND, ...VISUAL, comment: 'Ready for review.', visualVersionCommentText: 'Ready for review.' }, title: 'Approval requested', text: 'A version of “Black Friday countdown” is waiting for approval.', detail: 'Ready for review.', href: '/acme/visuals/3/version/7', needs: ['visual', 'visualVersion'] },
  { name: 'version approved', type: T('VisualVersionApproved'), data: { ...BRAND, ...VISUAL, comment: null, visualVersionCommentText: null }, title: 'Version approved', text: 'A version of “Black Friday countdown” was approved.', href: '/acme/visuals/3/version/7', needs: ['visualVersion'] },
  { name: 'version rejected', type: T('VisualVersionRejected'), data: { ...BRAND, ...VISUAL, comment: 'Colours do not match the brand book.', visualVersionCommentText: 'Colours do not match the brand book.' }, title: 'Version rejected', text: 'A version of “Black Friday countdown” was rejected.', detail: 'Colours do not match the brand book.', href: '/acme/visuals/3/version/7', needs: ['visualVersion'] },
  { name: 'comment created', type: T('VisualVersionCommentCreated'), data: { ...BRAND, ...VISUAL, comment: 34, visualVersionCommentText: 'Make the logo bigger.', causer: PERSON }, title: 'New comment', text: 'David Developer commented on “Black Friday countdown”.', detail: 'Make the logo bigger.', href: '/acme/visuals/3/tester/7', needs: ['visual', 'visualVersion'] },
  { name: 'low credit 100', type: T('LowCreditBalance'), data: { ...BRAND, type: 'below100', balance: 72 }, title: 'Balance below 100 credits', text: 'The balance of Acme Corporation fell below 100 credits.', href: '/acme/brand-settings/wallet', needs: ['brandIdentifier'] },
  { name: 'low credit 50', type: T('LowCreditBalance'), data: { ...BRAND, type: 'below50', balance: 35 }, title: 'Balance below 50 credits', text: 'The balance of Acme Corporation fell below 50 credits. Renders may stop soon.', href: '/acme/brand-settings/wallet', needs: [] },
  { name: 'low credit 5', type: T('LowCreditBalance'), data: { ...BRAND, type: 'below5', balance: 3 }, title: 'Balance below 5 credits', text: 'The balance of Acme Corporation fell below 5 credits. Rendering is about to stop.', href: '/acme/brand-settings/wallet', needs: [] },
  { name: 'storage 75', type: T('StorageUsageExceeded'), data: { ...BRAND, type: 'above75', percentage: 80 }, title: 'Storage over 75 %', text: 'Acme Corporation uses more than 75 % of its storage.', href: '/acme/brand-settings/storage/ad-sets', needs: ['brandIdentifier'] },
  { name: 'storage 90', type: T('StorageUsageExceeded'), data: { ...BRAND, type: 'above90', percentage: 93 }, title: 'Storage over 90 %', text: 'Acme Corporation uses more than 90 % of its storage.', href: '/acme/brand-settings/storage/ad-sets', needs: [] },
  { name: 'storage 100', type: T('StorageUsageExceeded'), data: { ...BRAND, type: 'above100', percentage: 104 }, title: 'Storage full', text: 'Acme Corporation has used all of its storage.', href: '/acme/brand-settings/storage/ad-sets', needs: [] },
  { name: 'invitation', type: T('BrandInvitation'), data: { brandIdentifier: 'wayne', brandLabel: 'Wayne Enterprises', hash: 'wayne-invite-e2e', causer: PERSON }, title: 'Brand invitation', text: 'David Developer invited you to Wayne Enterprises.', href: '/invite/wayne-invite-e2e', needs: ['hash'] },
  { name: 'render finished', type: T('VisualBuildFinished'), data: { ...BRAND, ...VISUAL, visualBuild: 27, error: null }, title: 'Render finished', text: 'A render of “Black Friday countdown” is ready.', href: '/acme/visuals/3/version/7', needs: ['visual', 'visualVersion'] },
  { name: 'render failed', type: T('VisualBuildFailed'), data: { ...BRAND, ...VISUAL, visualBuild: 35, error: 'Font "Brand Sans" is missing in the package.' }, title: 'Render failed', text: 'A render of “Black Friday countdown” failed.', detail: 'Font "Brand Sans" is missing in the package.', href: '/acme/visuals/3/version/7', needs: ['visualVersion'] },
  { name: 'scenario render failed', type: T('ScenarioBuildFailed'), data: { ...BRAND, visualBuild: 9001, adpackage: 'adpackage-1.zip', reason: 'insufficient-credit' }, title: 'Render stopped: not enough credits', text: 'adpackage-1.zip was not rendered: the wallet ran out of credits.', href: '/acme/brand-settings/wallet', needs: ['brandIdentifier'] },
  { name: 'in-app', type: T('InApp'), data: { ...BRAND, group: 'WALLET', operation: 'topped-up', subscriptionName: 'wallet.topped-up', subjectLangKey: 'NOTIFICATIONS.IN_APP.WALLET.TOPPED-UP', subject: { label: 'Wallet top-up' }, causer: PERSON, url: '/acme/brand-settings/wallet' }, title: 'Wallet', text: 'Wallet top-up (David Developer)', href: '/acme/brand-settings/wallet', needs: ['url'] },
];

/** In-app notifications whose url is no same-origin path: shown, never a link. */
const HOSTILE_URLS = ['javascript:alert(1)', '//evil.example/x', '/\\evil.example', 'https://evil.example/', 'data:text/html,hi'];

interface Case {
  readonly label: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly title: string;
  readonly text: string;
  readonly detail: string | null;
  readonly href: string | null;
}

const without = (data: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));

const CASES: readonly Case[] = [
  ...KINDS.flatMap((kind): Case[] => [
    { label: kind.name, type: kind.type, data: kind.data, title: kind.title, text: kind.text, detail: kind.detail ?? null, href: kind.href },
    ...kind.needs.map((field): Case => ({ label: `${kind.name} without ${field}`, type: kind.type, data: without(kind.data, field), title: kind.title, text: kind.text, detail: kind.detail ?? null, href: null })),
  ]),
  ...HOSTILE_URLS.map((url): Case => ({ label: `in-app to ${url}`, type: T('InApp'), data: { ...BRAND, group: 'GENERIC', subject: { label: `Go to ${url}` }, url }, title: 'Announcement', text: `Go to ${url}`, detail: null, href: null })),
];
/** An unknown kind: loaded and counted, rendered as nothing. */
const UNKNOWN = { type: T('LegacyDigest'), data: { ...BRAND, digest: 'weekly' } };

interface ShownItem {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly detail: string | null;
  readonly href: string | null;
}

/** What the items in the DOM show (the e2e code has no DOM types: structural casts). */
async function shownItems(panel: Locator): Promise<ShownItem[]> {
  return panel.getByTestId('notification-item').evaluateAll((elements) =>
    elements.map((element) => {
      type El = { dataset: Record<string, string>; querySelector(selector: string): { textContent: string | null; getAttribute(name: string): string | null } | null };
      const el = element as unknown as El;
      const text = (testId: string) => el.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;
      return { id: el.dataset.id ?? '', title: text('notification-title') ?? '', text: text('notification-text') ?? '', detail: text('notification-detail'), href: el.querySelector('a')?.getAttribute('href') ?? null };
    }),
  );
}

type Box = { scrollTop: number; scrollHeight: number; clientHeight: number };
const scrollBox = (panel: Locator) => panel.getByTestId('notifications-scroll');

async function openPanel(page: Page): Promise<Locator> {
  await page.getByTestId('notifications-bell').click();
  // The dialog element wraps the fixed panel (no box of its own): its name is checked, the panel seen.
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeAttached();
  const panel = page.getByTestId('notifications-panel');
  await expect(panel).toBeVisible();
  return panel;
}

test('the notification centre: a panel from the bell, infinite scroll to the end, every kind in its own words and links', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await control(page, 'farm', { running: false });
  // The list's GraphQL pages, by `first` and `page` (the worker's requests are seen by the page too).
  const pages: { first: number; page: number }[] = [];
  page.on('request', (request) => {
    const body = request.postData();
    if (!request.url().includes('/graphql') || !body?.includes('NotificationsPaginated')) return;
    const { first, page: number } = (JSON.parse(body) as { variables: { first: number; page: number } }).variables;
    pages.push({ first, page: number });
  });

  await signIn(page, PEOPLE.visitor, '/acme/ad-sets');
  await waitForPageReady(page);

  // Nothing yet: the empty state; Escape closes and the focus goes back to the bell.
  let panel = await openPanel(page);
  await expect(panel.getByText('No notifications in the last 30 days.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/panel-empty.png` });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('notifications-bell')).toBeFocused();

  const ids = new Map<string, Case>();
  for (const c of CASES) {
    const created = (await control(page, 'notify', { email: PEOPLE.visitor, brand: 'acme', type: c.type, data: c.data })) as { data: { id: string } };
    ids.set(created.data.id, c);
  }
  await control(page, 'notify', { email: PEOPLE.visitor, brand: 'acme', ...UNKNOWN });
  const total = CASES.length + 1;
  expect(total).toBeGreaterThan(40);
  // Announced live (GraphQL subscription): the bell counts them without a reload.
  await expect(page.getByTestId('unread-count')).toHaveText(String(total), { timeout: 10_000 });

  panel = await openPanel(page);
  await expect(panel.getByTestId('notification-item').first()).toBeVisible();
  const box = scrollBox(panel);
  // Infinite scroll: only scrolling, no button, until the end message.
  const end = panel.getByText('That is all from the last 30 days.');
  // To the bottom, and again once the next page has grown the list, until the end message shows.
  await expect(async () => {
    await scrollAndSettle(box, 'bottom');
    await expect(end).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  // Page by page, 20 at a time (never a growing `first`): each page after the first once, to the last.
  expect(pages.every((p) => p.first === 20)).toBe(true);
  expect(pages.filter((p) => p.page > 1).map((p) => p.page)).toEqual(Array.from({ length: Math.ceil(total / 20) - 1 }, (_, i) => i + 2));
  await expect(panel.getByRole('button', { name: /load more/i })).toHaveCount(0);

  // Walk the list from the top, reading each item as the virtualizer renders it.
  const seen = new Map<string, ShownItem>();
  await scrollAndSettle(box, 'top');
  let domMax = 0;
  for (let step = 0; step < 80; step++) {
    const items = await shownItems(panel);
    domMax = Math.max(domMax, items.length);
    for (const item of items) seen.set(item.id, item);
    const { atBottom, step: by } = await box.evaluate((el) => {
      const b = el as unknown as Box;
      return { atBottom: b.scrollTop + b.clientHeight >= b.scrollHeight - 1, step: Math.floor(b.clientHeight * 0.6) };
    });
    if (atBottom) break;
    await scrollAndSettle(box, { by });
  }
  // Virtualized: never more than a screenful and the overscan in the DOM.
  expect(domMax).toBeLessThan(20);

  expect([...seen.keys()].sort()).toEqual([...ids.keys()].sort());
  for (const [id, expected] of ids) {
    const shown = seen.get(id)!;
    expect({ label: expected.label, title: shown.title, text: shown.text, detail: shown.detail, href: shown.href }).toEqual({
      label: expected.label,
      title: expected.title,
      text: expected.text,
      detail: expected.detail,
      href: expected.href,
    });
  }

  // The panel at the top, as a person opens it, and further down where comments are.
  await scrollAndSettle(box, 'top');
  await page.screenshot({ path: `${SHOTS}/panel-open.png` });
  const axe = await new AxeBuilder({ page }).include('[data-testid="notifications-panel"]').exclude('[id^="headlessui-focus-sentinel"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await scrollAndSettle(box, await box.evaluate((el) => (el as unknown as Box).scrollHeight / 2));
  await page.screenshot({ path: `${SHOTS}/panel-middle.png` });

  // Mark one read; the Unread chip then shows the others only. Back at the top first and settled:
  // the list is windowed and measures its rows as they appear, so letting the click scroll the
  // first item into view can move it under the pointer between the scroll and the press.
  await scrollAndSettle(box, 'top');
  const first = panel.locator('li[aria-posinset="1"]').getByTestId('notification-item');
  await first.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByTestId('unread-count')).toHaveText(String(total - 1));
  await panel.getByRole('button', { name: 'Unread', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'Unread', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.locator('[data-testid="notification-item"][data-unread="false"]')).toHaveCount(0);
  await expect(panel.getByTestId('notification-item').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/panel-unread.png` });

  // Following an item closes the panel, marks it read and goes to its link.
  await panel.getByRole('button', { name: 'All', exact: true }).click();
  const wallet = [...ids].find(([, c]) => c.label === 'low credit 50')![0];
  const item = panel.locator(`[data-testid="notification-item"][data-id="${wallet}"]`);
  await scrollAndSettle(box, 'top');
  for (let step = 0; step < 40 && (await item.count()) === 0; step++) await scrollAndSettle(box, { by: 300 });
  await item.getByRole('link', { name: 'Balance below 50 credits' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/acme\/brand-settings\/wallet$/);
  await expect(page.getByTestId('unread-count')).toHaveText(String(total - 2));

  // The settings page and the dashboard show the same items.
  await page.goto('/acme/brand-settings/notifications');
  await expect(page.getByTestId('notifications-page').getByTestId('notification-item').first()).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/settings-page.png` });
  await page.goto('/acme/dashboard');
  await expect(page.getByTestId('recent-notifications').getByTestId('notification-item')).toHaveCount(5, { timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/dashboard.png` });
});

test('the Unread chip with nothing unread keeps the panel open and shows the empty state, on a phone too', async ({ page }) => {
  // The farm's timer finishes the seed's renders, which notifies their owner (the manager) while
  // the test runs; the farm waits until it ends.
  await control(page, 'farm', { running: false });
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, PEOPLE.manager, '/acme/ad-sets');
  await waitForPageReady(page);
  const panel = await openPanel(page);
  await expect(panel.getByTestId('notification-item').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Unread', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'Unread', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByText('No notifications in the last 30 days.')).toBeVisible();
  await expect(panel).toBeVisible();
});
