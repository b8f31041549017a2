/**
 * The version state machine (docs/creative-workflow.md), as data: which action moves a version
 * from which states to which, who may do it, and whether it takes a comment. The routes enforce
 * it (422 naming the state) and the presenter lists the actions a version offers.
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
 */

export const VERSION_STATUSES = ['draft', 'processed', 'previewed', 'approval-requested', 'approved', 'rejected', 'erased', 'archived'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

export const VERSION_ACTIONS = ['revise', 'process', 'preview', 'request-approval', 'cancel-approval', 'approve', 'reject', 'erase', 'archive'] as const;
export type VersionAction = (typeof VERSION_ACTIONS)[number];

export interface Transition {
  readonly from: readonly string[];
  /** The state after; `before-approval` is the state the version had when approval was requested. */
  readonly to: VersionStatus | 'before-approval';
  /** Approve and reject: managers, developers and godlike users, never the requester. */
  readonly reviewer?: boolean;
  readonly comment?: 'optional' | 'required';
}

/** The POST actions (`POST visual-version/{id}/{action}`), plus cancel-approval and archive (DELETE). */
export const TRANSITIONS: Readonly<Record<Exclude<VersionAction, 'revise'>, Transition>> = {
  process: { from: ['draft', 'processed', 'previewed', 'rejected'], to: 'processed' },
  preview: { from: ['processed', 'previewed', 'approved'], to: 'previewed' },
  'request-approval': { from: ['processed', 'previewed'], to: 'approval-requested', comment: 'optional' },
  'cancel-approval': { from: ['approval-requested'], to: 'before-approval' },
  approve: { from: ['approval-requested'], to: 'approved', reviewer: true, comment: 'optional' },
  reject: { from: ['approval-requested'], to: 'rejected', reviewer: true, comment: 'required' },
  erase: { from: ['draft', 'processed', 'previewed', 'approved', 'rejected'], to: 'erased' },
  archive: { from: ['draft', 'processed', 'previewed', 'approved', 'rejected', 'erased'], to: 'archived' },
};

/** Where an action leads from `status` (preview keeps an approved version approved). */
export function nextStatus(action: keyof typeof TRANSITIONS, status: string, beforeApproval: string | null): string {
  const to = TRANSITIONS[action].to;
  if (action === 'preview' && status === 'approved') return 'approved';
  return to === 'before-approval' ? (beforeApproval ?? 'processed') : to;
}

/** The actions a version in `status` offers (state only; roles are checked per call). */
export function allowedActions(status: string): VersionAction[] {
  const actions: VersionAction[] = ['revise'];
  for (const [action, t] of Object.entries(TRANSITIONS)) if (t.from.includes(status)) actions.push(action as VersionAction);
  return VERSION_ACTIONS.filter((a) => actions.includes(a));
}

/** Renders start only from a version with processed content that is still current. */
export function canRender(status: string): boolean {
  return status !== 'draft' && status !== 'erased' && status !== 'archived';
}

/** Words for messages: `approval-requested` → "approval requested". */
export const stateWords = (status: string): string => status.replace(/-/g, ' ');
