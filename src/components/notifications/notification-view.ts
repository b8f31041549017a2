/**
 * What a notification shows and where it links: one view model for the panel, the settings page
 * and the dashboard (spec sections 2, 3 and 5). Every recognised kind has its own title and text
 * (NOTIFICATIONS.KIND.*), a detail line where the data has one (a review comment, a comment, a
 * render error, why a feed's fetch failed) and a link only when every field the link needs is present: a known kind is
 * never hidden, whatever its data lacks. An unrecognised kind gives null (renders nothing).
 * Which kind links where is the table in docs/notifications.md.
 */
import type { AppNotification } from '../../../worker/contract/entities';
import { firstComment, firstText, personName, stringField, subjectLabel, textField, type NotificationData } from './notification-data';
import { kindOf, type NotificationKind } from '../../../worker/contract/notification-kinds';
import { brandedPath, pathOf, sameOriginPath } from './notification-links';

/** Titles, texts and comments are cut here (spec section 5). */
export const NOTIFICATION_TEXT_MAX = 110;

export function truncate(text: string, max = NOTIFICATION_TEXT_MAX): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * A parameter of a message: text from the data, or null when the data lacks it (the item then
 * says "untitled", "Someone" or "an unknown brand" in the user's language: message-text.ts).
 */
export type MessageParam = string | null;

export interface Message {
  readonly key: string;
  readonly params: Readonly<Record<string, MessageParam>>;
}

export interface NotificationView {
  readonly kind: NotificationKind;
  readonly title: Message;
  readonly text: Message;
  /** User-written or server text shown as it is (a comment, a render error), already truncated. */
  readonly detail: string | null;
  readonly link: string | null;
}

type Body = Omit<NotificationView, 'kind'>;

const brand = (d: NotificationData) => firstText(d, 'brandLabel', 'brandIdentifier');
const plain = (key: string): Message => ({ key, params: {} });
const detailOf = (text: string | null) => (text === null ? null : truncate(text));

/** The review comment of a version event: `visualVersionCommentText`, else a textual `comment`. */
const versionComment = (d: NotificationData) => firstText(d, 'visualVersionCommentText') ?? stringField(d, 'comment');
const versionPath = (d: NotificationData, page: 'version' | 'tester') => brandedPath(d, 'visuals', textField(d, 'visual'), page, textField(d, 'visualVersion'));
const visualLabel = (d: NotificationData) => firstText(d, 'visualLabel');

function adSetReviewed(d: NotificationData): Body {
  const params = { label: firstText(d, 'adSetLabel') };
  const link = brandedPath(d, 'ad-sets', textField(d, 'adSet'));
  const detail = detailOf(firstComment(d));
  switch (stringField(d, 'reviewState')) {
    case 'partly-approved':
      return { title: plain('NOTIFICATIONS.KIND.AD_SET_PARTLY_APPROVED.TITLE'), text: { key: 'NOTIFICATIONS.KIND.AD_SET_PARTLY_APPROVED.TEXT', params }, detail, link };
    case 'rejected':
      return { title: plain('NOTIFICATIONS.KIND.AD_SET_REJECTED.TITLE'), text: { key: 'NOTIFICATIONS.KIND.AD_SET_REJECTED.TEXT', params }, detail, link };
    default:
      // Spec section 3: any other review state counts as approved.
      return { title: plain('NOTIFICATIONS.KIND.AD_SET_APPROVED.TITLE'), text: { key: 'NOTIFICATIONS.KIND.AD_SET_APPROVED.TEXT', params }, detail, link };
  }
}

function lowCredit(d: NotificationData): Body {
  const params = { brand: brand(d) };
  const link = brandedPath(d, 'brand-settings', 'wallet');
  switch (stringField(d, 'type')) {
    case 'below100':
      return { title: plain('NOTIFICATIONS.KIND.LOW_CREDIT_100.TITLE'), text: { key: 'NOTIFICATIONS.KIND.LOW_CREDIT_100.TEXT', params }, detail: null, link };
    case 'below50':
      return { title: plain('NOTIFICATIONS.KIND.LOW_CREDIT_50.TITLE'), text: { key: 'NOTIFICATIONS.KIND.LOW_CREDIT_50.TEXT', params }, detail: null, link };
    default:
      // Spec section 3: any other level is treated as below 5.
      return { title: plain('NOTIFICATIONS.KIND.LOW_CREDIT_5.TITLE'), text: { key: 'NOTIFICATIONS.KIND.LOW_CREDIT_5.TEXT', params }, detail: null, link };
  }
}

function storageExceeded(d: NotificationData): Body {
  const params = { brand: brand(d) };
  const link = brandedPath(d, 'brand-settings', 'storage', 'ad-sets');
  switch (stringField(d, 'type')) {
    case 'above100':
      return { title: plain('NOTIFICATIONS.KIND.STORAGE_100.TITLE'), text: { key: 'NOTIFICATIONS.KIND.STORAGE_100.TEXT', params }, detail: null, link };
    case 'above90':
      return { title: plain('NOTIFICATIONS.KIND.STORAGE_90.TITLE'), text: { key: 'NOTIFICATIONS.KIND.STORAGE_90.TEXT', params }, detail: null, link };
    default:
      // Levels are above75, above90 and above100; an unknown one says the least alarming thing.
      return { title: plain('NOTIFICATIONS.KIND.STORAGE_75.TITLE'), text: { key: 'NOTIFICATIONS.KIND.STORAGE_75.TEXT', params }, detail: null, link };
  }
}

/** Titles of in-app notifications by their `group`; any other group is generic (spec section 3). */
const IN_APP_TITLES: Readonly<Record<string, string>> = {
  ASSET_GROUP: 'NOTIFICATIONS.KIND.IN_APP.TITLE_ASSET_GROUP',
  AD_SET: 'NOTIFICATIONS.KIND.IN_APP.TITLE_AD_SET',
  VISUAL: 'NOTIFICATIONS.KIND.IN_APP.TITLE_VISUAL',
  WALLET: 'NOTIFICATIONS.KIND.IN_APP.TITLE_WALLET',
  FEED: 'NOTIFICATIONS.KIND.IN_APP.TITLE_FEED',
  VISUAL_BUILD: 'NOTIFICATIONS.KIND.IN_APP.TITLE_VISUAL_BUILD',
  ASSET_LIBRARY: 'NOTIFICATIONS.KIND.IN_APP.TITLE_ASSET_LIBRARY',
};

function inApp(d: NotificationData): Body {
  const group = stringField(d, 'group');
  const titleKey = (group !== null && Object.hasOwn(IN_APP_TITLES, group) ? IN_APP_TITLES[group] : undefined) ?? 'NOTIFICATIONS.KIND.IN_APP.TITLE_GENERIC';
  const person = personName(d, 'causer');
  const subject = subjectLabel(d);
  const text: Message = person === null ? { key: 'NOTIFICATIONS.KIND.IN_APP.TEXT', params: { subject } } : { key: 'NOTIFICATIONS.KIND.IN_APP.TEXT_BY', params: { subject, person } };
  // Not brand-prefixed: the url is a whole path of this site, or no link at all.
  return { title: plain(titleKey), text, detail: null, link: sameOriginPath(d.url) };
}

const BODIES: Readonly<Record<NotificationKind, (d: NotificationData) => Body>> = {
  'ad-set-reviewed': adSetReviewed,
  'asset-group-published': (d) => ({
    title: plain('NOTIFICATIONS.KIND.ASSET_GROUP_PUBLISHED.TITLE'),
    text: { key: 'NOTIFICATIONS.KIND.ASSET_GROUP_PUBLISHED.TEXT', params: { person: personName(d, 'publisher', 'causer'), label: firstText(d, 'assetGroupLabel', 'assetGroupName') } },
    detail: null,
    link: brandedPath(d, 'asset-groups', textField(d, 'assetGroup')),
  }),
  'approval-requested': (d) => ({
    title: plain('NOTIFICATIONS.KIND.APPROVAL_REQUESTED.TITLE'),
    text: { key: 'NOTIFICATIONS.KIND.APPROVAL_REQUESTED.TEXT', params: { label: visualLabel(d) } },
    detail: detailOf(versionComment(d)),
    link: versionPath(d, 'version'),
  }),
  'version-approved': (d) => ({
    title: plain('NOTIFICATIONS.KIND.VERSION_APPROVED.TITLE'),
    text: { key: 'NOTIFICATIONS.KIND.VERSION_APPROVED.TEXT', params: { label: visualLabel(d) } },
    detail: detailOf(versionComment(d)),
    link: versionPath(d, 'version'),
  }),
  'version-rejected': (d) => ({
    title: plain('NOTIFICATIONS.KIND.VERSION_REJECTED.TITLE'),
    text: { key: 'NOTIFICATIONS.KIND.VERSION_REJECTED.TEXT', params: { label: visualLabel(d) } },
    detail: detailOf(versionComment(d)),
    link: versionPath(d, 'version'),
  }),
  'comment-created': (d) => ({
    title: plain('NOTIFICATIONS.KIND.COMMENT_CREATED.TITLE'),
    text: { key: 'NOTIFICATIONS.KIND.COMMENT_CREATED.TEXT', params: { person: personName(d, 'causer'), label: visualLabel(d) } },
    detail: detailOf(versionComment(d)),
    link: versionPath(d, 'tester'),
  }),
  'low-credit': lowCredit,
  'storage-exceeded': storageExceeded,
  'brand-invitation': (d) => ({
    title: plain('NOTIFICATIONS.KIND.INVITATION.TITLE'),
    text: { key: 'NOTIFICATIONS.KIND.INVITATION.TEXT', params: { person: personName(d, 'causer'), brand: brand(d) } },
    detail: null,
    // The one link without the brand prefix: the invitee is not in that brand yet.
    link: pathOf(['invite', textField(d, 'hash')]),
  }),
  'build-finished': (d) => ({
    title: plain('NOTIFICATIONS.KIND.BUILD_FINISHED.TITLE'),
    text: { key: 'NOTIFICATIONS.KIND.BUILD_FINISHED.TEXT', params: { label: visualLabel(d) } },
    detail: null,
    link: versionPath(d, 'version'),
  }),
  'build-failed': (d) => ({
    title: plain('NOTIFICATIONS.KIND.BUILD_FAILED.TITLE'),
    text: { key: 'NOTIFICATIONS.KIND.BUILD_FAILED.TEXT', params: { label: visualLabel(d) } },
    detail: detailOf(stringField(d, 'error')),
    link: versionPath(d, 'version'),
  }),
  'scenario-build-failed': (d) => ({
    title: plain('NOTIFICATIONS.KIND.SCENARIO_BUILD_FAILED.TITLE'),
    text: { key: 'NOTIFICATIONS.KIND.SCENARIO_BUILD_FAILED.TEXT', params: { label: firstText(d, 'adpackage') } },
    detail: null,
    link: brandedPath(d, 'brand-settings', 'wallet'),
  }),
  'feed-fetch-failed': (d) => ({
    title: plain('NOTIFICATIONS.KIND.FEED_FETCH_FAILED.TITLE'),
    text: { key: 'NOTIFICATIONS.KIND.FEED_FETCH_FAILED.TEXT', params: { label: firstText(d, 'feedLabel') } },
    detail: detailOf(stringField(d, 'error')),
    link: brandedPath(d, 'feeds', textField(d, 'feed')),
  }),
  'in-app': inApp,
};

export function viewNotification(n: AppNotification): NotificationView | null {
  const kind = kindOf(n.type);
  return kind === null ? null : { kind, ...BODIES[kind](n.data) };
}

const viewed = new WeakMap<AppNotification, NotificationView | null>();

/**
 * viewNotification once per notification object: a row the worker did not change keeps its
 * identity across batches, and so keeps its view, so its memoised item does not render again.
 */
export function viewOf(n: AppNotification): NotificationView | null {
  let view = viewed.get(n);
  if (view === undefined) {
    view = viewNotification(n);
    viewed.set(n, view);
  }
  return view;
}

export interface ViewedNotification {
  readonly notification: AppNotification;
  readonly view: NotificationView;
}

/** The items a list shows, in order (at most `limit`): every recognised kind, nothing for the others. */
export function viewNotifications(items: readonly AppNotification[], limit = Infinity): ViewedNotification[] {
  const rows: ViewedNotification[] = [];
  for (const notification of items) {
    if (rows.length >= limit) break;
    const view = viewOf(notification);
    if (view !== null) rows.push({ notification, view });
  }
  return rows;
}
