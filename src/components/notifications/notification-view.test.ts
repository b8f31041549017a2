/**
 * The notification view model, table-driven over every kind the server sends
 * (server/notifications/kinds.ts): its own title and text, and its link exactly as spec section 2
 * lists it, or no link (never a hidden item) when any field the link needs is missing.
 */
import { describe, expect, it } from 'vitest';
import cs from '../../../locales/cs.json';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { NOTIFICATION_TYPES } from '../../../server/notifications/kinds';
import { makeNotification } from '../../../tests/harness/snapshot-fixtures';
import { placeholders } from '../../i18n/flatten-keys';
import { NOTIFICATION_TEXT_MAX, truncate, viewNotification, viewNotifications, type NotificationView } from './notification-view';

const BRAND = { brandIdentifier: 'acme', brandLabel: 'Acme Corporation' };
const PERSON = { id: 2, name: 'David Developer' };
const VISUAL = { visual: 4, visualLabel: 'Summer banner', visualVersion: 8 };

interface Row {
  readonly name: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly link: string;
  /** Fields the link needs: without any one of them the item is plain. */
  readonly needs: readonly string[];
  readonly title: string;
  readonly detail?: string;
}

const N = NOTIFICATION_TYPES;
const ROWS: readonly Row[] = [
  { name: 'ad set approved', type: N.AdSetReviewed, data: { ...BRAND, adSet: 12, adSetLabel: 'Summer', reviewState: 'approved', comments: [], creator: PERSON }, link: '/acme/ad-sets/12', needs: ['brandIdentifier', 'adSet'], title: 'AD_SET_APPROVED' },
  { name: 'ad set partly approved', type: N.AdSetReviewed, data: { ...BRAND, adSet: 12, adSetLabel: 'Summer', reviewState: 'partly-approved', comments: [{ comment: 'Two sizes fail.', author: PERSON }] }, link: '/acme/ad-sets/12', needs: ['brandIdentifier', 'adSet'], title: 'AD_SET_PARTLY_APPROVED', detail: 'Two sizes fail.' },
  { name: 'ad set rejected', type: N.AdSetReviewed, data: { ...BRAND, adSet: 12, adSetLabel: 'Summer', reviewState: 'rejected' }, link: '/acme/ad-sets/12', needs: ['brandIdentifier', 'adSet'], title: 'AD_SET_REJECTED' },
  { name: 'ad set of an unknown state', type: N.AdSetReviewed, data: { ...BRAND, adSet: 12, reviewState: 'weird' }, link: '/acme/ad-sets/12', needs: ['adSet'], title: 'AD_SET_APPROVED' },
  { name: 'source files published', type: N.AssetGroupPublished, data: { ...BRAND, assetGroup: 3, assetGroupLabel: 'Hero images', assetGroupName: 'hero', assetLabel: 'hero.png', causer: PERSON, publisher: PERSON }, link: '/acme/asset-groups/3', needs: ['brandIdentifier', 'assetGroup'], title: 'ASSET_GROUP_PUBLISHED' },
  { name: 'approval requested', type: N.VisualVersionApprovalRequested, data: { ...BRAND, ...VISUAL, comment: 'Ready.', visualVersionCommentText: 'Ready.' }, link: '/acme/visuals/4/version/8', needs: ['brandIdentifier', 'visual', 'visualVersion'], title: 'APPROVAL_REQUESTED', detail: 'Ready.' },
  { name: 'version approved', type: N.VisualVersionApproved, data: { ...BRAND, ...VISUAL, comment: null, visualVersionCommentText: null }, link: '/acme/visuals/4/version/8', needs: ['brandIdentifier', 'visual', 'visualVersion'], title: 'VERSION_APPROVED' },
  { name: 'version rejected', type: N.VisualVersionRejected, data: { ...BRAND, ...VISUAL, comment: 'Colours.', visualVersionCommentText: 'Colours.' }, link: '/acme/visuals/4/version/8', needs: ['brandIdentifier', 'visual', 'visualVersion'], title: 'VERSION_REJECTED', detail: 'Colours.' },
  { name: 'comment created', type: N.VisualVersionCommentCreated, data: { ...BRAND, ...VISUAL, comment: 34, visualVersionCommentText: 'Bigger logo', causer: PERSON }, link: '/acme/visuals/4/tester/8', needs: ['brandIdentifier', 'visual', 'visualVersion'], title: 'COMMENT_CREATED', detail: 'Bigger logo' },
  { name: 'low credit below 100', type: N.LowCreditBalance, data: { ...BRAND, type: 'below100', balance: 72 }, link: '/acme/brand-settings/wallet', needs: ['brandIdentifier'], title: 'LOW_CREDIT_100' },
  { name: 'low credit below 50', type: N.LowCreditBalance, data: { ...BRAND, type: 'below50', balance: 35 }, link: '/acme/brand-settings/wallet', needs: ['brandIdentifier'], title: 'LOW_CREDIT_50' },
  { name: 'low credit below 5', type: N.LowCreditBalance, data: { ...BRAND, type: 'below5', balance: 3 }, link: '/acme/brand-settings/wallet', needs: ['brandIdentifier'], title: 'LOW_CREDIT_5' },
  { name: 'low credit of another level (below 5)', type: N.LowCreditBalance, data: { ...BRAND, type: 'weird' }, link: '/acme/brand-settings/wallet', needs: ['brandIdentifier'], title: 'LOW_CREDIT_5' },
  { name: 'storage above 75', type: N.StorageUsageExceeded, data: { ...BRAND, type: 'above75', percentage: 80 }, link: '/acme/brand-settings/storage/ad-sets', needs: ['brandIdentifier'], title: 'STORAGE_75' },
  { name: 'storage above 90', type: N.StorageUsageExceeded, data: { ...BRAND, type: 'above90', percentage: 93 }, link: '/acme/brand-settings/storage/ad-sets', needs: ['brandIdentifier'], title: 'STORAGE_90' },
  { name: 'storage above 100', type: N.StorageUsageExceeded, data: { ...BRAND, type: 'above100', percentage: 104 }, link: '/acme/brand-settings/storage/ad-sets', needs: ['brandIdentifier'], title: 'STORAGE_100' },
  { name: 'brand invitation', type: N.BrandInvitation, data: { ...BRAND, hash: 'h1', causer: PERSON }, link: '/invite/h1', needs: ['hash'], title: 'INVITATION' },
  { name: 'render finished', type: N.VisualBuildFinished, data: { ...BRAND, ...VISUAL, visualBuild: 27, error: null }, link: '/acme/visuals/4/version/8', needs: ['brandIdentifier', 'visual', 'visualVersion'], title: 'BUILD_FINISHED' },
  { name: 'render failed', type: N.VisualBuildFailed, data: { ...BRAND, ...VISUAL, visualBuild: 35, error: 'Font missing' }, link: '/acme/visuals/4/version/8', needs: ['brandIdentifier', 'visual', 'visualVersion'], title: 'BUILD_FAILED', detail: 'Font missing' },
  { name: 'scenario render failed', type: N.ScenarioBuildFailed, data: { ...BRAND, visualBuild: 9001, adpackage: 'pkg.zip', reason: 'insufficient-credit' }, link: '/acme/brand-settings/wallet', needs: ['brandIdentifier'], title: 'SCENARIO_BUILD_FAILED' },
  { name: 'feed fetch failed', type: N.FeedFetchFailed, data: { ...BRAND, feed: 14, feedLabel: 'Shop catalogue', error: 'The URL answered 404 Not Found.' }, link: '/acme/feeds/14', needs: ['brandIdentifier', 'feed'], title: 'FEED_FETCH_FAILED', detail: 'The URL answered 404 Not Found.' },
  { name: 'in-app with a url', type: N.InApp, data: { ...BRAND, group: 'WALLET', operation: 'topped-up', subscriptionName: 'wallet.topped-up', subjectLangKey: 'X', subject: { label: 'Wallet' }, causer: PERSON, url: '/acme/brand-settings/wallet' }, link: '/acme/brand-settings/wallet', needs: ['url'], title: 'IN_APP' },
];

