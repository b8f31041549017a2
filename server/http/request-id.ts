/**
 * X-Request-Id (worker/contract/request-id.ts): each request's id is the client's when it sent a
 * sane one (the data layer does, on every call, and logs it in its request envelopes), else one
 * made here. Fastify puts it in every log line of the request as `requestId` (the "request
 * completed" line included), and the answer echoes it, errors and refusals too, so a line of
 * the server's log, an answer in the browser and an envelope of an exported event log name the
 * same call.
 */
import { randomBytes } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { isSaneRequestId, REQUEST_ID_HEADER } from '../../worker/contract/request-id';

/** The Fastify options that make the id (before any hook runs). */
export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId' | 'logController' | 'requestIdHeader'> = {
  // Read by genReqId below, not trusted blindly as Fastify would with requestIdHeader.
  requestIdHeader: false,
  // Fastify's own request lines ("incoming request", "request completed") label the id `requestId`.
  logController: new LogController({ requestIdLogLabel: 'requestId' }),
  genReqId: (request) => {
    const sent = request.headers[REQUEST_ID_HEADER.toLowerCase()];
    return isSaneRequestId(sent) ? sent : `srv-${randomBytes(6).toString('base64url')}`;
  },
};

/** Echoes the id on every answer: first hook, so even a refused request carries it. */
export function installRequestIdEcho(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
