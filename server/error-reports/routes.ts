/**
 * The local error-reporting endpoint (a stand-in for Sentry) and its control calls
 * (docs/error-reporting.md). With the DSN `http://key@host/__sentry/1` the SDK posts envelopes
 * to `POST /__sentry/api/1/envelope/`; tests read what arrived with `GET /__control/error-reports`.
 * Mounted only outside production, like the control API.
 */
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { EnvelopeError, parseEnvelope } from './envelope.ts';
import type { ErrorReportStore } from './store.ts';

/** Sentry's own limit for an envelope (uncompressed events are far smaller). */
const ENVELOPE_LIMIT_BYTES = 1024 * 1024;
const UNZIPPED_LIMIT_BYTES = 5 * ENVELOPE_LIMIT_BYTES;

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === undefined || encoding === 'identity') return body;
  if (encoding !== 'gzip') throw new EnvelopeError(`unsupported content encoding ${encoding}`);
  try {
    return gunzipSync(body, { maxOutputLength: UNZIPPED_LIMIT_BYTES });
  } catch {
    throw new EnvelopeError('the gzip body could not be decompressed');
  }
}

export function registerErrorReportRoutes(app: FastifyInstance, store: ErrorReportStore): void {
  // Own scope: the SDK posts text/plain (or no type at all); the body is read as bytes whatever it says.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ENVELOPE_LIMIT_BYTES }, (_request, body, done) => done(null, body));

    scope.post('/__sentry/api/:projectId/envelope/', async (request, reply) => {
      const { projectId } = request.params as { projectId: string };
      if (!/^\d+$/.test(projectId)) return reply.status(404).send({ detail: 'unknown project' });
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      try {
        const envelope = parseEnvelope(decoded(body, request.headers['content-encoding']));
        store.add(envelope, new Date());
        return { id: typeof envelope.header.event_id === 'string' ? envelope.header.event_id : null };
      } catch (error) {
        if (error instanceof EnvelopeError) return reply.status(400).send({ detail: `invalid envelope: ${error.message}` });
        throw error;
      }
    });
  });

  // `?payload=1` adds each event's full JSON (to check what leaves the browser, e.g. no cookies).
  app.get('/__control/error-reports', async (request) => {
    const { payload } = request.query as { payload?: string };
    return store.list({ payload: payload === '1' || payload === 'true' });
  });

  app.post('/__control/error-reports/reset', async () => {
    store.reset();
    return { ok: true };
  });
}
