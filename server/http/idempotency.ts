/**
 * `Idempotency-Key` (docs/api-wire.md): a write that carries the header is applied once per user
 * and key. The first attempt runs and its answer is kept (when keepsIdempotentAnswer says it is
 * final); a later attempt with the same key gets that answer again, with `Idempotent-Replayed:
 * true`, and the route does not run. Keys are kept 24 hours, per user: another person's key never
 * answers for you.
 *
 *   preHandler (after session, CSRF, authentication and body parsing):
 *     no key / safe method / signed out ─▶ the route runs as always
 *     kept answer, same request        ─▶ that answer (status, body)
 *     kept answer, another request     ─▶ 422: the key was used for a different write
 *     first attempt still running      ─▶ 409: sent again too soon (the client tries later)
 *     unknown                          ─▶ claimed, the route runs; onSend keeps or releases it
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEEP_MS, IDEMPOTENT_REPLAYED_HEADER, isIdempotencyKey, keepsIdempotentAnswer } from '../../worker/contract/idempotency.ts';
import { HttpError, validationError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const HEADER = IDEMPOTENCY_HEADER.toLowerCase();

interface KeptRow {
  readonly fingerprint: string;
  readonly status: number | null;
  readonly content_type: string | null;
  readonly body: string | null;
  readonly created_at: string;
}

/** A claim with no answer after this long was abandoned (the process stopped mid-write): the next attempt runs. */
const ABANDONED_AFTER_MS = 60_000;

/** What makes two attempts the same write: method, path with query, and the JSON body. */
function fingerprintOf(request: FastifyRequest): string {
  const body = request.body === undefined || request.body === null || typeof request.body === 'object' && !Buffer.isBuffer(request.body) ? JSON.stringify(request.body ?? null) : String(request.body);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

export function installIdempotency(app: FastifyInstance, db: Db, clock: Clock): void {
  const claimed = new WeakMap<FastifyRequest, { userId: number; key: string }>();
  const find = db.prepare('SELECT fingerprint, status, content_type, body, created_at FROM idempotency_keys WHERE user_id = ? AND key = ?');
  const claim = db.prepare('INSERT INTO idempotency_keys (user_id, key, fingerprint, created_at) VALUES (?, ?, ?, ?)');
  const keep = db.prepare('UPDATE idempotency_keys SET status = ?, content_type = ?, body = ? WHERE user_id = ? AND key = ?');
  const release = db.prepare('DELETE FROM idempotency_keys WHERE user_id = ? AND key = ?');
  const expire = db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?');

  app.addHook('preHandler', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/server/api/')) return;
    const raw = request.headers[HEADER];
    const user = request.auth?.user;
    if (raw === undefined || !user) return;
    if (!isIdempotencyKey(raw)) throw validationError({ [IDEMPOTENCY_HEADER]: ['The idempotency key must be 8 to 255 letters, digits, dashes or underscores.'] });
    const now = clock.now();
    expire.run(new Date(now.getTime() - IDEMPOTENCY_KEEP_MS).toISOString());
    const fingerprint = fingerprintOf(request);
    const kept = find.get(user.id, raw) as KeptRow | undefined;
    const abandoned = kept !== undefined && kept.status === null && Date.parse(kept.created_at) < now.getTime() - ABANDONED_AFTER_MS;
    if (kept === undefined || abandoned) {
      if (abandoned) release.run(user.id, raw);
      claim.run(user.id, raw, fingerprint, now.toISOString());
      claimed.set(request, { userId: user.id, key: raw });
      return;
    }
    if (kept.fingerprint !== fingerprint) throw validationError({ [IDEMPOTENCY_HEADER]: ['This idempotency key was already used for a different request.'] });
    if (kept.status === null) throw new HttpError(409, 'A request with this idempotency key is still being processed. Try again shortly.');
    reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true').code(kept.status);
    if (kept.content_type !== null) reply.header('content-type', kept.content_type);
    return reply.send(kept.body ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const mine = claimed.get(request);
    if (mine === undefined) return payload;
    claimed.delete(request);
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload === null || payload === undefined ? '' : null;
    // A streamed answer (a file) is not kept: the next attempt runs the route again.
    if (text !== null && keepsIdempotentAnswer(reply.statusCode)) {
      const type = reply.getHeader('content-type');
      keep.run(reply.statusCode, typeof type === 'string' ? type : null, text, mine.userId, mine.key);
    } else {
      release.run(mine.userId, mine.key);
    }
    return payload;
  });

  // The client went away before an answer was sent: release the claim so the next attempt runs.
  app.addHook('onResponse', async (request) => {
    const mine = claimed.get(request);
    if (mine === undefined) return;
    claimed.delete(request);
    release.run(mine.userId, mine.key);
  });
}
