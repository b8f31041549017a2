/**
 * Fetch feeds fetch for real (docs/feeds.md): when each one is due next (the job
 * runner's durable state: a restart finds the due feeds in the table, nothing lives only in
 * memory), when it was last fetched and why that failed, and a failed fetch's message on its
 * revision (a failed fetch is a revision of kind `fetch-failed` that changed nothing).
 */
export const sql = `
ALTER TABLE feeds ADD COLUMN next_fetch_at TEXT;
ALTER TABLE feeds ADD COLUMN last_fetch_at TEXT;
ALTER TABLE feeds ADD COLUMN last_fetch_error TEXT;
ALTER TABLE feed_revisions ADD COLUMN error TEXT;

-- Scheduled feeds already there are due one period after their last import.
UPDATE feeds SET next_fetch_at = strftime('%Y-%m-%dT%H:%M:%fZ', COALESCE(last_imported_at, created_at),
  CASE schedule WHEN 'hourly' THEN '+1 hour' WHEN 'daily' THEN '+1 day' ELSE '+7 days' END)
WHERE type = 'fetch' AND schedule IN ('hourly', 'daily', 'weekly');

-- The runner's question every minute: which fetch feeds are due.
CREATE INDEX feeds_next_fetch ON feeds (next_fetch_at) WHERE next_fetch_at IS NOT NULL;
`;
