/**
 * The generic resources (ad sets, ads, feeds, asset groups, products). Every table shares the
 * columns the generic calls filter on (brand_id, name, archived_at); the rest is per kind.
 */
const common = `
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  archived_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL`;

export const sql = `
CREATE TABLE feeds (${common},
  type TEXT NOT NULL,
  url TEXT
);
CREATE TABLE ad_sets (${common},
  format TEXT NOT NULL,
  visual_version_id INTEGER REFERENCES visual_versions(id) ON DELETE SET NULL,
  feed_id INTEGER REFERENCES feeds(id) ON DELETE SET NULL,
  review_state TEXT
);
CREATE TABLE ads (${common},
  ad_set_id INTEGER NOT NULL REFERENCES ad_sets(id) ON DELETE CASCADE,
  format TEXT NOT NULL
);
CREATE TABLE asset_groups (${common},
  label TEXT NOT NULL
);
CREATE TABLE products (${common},
  feed_id INTEGER REFERENCES feeds(id) ON DELETE SET NULL,
  sku TEXT NOT NULL,
  price REAL
);
`;
