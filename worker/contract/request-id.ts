/**
 * `X-Request-Id`: the id a data call carries, so an envelope of the event log (requests/started,
 * requests/finished) and the server's request log line name the same call. Pure: the worker
 * sends it, the reference server echoes it (server/request-id.ts).
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A sane token: short, no spaces or separators a log line could be forged with. */
const SANE = /^[A-Za-z0-9._-]{1,64}$/;

export function isSaneRequestId(value: unknown): value is string {
  return typeof value === 'string' && SANE.test(value);
}

/**
 * The ids of one engine: its start time and a counter, in base 36 (`mhx2k0c0-1b`). No random
 * source: the same run on the same (virtual) clock gives the same ids, in Node and in the browser,
 * and two page loads of a tab (different start times) do not repeat each other's.
 */
export function createRequestIds(startedAt: number): () => string {
  const prefix = Math.max(0, Math.floor(startedAt)).toString(36);
  let counter = 0;
  return () => `${prefix}-${(++counter).toString(36)}`;
}
