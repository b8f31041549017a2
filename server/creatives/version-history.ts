/**
 * A version's history: who did what when, for every transition, revise, comment and render
 * start. Written in the same transaction as the change it records; read newest first.
 */
import type { Db } from '../db/database.ts';
import type { VersionEventRow } from '../db/rows.ts';

export type HistoryAction =
  | 'created'
  | 'revise'
  | 'process'
  | 'preview'
  | 'request-approval'
  | 'cancel-approval'
  | 'approve'
  | 'reject'
  | 'erase'
  | 'archive'
  | 'comment'
  | 'render';

export interface NewHistoryEntry {
  readonly versionId: number;
  readonly userId: number | null;
  readonly action: HistoryAction;
  readonly from?: string | null;
  readonly to?: string | null;
  readonly comment?: string | null;
  readonly commentId?: number | null;
  readonly details?: Record<string, unknown> | null;
  readonly at: string;
}

export function recordHistory(db: Db, e: NewHistoryEntry): void {
  db.prepare(
    `INSERT INTO visual_version_events (visual_version_id, user_id, action, from_status, to_status, comment, comment_id, details, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(e.versionId, e.userId, e.action, e.from ?? null, e.to ?? null, e.comment ?? null, e.commentId ?? null, e.details ? JSON.stringify(e.details) : null, e.at);
}

export interface HistoryEntryJson {
  id: number;
  action: string;
  actor: { id: number; name: string } | null;
  from_status: string | null;
  to_status: string | null;
  comment: string | null;
  comment_id: number | null;
  details: Record<string, unknown> | null;
  at: string;
}

type HistoryRow = VersionEventRow & { actor_name: string | null; current_comment: string | null };

/**
 * Newest first. A comment entry shows the comment as it is now (edited text, or null once the
 * comment was deleted), so the history never keeps words their author took back.
 */
export function versionHistory(db: Db, versionId: number): HistoryEntryJson[] {
  const rows = db
    .prepare(
      `SELECT e.*, u.name AS actor_name, c.comment AS current_comment
       FROM visual_version_events e
       LEFT JOIN users u ON u.id = e.user_id
       LEFT JOIN visual_version_comments c ON c.id = e.comment_id
       WHERE e.visual_version_id = ? ORDER BY e.created_at DESC, e.id DESC`,
    )
    .all(versionId) as HistoryRow[];
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actor: r.user_id !== null && r.actor_name !== null ? { id: r.user_id, name: r.actor_name } : null,
    from_status: r.from_status,
    to_status: r.to_status,
    comment: r.action === 'comment' ? r.current_comment : r.comment,
    comment_id: r.comment_id,
    details: r.details ? (JSON.parse(r.details) as Record<string, unknown>) : null,
    at: r.created_at,
  }));
}

/** The person whose approval request is pending on this version (the latest request). */
export function requesterOf(db: Db, versionId: number): { id: number; name: string } | null {
  const row = db
    .prepare(
      `SELECT u.id, u.name FROM visual_version_events e JOIN users u ON u.id = e.user_id
       WHERE e.visual_version_id = ? AND e.action = 'request-approval' ORDER BY e.created_at DESC, e.id DESC LIMIT 1`,
    )
    .get(versionId) as { id: number; name: string } | undefined;
  return row ?? null;
}
