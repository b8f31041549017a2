/**
 * The `Idempotency-Key` rule both sides follow (docs/api-wire.md "Idempotency-Key"): a write the
 * client may send more than once (its outbox sends it again after a dropped connection) carries
 * one key on every attempt; the server keeps the first answer per user and key for
 * IDEMPOTENCY_KEEP_MS and answers it again instead of applying the write twice.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer the server replayed from an earlier attempt. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;

/** A key is 8–255 of letters, digits, `-` and `_` (a UUID is what the client sends). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,255}$/;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && KEY_PATTERN.test(value);
}

/**
 * Which answers are kept: a success, and a refusal that sending again cannot change (bad input,
 * no permission, gone). An answer that may differ next time is not kept, so the next attempt runs
 * the write: 401/419 (the session or token is renewed and the same key is sent again), 409 (the
 * first attempt is still running), 429 and every 5xx.
 */
export function keepsIdempotentAnswer(status: number): boolean {
  if (status >= 200 && status < 300) return true;
  return status === 400 || status === 403 || status === 404 || status === 410 || status === 413 || status === 422;
}
