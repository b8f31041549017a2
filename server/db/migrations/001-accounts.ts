/**
 * Users, brands, memberships, teams, invites and sessions: who may see what. Integer ids here and
 * in every later table are AUTOINCREMENT: never given again after a delete (012-never-reused-ids.ts).
 */
export const sql = `
CREATE TABLE brands (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  identifier TEXT NOT NULL UNIQUE,
  label TEXT NOT NULL,
  language_code TEXT,
  collaborative_mode INTEGER NOT NULL DEFAULT 0,
  store_identifier TEXT,
  modules TEXT NOT NULL DEFAULT '[]',
  balance REAL NOT NULL DEFAULT 0,
  storage_total_kib INTEGER NOT NULL,
  storage_used_kib INTEGER NOT NULL DEFAULT 0,
  inode_total INTEGER NOT NULL,
  inode_used INTEGER NOT NULL DEFAULT 0,
  volume_total_kib INTEGER NOT NULL,
  volume_used_kib INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT 'en',
  last_brand_id INTEGER REFERENCES brands(id) ON DELETE SET NULL,
  is_mfa_enabled INTEGER NOT NULL DEFAULT 1,
  is_password_valid INTEGER NOT NULL DEFAULT 1,
  is_godlike INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE teams (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  name TEXT NOT NULL
);

CREATE TABLE directories (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES directories(id) ON DELETE CASCADE,
  name TEXT NOT NULL
);

CREATE TABLE brand_users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  primary_role TEXT NOT NULL,
  team_id INTEGER REFERENCES teams(id) ON DELETE SET NULL,
  uploads_root_directory_id INTEGER REFERENCES directories(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, brand_id)
);

CREATE TABLE brand_invites (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  hash TEXT NOT NULL UNIQUE,
  primary_role TEXT NOT NULL,
  accepted_at TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  csrf_token TEXT NOT NULL,
  oauth_state TEXT,
  last_activity INTEGER NOT NULL
);
`;
