/** JSON of visuals, their versions, comments and builds. */
import type { Db } from '../db/database.ts';
import type { CommentRow, VisualBuildRow, VisualRow, VisualVersionRow } from '../db/rows.ts';

const json = <T>(text: string): T => JSON.parse(text) as T;

export function presentVersion(db: Db, r: VisualVersionRow) {
  const comments = db.prepare('SELECT COUNT(*) FROM visual_version_comments WHERE visual_version_id = ?').pluck().get(r.id) as number;
  return {
    id: r.id,
    visual_id: r.visual_id,
    number: r.number,
    status: r.status,
    approval_comment: r.approval_comment,
    preview_url: r.preview_url,
    comments_count: comments,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export function presentVisual(db: Db, r: VisualRow) {
  const versions = db.prepare('SELECT * FROM visual_versions WHERE visual_id = ? ORDER BY number').all(r.id) as VisualVersionRow[];
  return {
    id: r.id,
    brand_id: r.brand_id,
    name: r.name,
    description: r.description,
    tags: json<string[]>(r.tags),
    visual_tags: json<unknown[]>(r.visual_tags),
    output_category: r.output_category,
    default_output_format: r.default_output_format,
    package: json<unknown[]>(r.package),
    slots: json<unknown[]>(r.slots),
    status: r.status,
    versions: versions.map((x) => presentVersion(db, x)),
    created_at: r.created_at,
    updated_at: r.updated_at,
    deleted_at: r.deleted_at,
  };
}

export function presentComment(db: Db, r: CommentRow) {
  const user = r.user_id === null ? null : ((db.prepare('SELECT id, name FROM users WHERE id = ?').get(r.user_id) as { id: number; name: string } | undefined) ?? null);
  return { id: r.id, visual_version_id: r.visual_version_id, comment: r.comment, user, created_at: r.created_at, updated_at: r.updated_at };
}

export function presentBuild(r: VisualBuildRow, apiBase: string) {
  return {
    id: r.id,
    visual_version_id: r.visual_version_id,
    model_type: r.model_type,
    status: r.status,
    progress: r.progress,
    output_format: r.output_format,
    width: r.width,
    height: r.height,
    size: r.size_bytes,
    cost: r.cost,
    error: r.error,
    download_url: r.status === 'finished' ? `${apiBase}/visual-build/${r.id}/download` : null,
    created_at: r.created_at,
    updated_at: r.updated_at,
    finished_at: r.finished_at,
  };
}
