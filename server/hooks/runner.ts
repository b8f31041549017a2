/**
 * The webhook delivery runner, in the server process (docs/ad-sets.md "Webhooks"), built like the
 * feeds' scheduler (server/feeds/fetch-scheduler.ts): every tick it sends the deliveries whose
 * `next_attempt_at` has come. A 2xx answer delivers; anything else is a failed attempt, tried
 * again by the ad set's retry policy until its attempts run out (status `failed`, with the last
 * answer's code and error kept). The state lives in the table, so a restart loses nothing.
 *
 *   timer (every tickMs) ─▶ runDue(now) ─▶ due deliveries ─▶ claim (attempt counted, retry time set) ─▶ POST ─▶ outcome
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { retryDelayMs } from './policy.ts';
import { sendWebhook, type SendOptions, type SendResult } from './send.ts';
import { DELIVERY_ID_HEADER, EVENT_HEADER, EVENT_ID_HEADER, SIGNATURE_HEADER, signatureHeader, TIMESTAMP_HEADER } from './signature.ts';
import { periodicRuns, type PeriodicRuns } from '../jobs/periodic-runs.ts';

/** The most deliveries one run sends (at once); the rest are still due at the next. */
const BATCH = 10;

interface DeliveryRow {
  id: number;
  ad_set_id: number;
  url: string;
  event: string;
  event_id: string;
  payload: string;
  retry_policy: string;
  max_attempts: number;
  attempts: number;
}

export interface HookRunner extends PeriodicRuns {
  /** Sends the deliveries due at `at` (default: the clock's now); answers their ids and new status. */
  runDue(at?: Date): Promise<{ readonly id: number; readonly status: string }[]>;
}

export interface HookRunnerDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly send: SendOptions;
  readonly onError: (error: unknown) => void;
  /** After an attempt is recorded: the ad set's open hooks tab refreshes (AdSetUpdated). */
  readonly onAttempt?: (adSetId: number) => void;
}

export function createHookRunner(deps: HookRunnerDeps): HookRunner {
  const { db, clock } = deps;

  /**
   * The secrets of the moment of sending (a rotated secret signs what is still pending): the
   * current one first, then the one it replaced while its overlap lasts.
   */
  function signingSecrets(adSetId: number, at: Date): string[] {
    const row = db.prepare('SELECT hooks_secret, hooks_previous_secret, hooks_previous_secret_until FROM ad_sets WHERE id = ?').get(adSetId) as
      | { hooks_secret: string | null; hooks_previous_secret: string | null; hooks_previous_secret_until: string | null }
      | undefined;
    if (!row?.hooks_secret) return [];
    const overlapping = row.hooks_previous_secret !== null && row.hooks_previous_secret_until !== null && row.hooks_previous_secret_until > at.toISOString();
    return overlapping ? [row.hooks_secret, row.hooks_previous_secret!] : [row.hooks_secret];
  }

  async function deliver(d: DeliveryRow, at: Date): Promise<{ id: number; status: string }> {
    const attempt = d.attempts + 1;
    const retryAt = new Date(at.getTime() + retryDelayMs(d.retry_policy, attempt)).toISOString();
    // Claimed before the POST: a send that hangs or a crash meanwhile still counts, and the retry is already due later.
    db.prepare('UPDATE ad_set_hook_deliveries SET attempts = ?, next_attempt_at = ?, updated_at = ? WHERE id = ?').run(attempt, retryAt, at.toISOString(), d.id);
    const timestamp = Math.floor(at.getTime() / 1000);
    // The event id is the same in every hook's delivery and every retry; the delivery id names this hook's copy.
    const headers: Record<string, string> = { [EVENT_HEADER]: d.event, [EVENT_ID_HEADER]: d.event_id, [DELIVERY_ID_HEADER]: `dlv_${d.id}`, [TIMESTAMP_HEADER]: String(timestamp) };
    const secrets = signingSecrets(d.ad_set_id, at);
    if (secrets.length > 0) headers[SIGNATURE_HEADER] = signatureHeader(secrets, timestamp, d.payload);
    const result: SendResult = await sendWebhook(d.url, d.payload, headers, deps.send);
    const ok = 'status' in result && result.status >= 200 && result.status < 300;
    const code = 'status' in result ? result.status : null;
    const error = 'error' in result ? result.error : ok ? null : `The receiver answered ${code}.`;
    const status = ok ? 'delivered' : attempt >= d.max_attempts ? 'failed' : 'pending';
    const finished = status === 'pending' ? null : clock.now().toISOString();
    db.prepare('UPDATE ad_set_hook_deliveries SET status = ?, response_code = ?, last_error = ?, next_attempt_at = ?, updated_at = ?, finished_at = ? WHERE id = ?').run(
      status,
      code,
      error,
      status === 'pending' ? retryAt : null,
      clock.now().toISOString(),
      finished,
      d.id,
    );
    deps.onAttempt?.(d.ad_set_id);
    return { id: d.id, status };
  }

  async function runDue(at = clock.now()) {
    const due = db.prepare("SELECT * FROM ad_set_hook_deliveries WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?").all(at.toISOString(), BATCH) as DeliveryRow[];
    return Promise.all(due.map((d) => deliver(d, at)));
  }

  return { runDue, ...periodicRuns(() => runDue(), deps.onError) };
}
