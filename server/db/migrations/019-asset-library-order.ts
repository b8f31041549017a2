/**
 * A library folder's listing is paged (docs/assets.md "Paged listing"): subfolders
 * first, then files, each by name as SQLite's NOCASE compares (worker/contract/asset-order.ts),
 * the id breaking ties. These indexes hold the rows of one folder in that order, so a page is a
 * walk along the index from its offset (no sort of the folder per request, no table scan), and
 * the counts of the folder (its total, a subfolder's tile) are counted in the index.
 *
 * They replace `files (directory_id)` and `directories (brand_id, parent_id)` of 008, whose
 * columns they start with (an index of a rowid table ends with the id implicitly).
 */
export const sql = `
DROP INDEX files_directory;
DROP INDEX directories_parent;
CREATE INDEX files_directory_name ON files (directory_id, name COLLATE NOCASE);
CREATE INDEX directories_parent_name ON directories (brand_id, parent_id, name COLLATE NOCASE);
`;
