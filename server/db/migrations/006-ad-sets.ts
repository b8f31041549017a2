/**
 * Ad sets as a server-side wizard (docs/ad-sets.md): the draft's progress and each
 * step's answers live on the ad set row, so a reload anywhere resumes where the user was.
 * Ads remember the product and language they were populated from and the values the mapping
 * gave them. Hooks, their settings and render requests are the detail page's tabs.
 * Existing ad sets (made before the wizard) are ready, not drafts.
 */
export const sql = `
ALTER TABLE ad_sets ADD COLUMN status TEXT NOT NULL DEFAULT 'ready';
ALTER TABLE ad_sets ADD COLUMN wizard_step TEXT NOT NULL DEFAULT 'resizes';
ALTER TABLE ad_sets ADD COLUMN languages TEXT NOT NULL DEFAULT '["en"]';
ALTER TABLE ad_sets ADD COLUMN mapping TEXT NOT NULL DEFAULT '{}';
ALTER TABLE ad_sets ADD COLUMN sizes TEXT NOT NULL DEFAULT '[]';
ALTER TABLE ad_sets ADD COLUMN reviewed_by INTEGER REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE ad_sets ADD COLUMN reviewed_at TEXT;
ALTER TABLE ad_sets ADD COLUMN review_comment TEXT;
ALTER TABLE ad_sets ADD COLUMN hooks_retry_policy TEXT NOT NULL DEFAULT 'exponential';
ALTER TABLE ad_sets ADD COLUMN hooks_max_attempts INTEGER NOT NULL DEFAULT 3;
ALTER TABLE ad_sets ADD COLUMN hooks_secret TEXT;
ALTER TABLE ad_sets ADD COLUMN permalink_token TEXT;

ALTER TABLE ads ADD COLUMN product_id INTEGER REFERENCES products(id) ON DELETE SET NULL;
ALTER TABLE ads ADD COLUMN language TEXT;
ALTER TABLE ads ADD COLUMN input_values TEXT NOT NULL DEFAULT '{}';
CREATE INDEX ads_ad_set ON ads (ad_set_id);

CREATE TABLE ad_set_hooks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ad_set_id INTEGER NOT NULL REFERENCES ad_sets(id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  events TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE ad_set_render_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ad_set_id INTEGER NOT NULL REFERENCES ad_sets(id) ON DELETE CASCADE,
  ad_id INTEGER NOT NULL REFERENCES ads(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX ad_set_render_requests_set ON ad_set_render_requests (ad_set_id);
`;
