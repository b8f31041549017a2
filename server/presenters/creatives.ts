/**
 * JSON of visuals, their versions and comments (builds: presenters/builds.ts). New fields are
 * appended after the older ones: generic client tables pick columns in first-seen order.
 */
import type { Db } from '../db/database.ts';
import type { CommentRow, VisualRow, VisualVersionRow } from '../db/rows.ts';
import { requesterOf, versionHistory } from '../creatives/version-history.ts';
import { allowedActions } from '../../worker/contract/version-actions';
import { sizesOf } from '../creatives/visual-sizes.ts';
import { presentPlatformChecks } from '../creatives/platform-checks.ts';

const json = <T>(text: string): T => JSON.parse(text) as T;

export interface VersionOptions {
  /** Single-version answers carry the history; lists (and a visual's versions) do not. */
  readonly history?: boolean;
}

/** `apiBase` is the absolute `…/server/api/v1` (preview URLs are absolute, as Laravel's). */
export function presentVersion(db: Db, r: VisualVersionRow, apiBase: string, opts: VersionOptions = {}) {
  const counts = db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM visual_version_comments WHERE visual_version_id = @id) AS comments,
              (SELECT COUNT(*) FROM visual_builds WHERE visual_version_id = @id) AS builds,
              (SELECT COUNT(*) FROM visual_versions WHERE visual_id = @visual AND status <> 'archived' AND id <> @id) AS others,
              (SELECT name FROM visuals WHERE id = @visual) AS visual_name`,
    )
    .get({ id: r.id, visual: r.visual_id }) as { comments: number; builds: number; others: number; visual_name: string };
  // The last live version of a visual is not archived: drop the action it would refuse.
  const actions = allowedActions(r.status).filter((a) => a !== 'archive' || counts.others > 0);
  return {
    id: r.id,
    visual_id: r.visual_id,
    number: r.number,
    status: r.status,
    approval_comment: r.approval_comment,
    preview_url: r.preview_url === null ? null : `${apiBase}/visual-version/${r.id}/preview`,
    comments_count: counts.comments,
    created_at: r.created_at,
    updated_at: r.updated_at,
    visual_name: counts.visual_name,
    builds_count: counts.builds,
    archived_at: r.archived_at,
    status_before_approval: r.status === 'approval-requested' ? r.status_before_approval : null,
    requested_by: r.status === 'approval-requested' ? requesterOf(db, r.id) : null,
    actions,
    ...(opts.history ? { history: versionHistory(db, r.id) } : {}),
  };
}

export function presentVisual(db: Db, r: VisualRow, apiBase: string) {
  const versions = db.prepare('SELECT * FROM visual_versions WHERE visual_id = ? ORDER BY number').all(r.id) as VisualVersionRow[];
  const live = versions.filter((x) => x.status !== 'archived');
  const latest = live.at(-1) ?? null;
  const approved = live.filter((x) => x.status === 'approved').at(-1) ?? null;
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
    versions: versions.map((x) => presentVersion(db, x, apiBase)),
    created_at: r.created_at,
    updated_at: r.updated_at,
    deleted_at: r.deleted_at,
    archived: r.deleted_at !== null,
    sizes: sizesOf(r),
    latest_version: latest && { id: latest.id, number: latest.number, status: latest.status },
    approved_version_id: approved?.id ?? null,
    in_development: latest?.status !== 'approved',
    basic_settings_finished: r.basic_settings_finished === 1,
    inputs_settings_finished: r.inputs_settings_finished === 1,
    preview_finished: r.preview_finished === 1,
    platform_checks: presentPlatformChecks(r.platform_checks),
  };
}

export function presentComment(db: Db, r: CommentRow) {
  const user = r.user_id === null ? null : ((db.prepare('SELECT id, name FROM users WHERE id = ?').get(r.user_id) as { id: number; name: string } | undefined) ?? null);
  return { id: r.id, visual_version_id: r.visual_version_id, comment: r.comment, user, created_at: r.created_at, updated_at: r.updated_at };
}
