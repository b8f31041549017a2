/**
 * Product feeds (docs/feeds.md): the four kinds' settings on `feeds`, the feed's columns
 * (`feed_attributes`, read by the ad-set wizard's mapping step), every product's full row
 * (`products.data`, JSON keyed by column name), and the history: one revision per import or
 * edit with its counts, and the field-level product changes of each revision.
 */
export const sql = `
ALTER TABLE feeds ADD COLUMN status TEXT NOT NULL DEFAULT 'ready';
ALTER TABLE feeds ADD COLUMN format TEXT;
ALTER TABLE feeds ADD COLUMN schedule TEXT;
ALTER TABLE feeds ADD COLUMN delimiter TEXT;
ALTER TABLE feeds ADD COLUMN has_header INTEGER NOT NULL DEFAULT 1;
ALTER TABLE feeds ADD COLUMN source_feed_id INTEGER REFERENCES feeds(id) ON DELETE SET NULL;
ALTER TABLE feeds ADD COLUMN rules TEXT NOT NULL DEFAULT '{"filters":[],"transforms":[]}';
ALTER TABLE feeds ADD COLUMN file_name TEXT;
ALTER TABLE feeds ADD COLUMN currency TEXT NOT NULL DEFAULT 'EUR';
ALTER TABLE feeds ADD COLUMN last_imported_at TEXT;
ALTER TABLE feeds ADD COLUMN products_count INTEGER NOT NULL DEFAULT 0;

-- Kept apart from feeds: the generic resource calls present every column of a feed row, and the
-- API token must reach managers and developers only.
CREATE TABLE feed_tokens (
  feed_id INTEGER PRIMARY KEY REFERENCES feeds(id) ON DELETE CASCADE,
  permalink_token TEXT NOT NULL UNIQUE,
  api_token TEXT NOT NULL UNIQUE
);

CREATE TABLE feed_attributes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  feed_id INTEGER NOT NULL REFERENCES feeds(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  sample TEXT,
  position INTEGER NOT NULL,
  UNIQUE (feed_id, name)
);
CREATE INDEX feed_attributes_feed ON feed_attributes (feed_id, position);

ALTER TABLE products ADD COLUMN data TEXT NOT NULL DEFAULT '{}';
ALTER TABLE products ADD COLUMN currency TEXT;
CREATE INDEX products_feed ON products (feed_id, id);

CREATE TABLE feed_revisions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  feed_id INTEGER NOT NULL REFERENCES feeds(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  kind TEXT NOT NULL,
  added INTEGER NOT NULL,
  changed INTEGER NOT NULL,
  removed INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX feed_revisions_feed ON feed_revisions (feed_id, id);

CREATE TABLE product_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  revision_id INTEGER NOT NULL REFERENCES feed_revisions(id) ON DELETE CASCADE,
  feed_id INTEGER NOT NULL REFERENCES feeds(id) ON DELETE CASCADE,
  product_id INTEGER REFERENCES products(id) ON DELETE SET NULL,
  sku TEXT NOT NULL,
  field TEXT NOT NULL,
  old_value TEXT,
  new_value TEXT
);
CREATE INDEX product_changes_feed ON product_changes (feed_id, revision_id);
CREATE INDEX product_changes_product ON product_changes (product_id);
`;
