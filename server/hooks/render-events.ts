/**
 * Where an ad set's creative ends (docs/ad-sets.md "Creatives"): the render queue calls this once
 * when it settles a render, inside the transaction that gives the render its final status. A
 * template render (no ad set) is left alone. The ad set's hooks hear `render.finished` or
 * `render.failed` (one pending delivery per listening hook, sent by the runner), and when it was
 * the set's last queued or rendering creative the set is announced, so open pages refetch its
 * counts once per round instead of once per render (the grid follows each render's own events).
 */
import type { Db } from '../db/database.ts';
import type { BrandRow, VisualBuildRow } from '../db/rows.ts';
import type { Publisher } from '../live/publisher.ts';
import { announceAdSetUpdated } from '../routes/ad-sets-live.ts';
import { enqueueHookEvent } from './enqueue.ts';

export interface SettleDeps {
  readonly db: Db;
  readonly publisher: Publisher;
}

type Settled = Pick<VisualBuildRow, 'id' | 'status' | 'error' | 'ad_set_id' | 'ad_id' | 'language' | 'width' | 'height' | 'output_format' | 'size_bytes'>;

/** Answers the number of deliveries queued (0 for a template render or when no hook listens). */
export function settleAdSetRender(d: SettleDeps, build: Settled, brand: Pick<BrandRow, 'id' | 'identifier'>, at: string): number {
  if (build.ad_set_id === null || (build.status !== 'finished' && build.status !== 'failed')) return 0;
  const finished = build.status === 'finished';
  const data = {
    render_id: build.id,
    ad_id: build.ad_id,
    language: build.language,
    size: { width: build.width, height: build.height },
    output_format: build.output_format,
    status: build.status,
    ...(finished ? { file_size: build.size_bytes } : { error: build.error }),
  };
  const queued = enqueueHookEvent(d.db, { adSetId: build.ad_set_id, event: finished ? 'render.finished' : 'render.failed', data, at });
  const unfinished = d.db.prepare("SELECT 1 FROM visual_builds WHERE ad_set_id = ? AND status IN ('queued', 'rendering') AND id != ? LIMIT 1").get(build.ad_set_id, build.id);
  if (!unfinished) announceAdSetUpdated(d.publisher, brand, build.ad_set_id);
  return queued;
}
