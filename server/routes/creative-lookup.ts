/**
 * Brand-scoped lookups shared by the visual, version, comment and build routes. A record of
 * another brand is simply not found (404): one brand never learns about another's records.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { BrandRow, CommentRow, VisualBuildRow, VisualRow, VisualVersionRow } from '../db/rows.ts';
import { recordHistory } from '../creatives/version-history.ts';
import { BRAND_HEADER, brandContext, findMembership, requireUser, type BrandContext } from '../http/context.ts';
import { modelNotFound } from '../http/errors.ts';

interface TrashOption {
  /** Also records of an archived (soft-deleted) visual: reads see them, writes do not. */
  readonly withTrashed?: boolean;
}

export function findVisual(db: Db, brandId: number, id: number, opts: TrashOption = {}): VisualRow {
  const row = db.prepare(`SELECT * FROM visuals WHERE id = ? AND brand_id = ?${opts.withTrashed ? '' : ' AND deleted_at IS NULL'}`).get(id, brandId) as VisualRow | undefined;
  if (!row) throw modelNotFound('Visual', id);
  return row;
}

export function findVersion(db: Db, brandId: number, id: number, opts: TrashOption = {}): VisualVersionRow {
  const row = db
    .prepare(`SELECT vv.* FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.id = ? AND vv.brand_id = ?${opts.withTrashed ? '' : ' AND v.deleted_at IS NULL'}`)
    .get(id, brandId) as VisualVersionRow | undefined;
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

/**
 * The brand context for a record opened by URL alone (an iframe's `src` cannot send X-Brand):
 * with X-Brand, the usual rule (another brand's record is 404); without it, the record's own
 * brand, provided the user is a member of it (else 404 as well).
 */
export function recordBrandContext(db: Db, request: FastifyRequest, recordBrandId: number | undefined, notFound: () => Error): BrandContext {
  const header = request.headers[BRAND_HEADER];
  if (typeof header === 'string' && header !== '') {
    const ctx = brandContext(db, request);
    if (recordBrandId !== ctx.brand.id) throw notFound();
    return ctx;
  }
  const user = requireUser(request);
  if (recordBrandId === undefined) throw notFound();
  const brandUser = findMembership(db, user.id, recordBrandId);
  if (!brandUser) throw notFound();
  const brand = db.prepare('SELECT * FROM brands WHERE id = ?').get(recordBrandId) as BrandRow;
  return { user, brand, brandUser };
}

/**
 * A new draft version numbered after the latest, with its `created` history entry; when it is
 * a revision of `from`, `from` gets a `revise` entry naming the new version.
 */
export function createVersion(db: Db, visual: Pick<VisualRow, 'id' | 'brand_id'>, now: string, by: { userId: number | null; from?: VisualVersionRow | null }): VisualVersionRow {
  const number = ((db.prepare('SELECT MAX(number) FROM visual_versions WHERE visual_id = ?').pluck().get(visual.id) as number | null) ?? 0) + 1;
  const id = Number(
    db.prepare("INSERT INTO visual_versions (visual_id, brand_id, number, status, created_at, updated_at) VALUES (?, ?, ?, 'draft', ?, ?)").run(visual.id, visual.brand_id, number, now, now).lastInsertRowid,
  );
  const from = by.from ?? null;
  recordHistory(db, { versionId: id, userId: by.userId, action: 'created', to: 'draft', details: from ? { from_version_id: from.id, from_number: from.number } : null, at: now });
  if (from) recordHistory(db, { versionId: from.id, userId: by.userId, action: 'revise', from: from.status, to: from.status, details: { version_id: id, number }, at: now });
  return db.prepare('SELECT * FROM visual_versions WHERE id = ?').get(id) as VisualVersionRow;
}

/** The newest version of a visual (the one a visual-level revise starts from). */
export function latestVersion(db: Db, visualId: number): VisualVersionRow | null {
  return (db.prepare('SELECT * FROM visual_versions WHERE visual_id = ? ORDER BY number DESC LIMIT 1').get(visualId) as VisualVersionRow | undefined) ?? null;
}
