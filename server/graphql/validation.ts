/**
 * How a GraphQL document is checked before it runs, over HTTP and graphql-ws alike: the document's
 * limits first (limits.ts: graphql's own validation grows with the square of the fields), then
 * graphql's rules. In production introspection is refused as well: the schema is no secret (the
 * client ships its documents), but a map of every field is an attacker's first request, and no
 * production client needs it. Development and the tests keep it for tools such as GraphiQL.
 */
import { NoSchemaIntrospectionCustomRule, specifiedRules, validate, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';
import { checkGraphqlLimits } from './limits.ts';

export function createDocumentValidator(options: { readonly production: boolean }) {
  const rules = options.production ? [...specifiedRules, NoSchemaIntrospectionCustomRule] : specifiedRules;
  return (schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] => {
    const limited = checkGraphqlLimits(document);
    return limited.length ? limited : validate(schema, document, rules);
  };
}
