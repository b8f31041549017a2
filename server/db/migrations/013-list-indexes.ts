/**
 * Indexes for the lists a page asks for, at a heavy user's scale (10,000+ renders in a
 * brand). Every list call finds its rows through an index (no full-table scan per request), and the
 * big lists (renders, notifications, templates) read them in the order they are shown, so a page
 * costs its rows, not the brand's size. server/db/list-queries.test.ts asks SQLite for the plan of
 * every query the list calls run; server/README.md (Indexes) says which index serves what.
 *
 * An index of a table whose `id` is its rowid ends with the id implicitly, so (brand_id, status)
 * is (brand_id, status, id): "newest first" (ORDER BY id DESC) needs no sort.
 */
export const sql = `
-- Renders page: the brand's renders newest first; its status filter; the widget's counts.
CREATE INDEX visual_builds_brand ON visual_builds (brand_id);
CREATE INDEX visual_builds_brand_status ON visual_builds (brand_id, status);

-- Templates: the list (not archived, newest change first), a template's versions by number
-- (the list's latest-version status, its detail), the versions list, comments oldest first.
CREATE INDEX visuals_brand ON visuals (brand_id, deleted_at, updated_at);
CREATE INDEX visual_versions_visual ON visual_versions (visual_id, number);
CREATE INDEX visual_versions_brand ON visual_versions (brand_id, visual_id, number);
CREATE INDEX visual_version_comments_version ON visual_version_comments (visual_version_id, created_at);

-- Notifications: a person's, newest first (the id breaks ties: a TEXT key is not the rowid),
-- and the unread ones alone (the badge's count and the "unread" filter) in a partial index.
DROP INDEX notifications_notifiable;
CREATE INDEX notifications_notifiable ON notifications (notifiable_id, created_at, id);
CREATE INDEX notifications_unread ON notifications (notifiable_id, created_at, id) WHERE read_at IS NULL;

-- The generic resources' lists: the brand's active (or archived) records, newest first;
-- ad sets' overview by last change.
CREATE INDEX ad_sets_brand ON ad_sets (brand_id, archived_at, updated_at);
CREATE INDEX ads_brand ON ads (brand_id, archived_at);
CREATE INDEX feeds_brand ON feeds (brand_id, archived_at);
CREATE INDEX asset_groups_brand ON asset_groups (brand_id, archived_at);
CREATE INDEX products_brand ON products (brand_id, archived_at);

-- Smaller lists that still grow with use: incidents, top-up requests, the brand's people (and
-- when each was last active: sessions pile up), a brand's files (storage, audio) and a library
-- folder's (brand and folder together, so neither alone is walked), upload-root folders.
CREATE INDEX incidents_brand ON incidents (brand_id, created_at);
CREATE INDEX credit_top_up_requests_brand ON credit_top_up_requests (brand_id, created_at);
CREATE INDEX brand_users_brand ON brand_users (brand_id);
CREATE INDEX brand_users_upload_root ON brand_users (uploads_root_directory_id);
CREATE INDEX sessions_user ON sessions (user_id, last_activity);
CREATE INDEX files_brand ON files (brand_id, directory_id);
`;
