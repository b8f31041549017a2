/**
 * The worker API (render-queue/worker-protocol.ts): what a render worker on another machine calls
 * to claim a render, fetch its package, report its stages, keep its leases, and hand back the file
 * or the reason it failed. Authority is the shared worker token (`RENDER_WORKER_TOKEN`) in a bearer
 * header, compared in constant time; no token configured refuses every call (503), a wrong or
 * missing one answers 401. A session cookie is never looked at: the paths are outside `/server/`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { HttpError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { RenderError } from '../render/render-error.ts';
import { reason } from '../../worker/contract/render-reasons';
import type { RemoteRenders } from '../render-queue/remote-renders.ts';
import { FailureBody, FILENAME_HEADER, type HelloAnswer, LeasesBody, MIME_HEADER, OWNER_HEADER, OWNER_PATTERN, type Settled, StageBody, WORKER_API } from '../render-queue/worker-protocol.ts';

/** The largest output a worker may send: a 4096² PNG of noise is ~50 MB, an HTML5 zip at most its package (50 MB) and page. */
export const MAX_OUTPUT_BYTES = 256 * 1024 * 1024;

export interface RenderWorkerRouteDeps {
  /** null: no worker is let in. */
  readonly token: string | null;
  readonly leaseMs: number;
  /** What the workers' renderers keep (HelloAnswer.renderLimits). */
  readonly renderLimits?: HelloAnswer['renderLimits'];
  readonly remote: RemoteRenders;
  /** A worker took a render out of Redis (the dispatcher sends the next one) or gave renders back. */
  readonly changed: () => void;
  readonly maxOutputBytes?: number;
}

/**
 * How often a worker renews its leases: well under the lease, and at least every 2 s, because the
 * renewal is also how a worker learns that a render it holds was cancelled (and kills its page).
 */
export const renewMsOf = (leaseMs: number): number => Math.max(250, Math.min(Math.floor(leaseMs / 3), 2_000));

const digest = (s: string) => createHash('sha256').update(s).digest();
const notHeld = () => new HttpError(409, 'The render is not held by this worker: it was settled, cancelled, or its lease ran out.');
const Id = v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/), v.transform(Number));

export const outputTooLarge = (max: number) => reason('render.output-too-large', { mb: Math.floor(max / 1024 / 1024) });

function ownerOf(request: FastifyRequest): string {
  return request.headers[OWNER_HEADER] as string;
}

function idOf(request: FastifyRequest): number {
  return validate(v.object({ id: Id }), request.params).id;
}

/** Counts the bytes going through and fails past `max` (with the reason the render then fails with). */
function limited(max: number): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > max ? new RenderError(outputTooLarge(max)) : null, chunk);
    },
  });
}

/**
 * The file's name as the renderer makes it (`{template}-v{n}-{w}x{h}-{id}.{ext}`, renderer.ts):
 * downloads put it in Content-Disposition, so nothing else is taken from a worker.
 */
function filenameOf(request: FastifyRequest): string {
  const name = String(request.headers[FILENAME_HEADER] ?? '');
  if (!/^[a-z0-9][a-z0-9.-]{0,200}\.[a-z0-9]{1,5}$/.test(name)) throw new HttpError(422, `The ${FILENAME_HEADER} header must name the file as the renderer does (lower-case letters, digits, dots and dashes).`);
  return name;
}

/** The types a render makes; downloads answer with it. */
const OUTPUT_TYPES = new Set(['application/zip', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'video/mp4']);

function mimeOf(request: FastifyRequest): string {
  const mime = String(request.headers[MIME_HEADER] ?? '');
  if (!OUTPUT_TYPES.has(mime)) throw new HttpError(422, `The ${MIME_HEADER} header must be one of ${[...OUTPUT_TYPES].join(', ')}.`);
  return mime;
}

function answer(reply: FastifyReply, settled: Settled | null): { data: Settled } {
  if (!settled) throw notHeld();
  reply.code(200);
  return { data: settled };
}

