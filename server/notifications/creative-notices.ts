/**
 * Who is told about review and comment activity on a visual version. Each notice goes through
 * the notification store, so it also reaches the GraphQL subscription `notificationCreated`
 * (the client's trigger to refetch a watched version). The person acting is never notified.
 *
 *   approval requested → the brand's reviewers (managers, developers; godlike members)
 *   approved / rejected → the person who requested the approval, and the visual's creator
 *   comment             → everyone involved: the creator, earlier commenters, and whoever acted
 *                         on the version (its history)
 *
 * `data` carries spec section 3's visual fields: visual, visualLabel, visualVersion, comment,
 * visualVersionCommentText (plus brand, causer and the version number).
 */
import type { BrandRow, VisualVersionRow } from '../db/rows.ts';
import type { Services } from '../services.ts';
import * as kinds from './kinds.ts';
import { notify } from './store.ts';

function visualRef(s: Services, version: VisualVersionRow): kinds.VisualRef {
  const name = s.db.prepare('SELECT name FROM visuals WHERE id = ?').pluck().get(version.visual_id) as string;
  return { visualId: version.visual_id, visualName: name, versionId: version.id, versionNumber: version.number };
}

function send(s: Services, brand: BrandRow, userIds: Iterable<number | null>, causerId: number, type: string, data: Record<string, unknown>): void {
  const createdAt = s.clock.now().toISOString();
  for (const userId of new Set(userIds)) if (userId !== null && userId !== causerId) notify(s.db, s.bus, { userId, brandId: brand.id, type, data, createdAt });
}

const creatorOf = (s: Services, version: VisualVersionRow) => s.db.prepare('SELECT user_id FROM visuals WHERE id = ?').pluck().get(version.visual_id) as number | null;

/** Reviewers of the brand: what requireReviewer lets approve. */
function reviewersOf(s: Services, brandId: number): number[] {
  return s.db
    .prepare("SELECT bu.user_id FROM brand_users bu JOIN users u ON u.id = bu.user_id WHERE bu.brand_id = ? AND (bu.primary_role IN ('manager', 'developer') OR u.is_godlike = 1)")
    .pluck()
    .all(brandId) as number[];
}

export function noticeReview(
  s: Services,
  brand: BrandRow,
  version: VisualVersionRow,
  causer: { id: number; name: string },
  action: 'requested' | 'approved' | 'rejected',
  comment: string | null,
  requesterId: number | null,
): void {
  const data = kinds.visualVersionEvent(brand, visualRef(s, version), comment, causer);
  if (action === 'requested') {
    send(s, brand, reviewersOf(s, brand.id), causer.id, kinds.NOTIFICATION_TYPES.VisualVersionApprovalRequested, data);
    return;
  }
  const type = action === 'approved' ? kinds.NOTIFICATION_TYPES.VisualVersionApproved : kinds.NOTIFICATION_TYPES.VisualVersionRejected;
  send(s, brand, [requesterId, creatorOf(s, version)], causer.id, type, data);
}

export function noticeComment(s: Services, brand: BrandRow, version: VisualVersionRow, causer: { id: number; name: string }, commentId: number, text: string): void {
  const commenters = s.db.prepare('SELECT DISTINCT user_id FROM visual_version_comments WHERE visual_version_id = ? AND user_id IS NOT NULL').pluck().all(version.id) as number[];
  const actors = s.db.prepare('SELECT DISTINCT user_id FROM visual_version_events WHERE visual_version_id = ? AND user_id IS NOT NULL').pluck().all(version.id) as number[];
  // Only people still in the brand hear about it.
  const members = new Set(s.db.prepare('SELECT user_id FROM brand_users WHERE brand_id = ?').pluck().all(brand.id) as number[]);
  const audience = [creatorOf(s, version), ...commenters, ...actors].filter((id) => id !== null && members.has(id));
  send(s, brand, audience, causer.id, kinds.NOTIFICATION_TYPES.VisualVersionCommentCreated, kinds.commentCreated(brand, visualRef(s, version), commentId, text, causer));
}
