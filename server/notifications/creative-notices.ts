/** Who is told about review and comment activity on a visual version (announced live too). */
import type { BrandRow, VisualVersionRow } from '../db/rows.ts';
import type { Services } from '../services.ts';
import * as kinds from './kinds.ts';
import { notify } from './store.ts';

function visualRef(s: Services, version: VisualVersionRow): kinds.VisualRef {
  const name = s.db.prepare('SELECT name FROM visuals WHERE id = ?').pluck().get(version.visual_id) as string;
  return { visualId: version.visual_id, visualName: name, versionId: version.id };
}

function send(s: Services, brand: BrandRow, userIds: Iterable<number>, causerId: number, type: string, data: Record<string, unknown>): void {
  const createdAt = s.clock.now().toISOString();
  for (const userId of new Set(userIds)) if (userId !== causerId) notify(s.db, s.bus, { userId, brandId: brand.id, type, data, createdAt });
}

const creatorOf = (s: Services, version: VisualVersionRow) => s.db.prepare('SELECT user_id FROM visuals WHERE id = ?').pluck().get(version.visual_id) as number | null;

/** Review requested: the brand's reviewers hear about it. Approved / rejected: the creator does. */
export function noticeReview(s: Services, brand: BrandRow, version: VisualVersionRow, causerId: number, action: 'requested' | 'approved' | 'rejected', comment: string | null): void {
  const data = kinds.visualVersionEvent(brand, visualRef(s, version), comment);
  if (action === 'requested') {
    const reviewers = s.db.prepare("SELECT user_id FROM brand_users WHERE brand_id = ? AND primary_role IN ('manager', 'developer')").pluck().all(brand.id) as number[];
    send(s, brand, reviewers, causerId, kinds.NOTIFICATION_TYPES.VisualVersionApprovalRequested, data);
    return;
  }
  const creator = creatorOf(s, version);
  const type = action === 'approved' ? kinds.NOTIFICATION_TYPES.VisualVersionApproved : kinds.NOTIFICATION_TYPES.VisualVersionRejected;
  if (creator !== null) send(s, brand, [creator], causerId, type, data);
}

/** A new comment: the visual's creator and everyone who commented on the version hear about it. */
export function noticeComment(s: Services, brand: BrandRow, version: VisualVersionRow, causer: { id: number; name: string }, commentId: number, text: string): void {
  const commenters = s.db.prepare('SELECT DISTINCT user_id FROM visual_version_comments WHERE visual_version_id = ? AND user_id IS NOT NULL').pluck().all(version.id) as number[];
  const creator = creatorOf(s, version);
  const audience = creator === null ? commenters : [creator, ...commenters];
  send(s, brand, audience, causer.id, kinds.NOTIFICATION_TYPES.VisualVersionCommentCreated, kinds.commentCreated(brand, visualRef(s, version), commentId, text, causer));
}
