/**
 * graphql-ws on the same path as the HTTP endpoint. The upgrade is authenticated with the
 * session cookie (a browser cannot add headers to a WebSocket); the brand comes from the
 * connection params, `{ headers: { 'X-Brand': ... } }` as docs/api-wire.md has the client send
 * them. The session is checked again for every subscription, so an expired session stops
 * getting new ones.
 */
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { execute, subscribe, type GraphQLError, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { findSession, SESSION_COOKIE } from '../auth/sessions.ts';
import type { Services } from '../services.ts';
import type { GqlContext } from './executable-schema.ts';
import { GRAPHQL_PATH } from './http.ts';
import { parseLimited } from './limits.ts';
import { createDocumentValidator } from './validation.ts';

/**
 * GraphQLError as graphql-ws knows it: it takes errors returned by onSubscribe only if they are
 * `instanceof` the GraphQLError of the graphql it loads, which is Node's (the CommonJS build);
 * under vitest this file's import resolves to the ESM build, another class.
 */
const WsGraphQLError = (createRequire(import.meta.url)('graphql') as { GraphQLError: typeof GraphQLError }).GraphQLError;

export function attachGraphqlWs(app: FastifyInstance, s: Services, schema: GraphQLSchema): void {
  const wss = new WebSocketServer({ noServer: true });
  const validateLimited = createDocumentValidator({ production: s.config.production });
  const userOf = (request: IncomingMessage): number | null => {
    const cookies = app.parseCookie(request.headers.cookie ?? '');
    return findSession(s.db, s.clock, cookies[SESSION_COOKIE])?.user_id ?? null;
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== GRAPHQL_PATH) return;
    // Cross-site WebSocket hijacking: a browser always sends Origin, and only our pages may connect.
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== s.config.appOrigin) {
      socket.end('HTTP/1.1 403 Forbidden\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{"message":"This action is unauthorized."}');
      return;
    }
    if (userOf(request) === null) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{"message":"Unauthenticated."}');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  app.server.on('upgrade', onUpgrade);

  const disposable = useServer<Record<string, unknown> | undefined>(
    {
      schema,
      // Our own graphql functions: graphql 16 ships CJS and ESM builds, and graphql-ws may load
      // the other one, which would not recognise this schema ("another module or realm").
      parse: parseLimited,
      validate: validateLimited,
      execute,
      subscribe,
      onSubscribe: (ctx, _id, payload) => {
        if (userOf(ctx.extra.request) === null) return [new WsGraphQLError('Unauthenticated.', { extensions: { category: 'authentication' } })];
        // A syntax error or a document over the token limit is answered as an error message, not by closing the socket.
        try {
          parseLimited(payload.query);
        } catch (error) {
          return [new WsGraphQLError(error instanceof Error ? error.message : String(error), { extensions: { category: 'graphql' } })];
        }
        return undefined;
      },
      context: (ctx): GqlContext => {
        const headers = (ctx.connectionParams?.headers ?? {}) as Record<string, unknown>;
        const brand = headers['X-Brand'] ?? headers['x-brand'];
        return { s, userId: userOf(ctx.extra.request) ?? 0, brand: typeof brand === 'string' && brand !== '' ? brand : null };
      },
    },
    wss,
  );

  app.addHook('onClose', async () => {
    app.server.off('upgrade', onUpgrade);
    await disposable.dispose();
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
}
