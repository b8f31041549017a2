/**
 * The creative workflow: a version's history (who did what when), soft-archived
 * versions, a visual's sizes and the create wizard's progress flags.
 */
export const sql = `
ALTER TABLE visual_versions ADD COLUMN archived_at TEXT;

ALTER TABLE visuals ADD COLUMN sizes TEXT NOT NULL DEFAULT '[]';
ALTER TABLE visuals ADD COLUMN basic_settings_finished INTEGER NOT NULL DEFAULT 0;
ALTER TABLE visuals ADD COLUMN inputs_settings_finished INTEGER NOT NULL DEFAULT 0;
ALTER TABLE visuals ADD COLUMN preview_finished INTEGER NOT NULL DEFAULT 0;
-- Visuals made before the wizard existed are not unfinished wizards.
UPDATE visuals SET basic_settings_finished = 1, inputs_settings_finished = 1, preview_finished = 1;

CREATE TABLE visual_version_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  visual_version_id INTEGER NOT NULL REFERENCES visual_versions(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  action TEXT NOT NULL,
  from_status TEXT,
  to_status TEXT,
  comment TEXT,
  comment_id INTEGER REFERENCES visual_version_comments(id) ON DELETE SET NULL,
  details TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX visual_version_events_version ON visual_version_events (visual_version_id, created_at);
CREATE INDEX visual_builds_version ON visual_builds (visual_version_id);
`;
