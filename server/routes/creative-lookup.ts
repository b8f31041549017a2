/**
 * Brand-scoped lookups shared by the visual, version, comment and build routes. A record of
 * another brand is simply not found (404): one brand never learns about another's records.
 */
import type { Db } from '../db/database.ts';
import type { CommentRow, VisualBuildRow, VisualRow, VisualVersionRow } from '../db/rows.ts';
import { modelNotFound } from '../http/errors.ts';

export function findVisual(db: Db, brandId: number, id: number, opts: { withTrashed?: boolean } = {}): VisualRow {
  const row = db.prepare(`SELECT * FROM visuals WHERE id = ? AND brand_id = ?${opts.withTrashed ? '' : ' AND deleted_at IS NULL'}`).get(id, brandId) as VisualRow | undefined;
  if (!row) throw modelNotFound('Visual', id);
  return row;
}

export function findVersion(db: Db, brandId: number, id: number): VisualVersionRow {
  const row = db.prepare('SELECT vv.* FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.id = ? AND vv.brand_id = ? AND v.deleted_at IS NULL').get(id, brandId) as VisualVersionRow | undefined;
  if (!row) throw modelNotFound('VisualVersion', id);
  return row;
}

export function findComment(db: Db, versionId: number, id: number): CommentRow {
  const row = db.prepare('SELECT * FROM visual_version_comments WHERE id = ? AND visual_version_id = ?').get(id, versionId) as CommentRow | undefined;
  if (!row) throw modelNotFound('VisualVersionComment', id);
  return row;
}

export function findBuild(db: Db, brandId: number, id: number): VisualBuildRow {
  const row = db.prepare('SELECT * FROM visual_builds WHERE id = ? AND brand_id = ?').get(id, brandId) as VisualBuildRow | undefined;
  if (!row) throw modelNotFound('VisualBuild', id);
  return row;
}

/** A new version copied from `from` (or the first one), numbered after the latest. */
export function createVersion(db: Db, visual: Pick<VisualRow, 'id' | 'brand_id'>, now: string): VisualVersionRow {
  const number = ((db.prepare('SELECT MAX(number) FROM visual_versions WHERE visual_id = ?').pluck().get(visual.id) as number | null) ?? 0) + 1;
  const id = Number(
    db.prepare("INSERT INTO visual_versions (visual_id, brand_id, number, status, created_at, updated_at) VALUES (?, ?, ?, 'draft', ?, ?)").run(visual.id, visual.brand_id, number, now, now).lastInsertRowid,
  );
  return db.prepare('SELECT * FROM visual_versions WHERE id = ?').get(id) as VisualVersionRow;
}
