/**
 * An ad-set event becomes one pending delivery per hook that listens to it (docs/ad-sets.md
 * "Webhooks"). Only a row is written, inside the caller's request or transaction: the delivery
 * runner (runner.ts) sends it, so a slow or dead receiver never holds up the user.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { attemptsAllowed, type HookEvent } from './policy.ts';

export interface HookEventInput {
  readonly adSetId: number;
  readonly event: HookEvent;
  /** What happened, as the receiver reads it under `data`. */
  readonly data: Readonly<Record<string, unknown>>;
  /** ISO time of the event; the deliveries are due at once. */
  readonly at: string;
}

/** Answers the number of deliveries queued (0 when no hook listens). */
export function enqueueHookEvent(db: Db, e: HookEventInput): number {
  const adSet = db.prepare('SELECT id, name, brand_id, hooks_retry_policy, hooks_max_attempts FROM ad_sets WHERE id = ?').get(e.adSetId) as
    | { id: number; name: string; brand_id: number; hooks_retry_policy: string; hooks_max_attempts: number }
    | undefined;
  if (!adSet) return 0;
  const hooks = (db.prepare('SELECT id, url, events FROM ad_set_hooks WHERE ad_set_id = ? ORDER BY id').all(adSet.id) as { id: number; url: string; events: string }[]).filter((h) =>
    (JSON.parse(h.events) as string[]).includes(e.event),
  );
  if (hooks.length === 0) return 0;
  // One id per event, the same in every delivery and retry of it: receivers drop repeats by it.
  const eventId = `evt_${randomUUID()}`;
  const payload = JSON.stringify({ id: eventId, event: e.event, created_at: e.at, ad_set: { id: adSet.id, name: adSet.name, brand_id: adSet.brand_id }, data: e.data });
  const insert = db.prepare(
    "INSERT INTO ad_set_hook_deliveries (ad_set_id, hook_id, url, event, event_id, payload, retry_policy, max_attempts, status, next_attempt_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)",
  );
  for (const hook of hooks) insert.run(adSet.id, hook.id, hook.url, e.event, eventId, payload, adSet.hooks_retry_policy, attemptsAllowed(adSet.hooks_retry_policy, adSet.hooks_max_attempts), e.at, e.at, e.at);
  return hooks.length;
}
