/**
 * Ad-set webhooks are delivered (docs/ad-sets.md): one row per (hook × event), the
 * delivery runner's durable state. A restart finds the pending deliveries here and sends those
 * due; the policy and attempt limit are copied from the ad set when the event happens, so a
 * settings change later does not rewrite a delivery under way.
 */
export const sql = `
CREATE TABLE ad_set_hook_deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ad_set_id INTEGER NOT NULL REFERENCES ad_sets(id) ON DELETE CASCADE,
  hook_id INTEGER REFERENCES ad_set_hooks(id) ON DELETE SET NULL,
  url TEXT NOT NULL,
  event TEXT NOT NULL,
  event_id TEXT NOT NULL,
  payload TEXT NOT NULL,
  retry_policy TEXT NOT NULL,
  max_attempts INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  response_code INTEGER,
  last_error TEXT,
  next_attempt_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  finished_at TEXT
);
CREATE INDEX ad_set_hook_deliveries_set ON ad_set_hook_deliveries (ad_set_id, id);
-- The runner's question every tick: which deliveries are due.
CREATE INDEX ad_set_hook_deliveries_due ON ad_set_hook_deliveries (next_attempt_at) WHERE status = 'pending';
`;
