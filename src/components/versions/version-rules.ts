/**
 * What the version page offers, decided in one pure place: which actions a person sees (those
 * the server lists for the version's state, narrowed by who is looking), how each is confirmed,
 * and how a state looks. The server stays the authority; these rules only avoid offering buttons
 * that can only fail.
 */
import type { Person, VersionAction, VersionStatus, VersionSummary, Visual } from '../../../worker/contract/creatives';
import { COMMENT_OPTIONAL, COMMENT_REQUIRED, isReviewer, mayCancelApproval, REVIEW_ACTIONS, type VersionActor } from '../../../worker/contract/version-actions';

/** The person looking at the page: the contract's version actor (the server checks the same rules). */
export type Viewer = VersionActor;
export { isReviewer };

/** Visitors look and comment; they never change a version (the server answers 403). */
export function canChangeVersions(viewer: Viewer): boolean {
  return viewer.godlike || (viewer.role !== null && viewer.role !== 'visitor');
}

/** The order buttons appear in: the step the state invites first, destructive ones last. */
const ACTION_ORDER: readonly VersionAction[] = ['approve', 'reject', 'request-approval', 'process', 'preview', 'cancel-approval', 'revise', 'erase', 'archive'];

/** The version as the page knows it: the actions the server allows now, and who asked for review. */
export interface ActionableVersion {
  readonly actions: readonly VersionAction[];
  readonly requestedBy: Person | null;
}

/**
 * The actions `viewer` is offered, in display order: the server's list for the version's state,
 * without review actions for those who may not review (non-reviewers, and the person who asked
 * for the review: a second pair of eyes approves, as the server insists), and nothing for visitors.
 */
export function offeredVersionActions(version: ActionableVersion, viewer: Viewer): readonly VersionAction[] {
  if (!canChangeVersions(viewer)) return [];
  const requester = version.requestedBy !== null && viewer.userId !== null && version.requestedBy.id === viewer.userId;
  const mayReview = isReviewer(viewer) && !requester;
  const offered = version.actions.filter((action) => (mayReview || !REVIEW_ACTIONS.includes(action)) && (action !== 'cancel-approval' || mayCancelApproval(viewer, version.requestedBy?.id ?? null)));
  return [...new Set(offered)].sort((a, b) => ACTION_ORDER.indexOf(a) - ACTION_ORDER.indexOf(b));
}

/**
 * How an action is confirmed before it is sent: straight away, in a dialog offering or requiring
 * a comment, or in a dialog that says what will be lost.
 */
export type ActionDialog = 'none' | 'comment-optional' | 'comment-required' | 'confirm';

const DESTRUCTIVE: readonly VersionAction[] = ['erase', 'archive'];

export function dialogOf(action: VersionAction): ActionDialog {
  if (COMMENT_REQUIRED.includes(action)) return 'comment-required';
  if (COMMENT_OPTIONAL.includes(action)) return 'comment-optional';
  if (DESTRUCTIVE.includes(action)) return 'confirm';
  return 'none';
}

export type Tone = 'neutral' | 'info' | 'progress' | 'waiting' | 'success' | 'danger' | 'muted';

const STATUS_TONE: { readonly [S in VersionStatus]: Tone } = {
  draft: 'neutral',
  processed: 'info',
  previewed: 'progress',
  'approval-requested': 'waiting',
  approved: 'success',
  rejected: 'danger',
  erased: 'muted',
  archived: 'muted',
};

export function statusTone(status: VersionStatus): Tone {
  return STATUS_TONE[status];
}

/** i18n keys use upper snake case: 'approval-requested' → 'APPROVAL_REQUESTED'. */
export function keyPart(word: string): string {
  return word.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

/**
 * The version a template's URL without a version id lands on: the server's latest version (the
 * newest one not archived), else the newest by number (every version archived), else none.
 */
export function landingVersion(visual: Pick<Visual, 'latestVersion' | 'versions'>): VersionSummary | null {
  if (visual.latestVersion !== null) return visual.latestVersion;
  let newest: VersionSummary | null = null;
  for (const version of visual.versions) if (newest === null || version.number > newest.number) newest = version;
  return newest;
}

/** A version shown under a template's URL must be that template's (else: the 404 page). */
export function belongsTo(version: { readonly visualId: string }, visualId: string): boolean {
  return version.visualId === visualId;
}