const view = (type: string, data: Record<string, unknown>) => viewNotification(makeNotification({ id: 'n', type, data }));
const without = (data: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));

describe('notification view: links (spec section 2)', () => {
  it.each(ROWS)('$name links to $link', (row) => {
    const shown = view(row.type, row.data);
    expect(shown?.link).toBe(row.link);
    expect(shown?.title.key.startsWith(`NOTIFICATIONS.KIND.${row.title}.`)).toBe(true);
    expect(shown?.detail ?? undefined).toBe(row.detail);
  });

  const missing = ROWS.flatMap((row) => row.needs.flatMap((field) => [null, undefined, '', '  ', {}, true].map((value) => ({ ...row, field, value }))));
  it.each(missing)('$name with $field = $value is a plain item, not a hidden one', (row) => {
    const data = row.value === undefined ? without(row.data, row.field) : { ...row.data, [row.field]: row.value };
    const shown = view(row.type, data);
    expect(shown).not.toBeNull();
    expect(shown?.link).toBeNull();
    expect(shown?.title).toEqual(view(row.type, row.data)?.title);
  });

  it('gives a known kind a plain item even with no data at all', () => {
    for (const type of Object.values(NOTIFICATION_TYPES)) expect(view(type, {})).toMatchObject({ link: null });
  });

  it('recognises every kind the server sends, by class name with or without namespace and suffix', () => {
    for (const type of Object.values(NOTIFICATION_TYPES)) {
      expect(view(type, BRAND)).not.toBeNull();
      expect(view(type.replace(/^.*\\/, '').replace(/Notification$/, ''), BRAND)?.kind).toBe(view(type, BRAND)?.kind);
    }
    expect(new Set(Object.values(NOTIFICATION_TYPES).map((type) => view(type, BRAND)?.kind)).size).toBe(Object.keys(NOTIFICATION_TYPES).length);
  });

  it('renders nothing for an unrecognised kind, whatever its data looks like', () => {
    expect(view('App\\Notifications\\LegacyDigestNotification', { ...BRAND, adSet: 1, visual: 2, hash: 'x', group: 'AD_SET', subscriptionName: 's' })).toBeNull();
    expect(view('App\\Notifications\\toString', BRAND)).toBeNull();
    expect(view('', BRAND)).toBeNull();
  });

  it('encodes the segments it takes from the data', () => {
    expect(view(N.AdSetReviewed, { brandIdentifier: 'a b', adSet: '1/2?x#y' })?.link).toBe('/a%20b/ad-sets/1%2F2%3Fx%23y');
    expect(view(N.BrandInvitation, { hash: '../admin' })?.link).toBe('/invite/..%2Fadmin');
    expect(view(N.BrandInvitation, { hash: '..' })?.link).toBeNull();
    expect(view(N.AdSetReviewed, { brandIdentifier: '.', adSet: 1 })?.link).toBeNull();
  });
});

