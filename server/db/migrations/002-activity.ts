/** Notifications (Laravel's notifications table), incidents and the credit ledger. */
export const sql = `
CREATE TABLE notifications (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  notifiable_type TEXT NOT NULL,
  notifiable_id INTEGER NOT NULL,
  brand_id INTEGER REFERENCES brands(id) ON DELETE CASCADE,
  data TEXT NOT NULL,
  read_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX notifications_notifiable ON notifications (notifiable_id, created_at);

CREATE TABLE incidents (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  brand_id INTEGER REFERENCES brands(id) ON DELETE CASCADE,
  severity TEXT NOT NULL,
  body TEXT NOT NULL,
  expires_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE incident_dismissals (
  incident_id INTEGER NOT NULL REFERENCES incidents(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  dismissed_at TEXT NOT NULL,
  PRIMARY KEY (incident_id, user_id)
);

CREATE TABLE credit_transactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  amount REAL NOT NULL,
  reason TEXT NOT NULL,
  visual_build_id INTEGER,
  created_at TEXT NOT NULL
);
`;
