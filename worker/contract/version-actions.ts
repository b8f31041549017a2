/**
 * The version state machine (docs/creative-workflow.md), as data, written once: the reference
 * server enforces it (its routes answer 422 naming the state, its presenter lists the actions a
 * version offers now), the page reads from it which actions take a comment and which are a
 * reviewer's, and the test fixtures build what the server lists per state from it.
 *
 *   draft ──process──► processed ──preview──► previewed ──request-approval──► approval-requested
 *                         ▲  ▲                    │                              │   │   │
 *                         │  └──────process───────┘     cancel-approval ◄────────┘   │   │
 *                         │        (state before the request: processed / previewed) │   │
 *   rejected ◄──reject (reviewer, comment required)──────────────────────────────────┘   │
 *   approved ◄──approve (reviewer)───────────────────────────────────────────────────────┘
 *   rejected ──process──► processed          approved ──preview──► approved (new preview)
 *   every state but approval-requested, erased, archived ──erase──► erased
 *   every state but approval-requested, archived ──archive (DELETE)──► archived (kept, read-only)
 *   every state ──revise──► a new draft version of the same visual
 *
 * Pure and dependency-free: src/ and server/ import it (eslint.config.js).
 */
import { VERSION_ACTIONS, type VersionAction, type VersionStatus } from './creatives';
import type { PrimaryRole } from './entities';

export interface Transition {
  readonly from: readonly VersionStatus[];
  /** The state after; `before-approval` is the state the version had when approval was requested. */
  readonly to: VersionStatus | 'before-approval';
  /** Approve and reject: managers, developers and godlike users, never the requester. */
  readonly reviewer?: boolean;
  readonly comment?: 'optional' | 'required';
}

/** Every action but revise (which makes a new version): `POST visual-version/{id}/{action}`, cancel-approval and archive by DELETE. */
export type TransitionAction = Exclude<VersionAction, 'revise'>;

export const TRANSITIONS: Readonly<Record<TransitionAction, Transition>> = {
  process: { from: ['draft', 'processed', 'previewed', 'rejected'], to: 'processed' },
  preview: { from: ['processed', 'previewed', 'approved'], to: 'previewed' },
  'request-approval': { from: ['processed', 'previewed'], to: 'approval-requested', comment: 'optional' },
  'cancel-approval': { from: ['approval-requested'], to: 'before-approval' },
  approve: { from: ['approval-requested'], to: 'approved', reviewer: true, comment: 'optional' },
  reject: { from: ['approval-requested'], to: 'rejected', reviewer: true, comment: 'required' },
  erase: { from: ['draft', 'processed', 'previewed', 'approved', 'rejected'], to: 'erased' },
  archive: { from: ['draft', 'processed', 'previewed', 'approved', 'rejected', 'erased'], to: 'archived' },
};

const transitionActions = VERSION_ACTIONS.filter((action): action is TransitionAction => action !== 'revise');
const actionsWhere = (test: (t: Transition) => boolean): readonly VersionAction[] => transitionActions.filter((action) => test(TRANSITIONS[action]));

/** Actions a reviewer performs (not the person who asked for the review). */
export const REVIEW_ACTIONS: readonly VersionAction[] = actionsWhere((t) => t.reviewer === true);

/** Actions whose call needs a comment (reject) or offers one (request approval, approve). */
export const COMMENT_REQUIRED: readonly VersionAction[] = actionsWhere((t) => t.comment === 'required');
export const COMMENT_OPTIONAL: readonly VersionAction[] = actionsWhere((t) => t.comment === 'optional');

/** Where an action leads from `status` (preview keeps an approved version approved). */
export function nextStatus(action: TransitionAction, status: VersionStatus, beforeApproval: VersionStatus | null): VersionStatus {
  const to = TRANSITIONS[action].to;
  if (action === 'preview' && status === 'approved') return 'approved';
  return to === 'before-approval' ? (beforeApproval ?? 'processed') : to;
}

/** The actions a version in `status` offers (state only; roles are checked per call), in VERSION_ACTIONS order. */
export function allowedActions(status: VersionStatus): VersionAction[] {
  return VERSION_ACTIONS.filter((action) => action === 'revise' || TRANSITIONS[action].from.includes(status));
}

/** Who acts on a version: the person, their role in the version's brand, and whether they are godlike. */
export interface VersionActor {
  /** Null while the page's session loads. */
  readonly userId: number | null;
  /** Null while the page's brand user loads. */
  readonly role: PrimaryRole | null;
  readonly godlike: boolean;
}

/** Managers, developers and godlike users review (approve, reject). */
export function isReviewer(actor: VersionActor): boolean {
  return actor.godlike || actor.role === 'manager' || actor.role === 'developer';
}

/** An approval request is withdrawn by whoever asked for it, or by a reviewer; a request nobody is known to have made, by anyone who may change versions. */
export function mayCancelApproval(actor: VersionActor, requesterId: number | null): boolean {
  return requesterId === null || (actor.userId !== null && requesterId === actor.userId) || isReviewer(actor);
}

/** Renders can start from a version that has been processed and not erased or archived. */
export function canRender(status: VersionStatus): boolean {
  return status !== 'draft' && status !== 'erased' && status !== 'archived';
}
