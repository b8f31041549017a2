/**
 * The version state machine as users meet it (docs/creative-workflow.md). The server is its one
 * authority: every version it sends lists the actions it allows now (`VisualVersion.actions`),
 * and the version page offers exactly those; an action it refuses answers 422 with a message.
 * This module only holds what the page needs around them: which actions take a comment, which
 * are a reviewer's, whether renders can start.
 *
 *   draft ──process──▶ processed ──preview──▶ previewed ──request-approval──▶ approval-requested
 *                          ▲                                                   │  │  │
 *                          └──────────── cancel-approval ◀─────────────────────┘  │  │
 *   approved ◀──approve (reviewer) ───────────────────────────────────────────────┘  │
 *   rejected ◀──reject (reviewer, comment) ───────────────────────────────────────────┘
 *   rejected ──process──▶ processed        any state but approval-requested ──erase──▶ erased
 *   any state ──revise──▶ a new draft version     any but approval-requested ──archive──▶ archived
 *
 * Pure and dependency-free: src/ may import it (eslint).
 */
import type { VersionAction, VersionStatus } from './creatives';

/** Actions a reviewer performs (not the person who asked for the review). */
export const REVIEW_ACTIONS: readonly VersionAction[] = ['approve', 'reject'];

/** Actions whose call needs a comment (reject) or offers one (request approval, approve). */
export const COMMENT_REQUIRED: readonly VersionAction[] = ['reject'];
export const COMMENT_OPTIONAL: readonly VersionAction[] = ['request-approval', 'approve'];

/** Renders can start from a version that has been processed and not erased or archived. */
export function canRender(status: VersionStatus): boolean {
  return status !== 'draft' && status !== 'erased' && status !== 'archived';
}
