/**
 * Which queued render starts next: brands take turns, and within a brand the people who queued
 * (docs/template-packages.md "The render queue"). A brand that queues 10,000 renders does not
 * make another brand's single render wait behind them, nor one person's batch a colleague's.
 *
 *   1. the brand with queued work whose last turn is the oldest (never had one: first; ties: the
 *      lower brand id);
 *   2. in that brand, the requester (user id; "nobody" for renders no one asked for) whose last
 *      turn is the oldest, the same way;
 *   3. that requester's oldest queued render (lowest id).
 *
 * A turn is given when a render is started (the embedded queue's claim, render-runner.ts) or sent
 * to the render workers (the BullMQ dispatcher, bullmq-dispatcher.ts), and recorded in
 * `render_turns` (migration 021) as a number that grows with each turn. The same ordering, one
 * SQL statement, serves both queues.
 *
 * Cost: the brands and requesters with queued work are found by skipping along the partial index
 * `visual_builds_turns` (queued rows only, by brand, requester, id): one index lookup per brand
 * with waiting work and one per requester of the chosen brand, then one for the render. It does
 * not grow with the number of queued renders (fair-turns.test.ts reads the plan; docs/benchmarks.md
 * has the claim time with 10,000 queued).
 */
import type { Db } from '../db/database.ts';

/** The requester's key in `render_turns` and the index: the user id, 0 for nobody. */
const REQUESTER = 'IFNULL(user_id, 0)';

/**
 * The fair choice as one SELECT of a build id, among the queued renders for which `eligible` (an
 * SQL condition on `visual_builds`, without aliases) holds. Every subquery repeats
 * `status = 'queued'` so that SQLite may use the partial index.
 */
export function fairNextSql(eligible = '1'): string {
  const waiting = `status = 'queued' AND (${eligible})`;
  return `WITH RECURSIVE
  waiting_brands(brand_id) AS (
    SELECT (SELECT brand_id FROM visual_builds INDEXED BY visual_builds_turns WHERE ${waiting} ORDER BY brand_id LIMIT 1)
    UNION ALL
    SELECT (SELECT brand_id FROM visual_builds INDEXED BY visual_builds_turns WHERE ${waiting} AND brand_id > w.brand_id ORDER BY brand_id LIMIT 1)
    FROM waiting_brands w WHERE w.brand_id IS NOT NULL
  ),
  next_brand(brand_id) AS (
    SELECT w.brand_id FROM waiting_brands w WHERE w.brand_id IS NOT NULL
    ORDER BY (SELECT IFNULL(MAX(t.turn), 0) FROM render_turns t WHERE t.brand_id = w.brand_id), w.brand_id LIMIT 1
  ),
  waiting_requesters(user_key) AS (
    SELECT (SELECT ${REQUESTER} FROM visual_builds WHERE ${waiting} AND brand_id = (SELECT brand_id FROM next_brand) ORDER BY ${REQUESTER} LIMIT 1)
    UNION ALL
    SELECT (SELECT ${REQUESTER} FROM visual_builds WHERE ${waiting} AND brand_id = (SELECT brand_id FROM next_brand) AND ${REQUESTER} > r.user_key ORDER BY ${REQUESTER} LIMIT 1)
    FROM waiting_requesters r WHERE r.user_key IS NOT NULL
  ),
  next_requester(user_key) AS (
    SELECT r.user_key FROM waiting_requesters r WHERE r.user_key IS NOT NULL
    ORDER BY (SELECT IFNULL(MAX(t.turn), 0) FROM render_turns t WHERE t.brand_id = (SELECT brand_id FROM next_brand) AND t.user_key = r.user_key), r.user_key LIMIT 1
  )
SELECT id FROM visual_builds
WHERE ${waiting} AND brand_id = (SELECT brand_id FROM next_brand) AND ${REQUESTER} = (SELECT user_key FROM next_requester)
ORDER BY id LIMIT 1`;
}

export interface FairTurns {
  /** Records that this render's brand and requester had their turn now (after the render was chosen). */
  taken(build: { readonly brand_id: number; readonly user_id: number | null }): void;
}

export function createFairTurns(db: Db): FairTurns {
  const record = db.prepare(
    `INSERT INTO render_turns (brand_id, user_key, turn) VALUES (?, ?, (SELECT IFNULL(MAX(turn), 0) + 1 FROM render_turns))
     ON CONFLICT (brand_id, user_key) DO UPDATE SET turn = excluded.turn`,
  );
  return {
    taken: (build) => void record.run(build.brand_id, build.user_id ?? 0),
  };
}
