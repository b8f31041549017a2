/**
 * GraphQL over HTTP POST at /server/api/v1/graphql. Like Lighthouse, errors in a well-formed
 * request come back with status 200 in `errors`; the session and CSRF checks in front of the
 * route answer 401 / 419 as for any API call.
 */
import type { FastifyInstance } from 'fastify';
import { execute, getOperationAST, GraphQLError, type GraphQLSchema } from 'graphql';
import * as v from 'valibot';
import { BRAND_HEADER, requireUser } from '../http/context.ts';
import { validate } from '../http/validate.ts';
import type { Services } from '../services.ts';
import type { GqlContext } from './executable-schema.ts';
import { parseLimited } from './limits.ts';
import { createDocumentValidator } from './validation.ts';

export const GRAPHQL_PATH = '/server/api/v1/graphql';

const Body = v.object({
  query: v.pipe(v.string(), v.nonEmpty('The query field is required.')),
  variables: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
  operationName: v.optional(v.nullable(v.string())),
});

export function registerGraphqlHttp(app: FastifyInstance, s: Services, schema: GraphQLSchema): void {
  const validateDocument = createDocumentValidator({ production: s.config.production });
  app.post(GRAPHQL_PATH, async (request) => {
    const user = requireUser(request);
    const body = validate(Body, request.body);
    let document;
    try {
      document = parseLimited(body.query);
    } catch (error) {
      return { errors: [error instanceof GraphQLError ? error.toJSON() : { message: String(error) }] };
    }
    const errors = validateDocument(schema, document);
    if (errors.length) return { errors: errors.map((e) => ({ ...e.toJSON(), extensions: { category: 'graphql', ...e.extensions } })) };
    const operation = getOperationAST(document, body.operationName ?? undefined);
    if (operation?.operation === 'subscription') return { errors: [{ message: 'Subscriptions are served over graphql-ws on this path.', extensions: { category: 'graphql' } }] };
    const header = request.headers[BRAND_HEADER];
    const contextValue: GqlContext = { s, userId: user.id, brand: typeof header === 'string' && header !== '' ? header : null };
    const result = await execute({ schema, document, variableValues: body.variables ?? undefined, operationName: body.operationName ?? undefined, contextValue });
    return result;
  });
}
