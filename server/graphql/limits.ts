/**
 * What one GraphQL document may ask for (docs/api-wire.md, "GraphQL limits"). Checked after
 * parsing and before anything else, over HTTP and graphql-ws alike: before graphql's own
 * validation, because some of its rules grow with the square of the fields (OverlappingFields-
 * CanBeMerged compares every pair of same-named fields), and before execution. Without them
 * 2,000 aliases of one field took 0.5–0.8 s of the event loop per request.
 *
 * The app's own documents (worker/ports/graphql/documents.ts) are far inside: depth 3, no
 * aliases, 20 fields at most.
 */
import { GraphQLError, Kind, parse, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode, type Source } from 'graphql';

export const GRAPHQL_LIMITS = {
  /** Nested field levels (`{ a { b } }` is 2); fragments count where they are spread. */
  maxDepth: 10,
  /** Aliased fields per operation, fragments expanded. */
  maxAliases: 30,
  /** Field selections per operation, fragments expanded (`__typename` included). */
  maxFields: 200,
  /** Tokens per document, enforced by graphql's parser: bounds the parse itself. */
  maxTokens: 10_000,
} as const;

interface Cost {
  readonly depth: number;
  readonly aliases: number;
  readonly fields: number;
}

const NOTHING: Cost = { depth: 0, aliases: 0, fields: 0 };

/**
 * Measures selection sets with fragments expanded, each fragment once (memoised): a fragment
 * spread 1,000 times costs one walk, and its counts multiply as they would at execution. A
 * fragment cycle (invalid: graphql's validation names it later) counts as nothing here.
 */
function createMeter(fragments: ReadonlyMap<string, FragmentDefinitionNode>) {
  const measured = new Map<string, Cost>();
  const walking = new Set<string>();

  function fragmentCost(name: string): Cost {
    const known = measured.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    if (!fragment || walking.has(name)) return NOTHING;
    walking.add(name);
    const cost = selectionCost(fragment.selectionSet);
    walking.delete(name);
    measured.set(name, cost);
    return cost;
  }

  function selectionCost(set: SelectionSetNode): Cost {
    let depth = 0;
    let aliases = 0;
    let fields = 0;
    for (const selection of set.selections) {
      let inner: Cost;
      if (selection.kind === Kind.FIELD) {
        const below = selection.selectionSet ? selectionCost(selection.selectionSet) : NOTHING;
        inner = { depth: below.depth + 1, aliases: below.aliases + (selection.alias ? 1 : 0), fields: below.fields + 1 };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = selectionCost(selection.selectionSet);
      } else {
        inner = fragmentCost(selection.name.value);
      }
      depth = Math.max(depth, inner.depth);
      aliases += inner.aliases;
      fields += inner.fields;
    }
    return { depth, aliases, fields };
  }

  return selectionCost;
}

function isFragment(definition: DefinitionNode): definition is FragmentDefinitionNode {
  return definition.kind === Kind.FRAGMENT_DEFINITION;
}

const refusal = (what: string, max: number, got: number) =>
  // Lighthouse's words (graphql-php's QueryDepth: "Max query depth should be 10 but got 12.").
  new GraphQLError(`Max query ${what} should be ${max} but got ${got}.`, { extensions: { category: 'graphql' } });

/** The limits an operation of `document` exceeds, as GraphQL errors; empty when it may be validated and run. */
export function checkGraphqlLimits(document: DocumentNode): GraphQLError[] {
  const fragments = new Map(document.definitions.filter(isFragment).map((f) => [f.name.value, f]));
  const cost = createMeter(fragments);
  const errors: GraphQLError[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const { depth, aliases, fields } = cost(definition.selectionSet);
    if (depth > GRAPHQL_LIMITS.maxDepth) errors.push(refusal('depth', GRAPHQL_LIMITS.maxDepth, depth));
    if (aliases > GRAPHQL_LIMITS.maxAliases) errors.push(refusal('aliases', GRAPHQL_LIMITS.maxAliases, aliases));
    if (fields > GRAPHQL_LIMITS.maxFields) errors.push(refusal('fields', GRAPHQL_LIMITS.maxFields, fields));
  }
  return errors;
}

/** graphql's parse, aborted past the token limit ("Syntax Error: Document contains more than 10000 tokens."). */
export function parseLimited(source: string | Source): DocumentNode {
  return parse(source, { maxTokens: GRAPHQL_LIMITS.maxTokens });
}
