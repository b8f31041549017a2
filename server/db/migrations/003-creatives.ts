/** Visuals and their versions, comments and builds; uploaded files. */
export const sql = `
CREATE TABLE files (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  path TEXT NOT NULL DEFAULT '/',
  name TEXT NOT NULL,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  duration REAL,
  content BLOB NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE visuals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  description TEXT,
  tags TEXT NOT NULL DEFAULT '[]',
  visual_tags TEXT NOT NULL DEFAULT '[]',
  output_category TEXT NOT NULL,
  default_output_format TEXT NOT NULL DEFAULT 'html',
  package TEXT NOT NULL DEFAULT '[]',
  slots TEXT NOT NULL DEFAULT '[]',
  status TEXT NOT NULL DEFAULT 'published',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  deleted_at TEXT
);

CREATE TABLE visual_versions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  visual_id INTEGER NOT NULL REFERENCES visuals(id) ON DELETE CASCADE,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  number INTEGER NOT NULL,
  status TEXT NOT NULL,
  status_before_approval TEXT,
  approval_comment TEXT,
  preview_url TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE visual_version_comments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  visual_version_id INTEGER NOT NULL REFERENCES visual_versions(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  comment TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE visual_builds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  visual_version_id INTEGER REFERENCES visual_versions(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  model_type TEXT NOT NULL DEFAULT 'visual_version',
  status TEXT NOT NULL,
  progress INTEGER NOT NULL DEFAULT 0,
  output_format TEXT NOT NULL DEFAULT 'html',
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  cost REAL NOT NULL DEFAULT 1,
  size_bytes INTEGER,
  error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  finished_at TEXT
);
CREATE INDEX visual_builds_status ON visual_builds (status);
`;
