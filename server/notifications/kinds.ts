/**
 * Notification kinds: the Laravel notification class stored in `type` and the builder of its
 * `data` (spec section 3, "Notification data by kind"). docs/notifications.md documents both.
 */

export const NOTIFICATION_TYPES = {
  AdSetReviewed: 'App\\Notifications\\AdSetReviewedNotification',
  AssetGroupPublished: 'App\\Notifications\\AssetGroupPublishedNotification',
  VisualVersionApprovalRequested: 'App\\Notifications\\VisualVersionApprovalRequestedNotification',
  VisualVersionApproved: 'App\\Notifications\\VisualVersionApprovedNotification',
  VisualVersionRejected: 'App\\Notifications\\VisualVersionRejectedNotification',
  VisualVersionCommentCreated: 'App\\Notifications\\VisualVersionCommentCreatedNotification',
  LowCreditBalance: 'App\\Notifications\\LowCreditBalanceNotification',
  StorageUsageExceeded: 'App\\Notifications\\StorageUsageExceededNotification',
  BrandInvitation: 'App\\Notifications\\BrandInvitationNotification',
  VisualBuildFinished: 'App\\Notifications\\VisualBuildFinishedNotification',
  VisualBuildFailed: 'App\\Notifications\\VisualBuildFailedNotification',
  ScenarioBuildFailed: 'App\\Notifications\\ScenarioBuildFailedNotification',
  FeedFetchFailed: 'App\\Notifications\\FeedFetchFailedNotification',
  InApp: 'App\\Notifications\\InAppNotification',
} as const;

export const NOTIFIABLE_TYPE = 'App\\Models\\User';

export const IN_APP_GROUPS = ['ASSET_GROUP', 'AD_SET', 'VISUAL', 'WALLET', 'FEED', 'VISUAL_BUILD', 'ASSET_LIBRARY', 'GENERIC'] as const;
export type InAppGroup = (typeof IN_APP_GROUPS)[number];

export interface BrandRef {
  readonly identifier: string;
  readonly label: string;
}
export interface Person {
  readonly id: number;
  readonly name: string;
}

type Data = Record<string, unknown>;

const brandPart = (b: BrandRef): Data => ({ brandIdentifier: b.identifier, brandLabel: b.label });
const person = (p: Person): Data => ({ id: p.id, name: p.name });

export const REVIEW_STATES = ['approved', 'partly-approved', 'rejected'] as const;

export function adSetReviewed(b: BrandRef, adSet: { id: number; name: string }, reviewState: string, comment: string | null, creator: Person): Data {
  return {
    ...brandPart(b),
    adSet: adSet.id,
    adSetLabel: adSet.name,
    reviewState,
    comments: comment ? [{ comment, author: person(creator) }] : [],
    creator: person(creator),
  };
}

export function assetGroupPublished(b: BrandRef, group: { id: number; name: string; label: string }, assetLabel: string, causer: Person): Data {
  return {
    ...brandPart(b),
    assetGroup: group.id,
    assetGroupLabel: group.label,
    assetGroupName: group.name,
    assetLabel,
    causer: person(causer),
    publisher: person(causer),
  };
}

export interface VisualRef {
  readonly visualId: number;
  readonly visualName: string;
  readonly versionId: number;
  /** The version's number ("version 3"), when known. */
  readonly versionNumber?: number;
}

const visualPart = (v: VisualRef): Data => ({
  visual: v.visualId,
  visualLabel: v.visualName,
  visualVersion: v.versionId,
  ...(v.versionNumber !== undefined ? { visualVersionNumber: v.versionNumber } : {}),
});

/** Approval requested / approved / rejected: `comment` and `visualVersionCommentText` are the review comment (or null). */
export function visualVersionEvent(b: BrandRef, v: VisualRef, comment: string | null, causer?: Person): Data {
  return { ...brandPart(b), ...visualPart(v), comment, visualVersionCommentText: comment, ...(causer ? { causer: person(causer) } : {}) };
}

/** A new comment: `comment` is the comment's id, `visualVersionCommentText` its text. */
export function commentCreated(b: BrandRef, v: VisualRef, commentId: number, text: string, causer: Person): Data {
  return { ...brandPart(b), ...visualPart(v), comment: commentId, visualVersionCommentText: text, causer: person(causer) };
}

/** `type` is below100, below50, or below5 (the client treats anything else as below 5). */
export function lowCredit(b: BrandRef, balance: number): Data {
  const type = balance < 5 ? 'below5' : balance < 50 ? 'below50' : 'below100';
  return { ...brandPart(b), type, balance };
}

export function storageExceeded(b: BrandRef, percentage: number): Data {
  const type = percentage >= 100 ? 'above100' : percentage >= 90 ? 'above90' : 'above75';
  return { ...brandPart(b), type, percentage };
}

export function invitation(b: BrandRef, hash: string, causer: Person): Data {
  return { ...brandPart(b), hash, causer: person(causer) };
}

export function buildEvent(b: BrandRef, build: { id: number; visualId: number | null; visualName: string | null; versionId: number | null }, error: string | null): Data {
  return { ...brandPart(b), visualBuild: build.id, visual: build.visualId, visualLabel: build.visualName, visualVersion: build.versionId, error };
}

export function scenarioBuildFailed(b: BrandRef, buildId: number, adpackage: string): Data {
  return { ...brandPart(b), visualBuild: buildId, adpackage, reason: 'insufficient-credit' };
}

/** A scheduled fetch of a feed failed: `error` is the reason in words, as the feed page shows it. */
export function feedFetchFailed(b: BrandRef, feed: { id: number; name: string }, error: string): Data {
  return { ...brandPart(b), feed: feed.id, feedLabel: feed.name, error };
}

export function inApp(b: BrandRef, p: { group: InAppGroup; operation: string; subjectLabel: string; causer: Person; url: string | null }): Data {
  return {
    ...brandPart(b),
    group: p.group,
    operation: p.operation,
    subscriptionName: `${p.group.toLowerCase()}.${p.operation}`,
    subjectLangKey: `NOTIFICATIONS.IN_APP.${p.group}.${p.operation.toUpperCase()}`,
    subject: { label: p.subjectLabel },
    causer: person(p.causer),
    url: p.url,
  };
}
