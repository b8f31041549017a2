/**
 * The notification kinds the client knows, read from `type` (the server's notification class,
 * docs/notifications.md). Only the class name decides: guessing from the data made a kind
 * disappear when a field was missing and made different kinds look alike. The namespace and the
 * `Notification` suffix are ignored, so `App\Notifications\VisualBuildFailedNotification` and
 * `VisualBuildFailed` are the same kind. Any other class is unrecognised and renders nothing
 * (spec section 5).
 *
 * A rule of both sides: the worker lists only recognised notifications in the list's window (an
 * unrecognised one takes no row), and the page reads the kind to choose its words.
 */
export const NOTIFICATION_KINDS = {
  AdSetReviewed: 'ad-set-reviewed',
  AssetGroupPublished: 'asset-group-published',
  VisualVersionApprovalRequested: 'approval-requested',
  VisualVersionApproved: 'version-approved',
  VisualVersionRejected: 'version-rejected',
  VisualVersionCommentCreated: 'comment-created',
  LowCreditBalance: 'low-credit',
  StorageUsageExceeded: 'storage-exceeded',
  BrandInvitation: 'brand-invitation',
  VisualBuildFinished: 'build-finished',
  VisualBuildFailed: 'build-failed',
  ScenarioBuildFailed: 'scenario-build-failed',
  FeedFetchFailed: 'feed-fetch-failed',
  InApp: 'in-app',
} as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[keyof typeof NOTIFICATION_KINDS];

type ClassName = keyof typeof NOTIFICATION_KINDS;

function isClassName(name: string): name is ClassName {
  return Object.hasOwn(NOTIFICATION_KINDS, name);
}

export function kindOf(type: string): NotificationKind | null {
  const name = (type.split('\\').pop() ?? '').replace(/Notification$/, '');
  return isClassName(name) ? NOTIFICATION_KINDS[name] : null;
}

/** Whether the client shows this notification at all (spec section 5: other kinds render nothing). */
export function isRecognised(notification: { readonly type: string }): boolean {
  return kindOf(notification.type) !== null;
}
