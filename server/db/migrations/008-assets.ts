/**
 * The asset library and source files. Library files belong to a directory (the folder tree of
 * `directories`, whose root per brand is named '/'); source files belong to an asset group. A
 * file's `path` stays the folder's path as text (the upload contract's `path` field). Group
 * counters are kept on the group so the generic list shows them without a join.
 */
export const sql = `
ALTER TABLE files ADD COLUMN directory_id INTEGER REFERENCES directories(id) ON DELETE CASCADE;
ALTER TABLE files ADD COLUMN asset_group_id INTEGER REFERENCES asset_groups(id) ON DELETE CASCADE;
ALTER TABLE files ADD COLUMN meta TEXT;
ALTER TABLE asset_groups ADD COLUMN files_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE asset_groups ADD COLUMN files_size INTEGER NOT NULL DEFAULT 0;
ALTER TABLE directories ADD COLUMN created_at TEXT;
CREATE INDEX files_directory ON files (directory_id);
CREATE INDEX files_asset_group ON files (asset_group_id);
CREATE INDEX directories_parent ON directories (brand_id, parent_id);
`;
