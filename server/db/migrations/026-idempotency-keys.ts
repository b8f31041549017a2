/**
 * Idempotency keys (docs/api-wire.md "Idempotency-Key"): the first answer to a write sent with an
 * `Idempotency-Key` header, per user, so the same write sent again (a client's outbox after a
 * dropped connection) answers what the first did and is not applied twice. Kept 24 hours.
 */
export const sql = `
CREATE TABLE idempotency_keys (
  user_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  status INTEGER,
  content_type TEXT,
  body TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
`;
