/**
 * Fair turns in the render queue (server/render-queue/fair-turns.ts, docs/template-packages.md
 * "The render queue"): brands take turns, and within a brand the people who queued.
 *
 * `render_turns` keeps, per brand and requester (`user_key`: the user id, 0 for renders nobody
 * asked for), the number of the last turn they were given: a counter that grows with each render
 * started (or sent to the render workers), so "whose last render started longest ago" is the
 * smallest number. A brand's last turn is the largest of its rows.
 *
 * `visual_builds_turns` holds only queued renders, by brand, requester and age, so choosing the
 * next one walks a few index entries per brand with waiting work, however long the queue is.
 * `dispatched_at` marks a queued render sent to Redis (RENDER_QUEUE=bullmq) and not yet taken by
 * a worker, so the dispatcher keeps a bounded number there and does not choose it twice.
 */
export const sql = `
CREATE TABLE render_turns (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_key INTEGER NOT NULL,
  turn INTEGER NOT NULL
);
CREATE UNIQUE INDEX render_turns_requester ON render_turns (brand_id, user_key);
CREATE INDEX render_turns_brand_turn ON render_turns (brand_id, turn);
CREATE INDEX render_turns_turn ON render_turns (turn);
ALTER TABLE visual_builds ADD COLUMN dispatched_at TEXT;
CREATE INDEX visual_builds_turns ON visual_builds (brand_id, IFNULL(user_id, 0), id) WHERE status = 'queued';
CREATE INDEX visual_builds_dispatched ON visual_builds (dispatched_at) WHERE status = 'queued' AND dispatched_at IS NOT NULL;
`;