describe('notification view: in-app urls', () => {
  const inApp = (url: unknown) => view(N.InApp, { ...BRAND, group: 'GENERIC', subject: { label: 'News' }, url })?.link;

  it.each(['/acme/dashboard', '/acme/ad-sets/3?tab=ads#top', '/invite/abc', '/'])('links the same-origin path %s', (url) => {
    expect(inApp(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://evil.example/',
    'http:/evil.example',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\\\\evil.example',
    'acme/dashboard',
    '',
    null,
    42,
    { href: '/acme' },
  ])('gives no link for %j', (url) => {
    expect(inApp(url)).toBeNull();
  });
});

describe('notification view: texts', () => {
  const LOCALES = { en, cs, fr } as const;
  const lookup = (tree: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
  const views: NotificationView[] = ROWS.map((row) => view(row.type, row.data)!);
  const inAppGroups = ['ASSET_GROUP', 'AD_SET', 'VISUAL', 'WALLET', 'FEED', 'VISUAL_BUILD', 'ASSET_LIBRARY', 'GENERIC', 'OTHER'].map((group) => view(N.InApp, { group, subject: { label: 'x' } })!);

  it('gives every kind and level its own title and text', () => {
    const distinct = ROWS.filter((row) => !row.name.includes('unknown') && !row.name.includes('another level'));
    const shown = distinct.map((row) => view(row.type, row.data)!);
    expect(new Set(shown.map((v) => v.title.key)).size).toBe(distinct.length);
    expect(new Set(shown.map((v) => v.text.key)).size).toBe(distinct.length);
    expect(new Set(inAppGroups.map((v) => v.title.key)).size).toBe(8);
  });

  it.each(['en', 'cs', 'fr'] as const)('has every title and text in %s, with the parameters the view gives', (locale) => {
    for (const shown of [...views, ...inAppGroups, view(N.InApp, { subject: { label: 'x' } })!]) {
      for (const message of [shown.title, shown.text]) {
        const text = lookup(LOCALES[locale], message.key);
        expect(typeof text, `${locale} ${message.key}`).toBe('string');
        expect(placeholders(text as string).sort(), message.key).toEqual(Object.keys(message.params).sort());
      }
    }
  });

  it('truncates comments and errors to 110 characters', () => {
    const long = 'x'.repeat(300);
    expect(view(N.VisualVersionCommentCreated, { ...BRAND, ...VISUAL, visualVersionCommentText: long })?.detail).toHaveLength(NOTIFICATION_TEXT_MAX);
    expect(view(N.VisualBuildFailed, { ...BRAND, ...VISUAL, error: long })?.detail).toHaveLength(NOTIFICATION_TEXT_MAX);
    expect(truncate('a'.repeat(200))).toBe(`${'a'.repeat(109)}…`);
    expect(truncate('a'.repeat(110))).toBe('a'.repeat(110));
  });

  it('takes the data as given: labels and names become parameters, missing ones null', () => {
    expect(view(N.VisualVersionCommentCreated, { ...BRAND, ...VISUAL, causer: PERSON })?.text).toEqual({ key: 'NOTIFICATIONS.KIND.COMMENT_CREATED.TEXT', params: { person: 'David Developer', label: 'Summer banner' } });
    expect(view(N.VisualVersionCommentCreated, { visualVersionCommentText: 7, comment: 'Old text' })?.text.params).toEqual({ person: null, label: null });
    expect(view(N.VisualVersionCommentCreated, { comment: 'Old text' })?.detail).toBe('Old text');
    expect(view(N.VisualVersionCommentCreated, { comment: 34 })?.detail).toBeNull();
  });
});

describe('viewNotifications', () => {
  it('keeps the order, drops the unrecognised and stops at the limit', () => {
    const items = ['a', 'b', 'c', 'd'].map((id, i) => makeNotification({ id, type: i === 1 ? 'App\\Notifications\\Mystery' : N.LowCreditBalance, data: BRAND }));
    expect(viewNotifications(items).map((row) => row.notification.id)).toEqual(['a', 'c', 'd']);
    expect(viewNotifications(items, 2).map((row) => row.notification.id)).toEqual(['a', 'c']);
  });
});
