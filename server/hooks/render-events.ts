/**
 * Where an ad set's render request ends (issue 23 §4's queue calls it): the request takes its
 * final status and its hooks hear `render.finished` or `render.failed`, in one transaction and
 * only once — a request already finished or failed is left alone, so a render reported twice
 * (a restart, a retried worker) never sends a second delivery.
 */
import type { Db } from '../db/database.ts';
import { enqueueHookEvent } from './enqueue.ts';

export type RenderOutcome = { readonly status: 'finished' } | { readonly status: 'failed'; readonly error: string };

/** Answers false when the request does not exist or had already ended. */
export function settleAdSetRender(db: Db, requestId: number, outcome: RenderOutcome, at: string): boolean {
  return db.transaction(() => {
    const request = db.prepare("SELECT id, ad_set_id, ad_id, width, height FROM ad_set_render_requests WHERE id = ? AND status NOT IN ('finished', 'failed')").get(requestId) as
      | { id: number; ad_set_id: number; ad_id: number; width: number; height: number }
      | undefined;
    if (!request) return false;
    db.prepare('UPDATE ad_set_render_requests SET status = ? WHERE id = ?').run(outcome.status, request.id);
    const data = { render_request_id: request.id, ad_id: request.ad_id, size: { width: request.width, height: request.height }, status: outcome.status, ...(outcome.status === 'failed' ? { error: outcome.error } : {}) };
    enqueueHookEvent(db, { adSetId: request.ad_set_id, event: outcome.status === 'finished' ? 'render.finished' : 'render.failed', data, at });
    return true;
  })();
}