export function registerRenderWorkerRoutes(app: FastifyInstance, d: RenderWorkerRouteDeps): void {
  const expected = d.token === null ? null : digest(d.token);
  const maxOutput = d.maxOutputBytes ?? MAX_OUTPUT_BYTES;

  void app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request) => {
        if (expected === null) throw new HttpError(503, 'Render workers are not enabled on this server: set RENDER_WORKER_TOKEN (the same on the API server and its workers).');
        const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
        // Both sides hashed: equal lengths for timingSafeEqual, and no length leaks.
        if (!given || !timingSafeEqual(digest(given), expected)) throw new HttpError(401, 'Unauthenticated.');
        const owner = request.headers[OWNER_HEADER];
        if (typeof owner !== 'string' || !OWNER_PATTERN.test(owner)) throw new HttpError(422, `The ${OWNER_HEADER} header must carry the worker's lease owner.`);
      });
      // The output is the request body itself, streamed to the output store: not parsed, not buffered.
      scope.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null, undefined));

      scope.get('/hello', async (): Promise<HelloAnswer> => ({ leaseMs: d.leaseMs, renewMs: renewMsOf(d.leaseMs), maxOutputBytes: maxOutput, ...(d.renderLimits ? { renderLimits: d.renderLimits } : {}) }));

      scope.post('/renders/:id/claim', async (request, reply) => {
        const result = await d.remote.claim(ownerOf(request), idOf(request));
        d.changed();
        if ('notTaken' in result) return reply.code(409).send(result.notTaken);
        return { data: result.claimed };
      });

      scope.get('/packages/:id', async (request, reply) => {
        const content = d.remote.packageFor(ownerOf(request), idOf(request));
        if (!content) throw new HttpError(404, 'No render of this worker uses that package.');
        return reply.type('application/zip').send(content);
      });

      scope.get('/assets/:id', async (request, reply) => {
        const content = d.remote.assetFor(ownerOf(request), idOf(request));
        if (!content) throw new HttpError(404, 'No render of this worker uses that asset.');
        return reply.type('application/octet-stream').send(content);
      });

      scope.post('/renders/:id/stage', async (request, reply) => {
        const { stage } = validate(StageBody, request.body);
        if (!d.remote.stage(ownerOf(request), idOf(request), stage)) throw notHeld();
        return reply.code(204).send();
      });

      scope.post('/leases/renew', async (request) => {
        const { ids } = validate(LeasesBody, request.body);
        return { data: { held: d.remote.renew(ownerOf(request), ids) } };
      });

      scope.post('/leases/give-back', async (request, reply) => {
        d.remote.giveBack(ownerOf(request));
        d.changed();
        return reply.code(204).send();
      });

      scope.post('/renders/:id/failure', async (request, reply) => {
        const failure = validate(FailureBody, request.body);
        return answer(reply, await d.remote.fail(ownerOf(request), idOf(request), failure));
      });

      scope.put('/renders/:id/output', async (request, reply) => {
        // What is not read is not wanted (refused, too large, not this worker's): the connection closes after the answer.
        reply.header('connection', 'close');
        reply.raw.once('finish', () => {
          if (!request.raw.complete) request.raw.destroy();
        });
        const owner = ownerOf(request);
        const id = idOf(request);
        const file = { filename: filenameOf(request), mime: mimeOf(request) };
        if (Number(request.headers['content-length'] ?? 0) > maxOutput) return answer(reply, await d.remote.fail(owner, id, outputTooLarge(maxOutput)));
        const raw = request.raw;
        const body = limited(maxOutput);
        // Read by the output store when the render is this worker's; otherwise nobody listens for its errors.
        body.on('error', () => {});
        const cut = new AbortController();
        // A worker killed mid-upload: the render is dropped before the store sees the error, so
        // nothing is settled, and the store removes its temporary file.
        raw.once('close', () => {
          if (raw.complete) return;
          cut.abort();
          body.destroy(new Error('The upload was cut before its end.'));
        });
        raw.pipe(body);
        return answer(reply, await d.remote.deliver(owner, id, { ...file, stream: body }, cut.signal));
      });
    },
    { prefix: WORKER_API },
  );
}
