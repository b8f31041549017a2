/**
 * Matches a pathname against the route table. Patterns are ranked by specificity (a static
 * segment beats a parameter, a parameter beats an optional one), so `/acme/visuals/development`
 * is the development page and not visual "development", whatever the table order.
 * Parameters are percent-decoded; a malformed escape is no match.
 */
import { ROUTES, type PageKind } from './route-table';
import type { RouteDef, RouteMatch } from './route-types';

interface Segment {
  readonly kind: 'static' | 'param' | 'optional';
  readonly value: string;
}

interface Compiled {
  readonly route: RouteDef<PageKind>;
  readonly segments: readonly Segment[];
}

function compile(path: string): Segment[] {
  return path
    .split('/')
    .filter((part) => part !== '')
    .map((part): Segment => {
      if (!part.startsWith(':')) return { kind: 'static', value: part };
      return part.endsWith('?') ? { kind: 'optional', value: part.slice(1, -1) } : { kind: 'param', value: part.slice(1) };
    });
}

const WEIGHT = { static: 3, param: 2, optional: 1 } as const;

/** Higher first: compare segment weights left to right, then the longer pattern wins. */
function compareSpecificity(a: Compiled, b: Compiled): number {
  const length = Math.max(a.segments.length, b.segments.length);
  for (let i = 0; i < length; i += 1) {
    const wa = a.segments[i] ? WEIGHT[a.segments[i]!.kind] : 0;
    const wb = b.segments[i] ? WEIGHT[b.segments[i]!.kind] : 0;
    if (wa !== wb) return wb - wa;
  }
  return 0;
}

export function compileRoutes(routes: readonly RouteDef<PageKind>[]): readonly Compiled[] {
  return routes.map((route) => ({ route, segments: compile(route.path) })).sort(compareSpecificity);
}

const COMPILED = compileRoutes(ROUTES);

function matchOne(compiled: Compiled, parts: readonly string[]): Record<string, string> | null {
  const { segments } = compiled;
  if (parts.length > segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    const part = parts[i];
    if (part === undefined) {
      if (segment.kind === 'optional') continue;
      return null;
    }
    if (segment.kind === 'static') {
      if (segment.value !== part) return null;
      continue;
    }
    try {
      params[segment.value] = decodeURIComponent(part);
    } catch {
      return null;
    }
  }
  return params;
}

/** Splits a pathname into segments; a trailing slash is ignored ('/acme/' is '/acme'). */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((part) => part !== '');
}

export function matchRoute(pathname: string, compiled: readonly Compiled[] = COMPILED): RouteMatch<PageKind> | null {
  const parts = pathSegments(pathname);
  for (const candidate of compiled) {
    const params = matchOne(candidate, parts);
    if (params !== null) return { route: candidate.route, params };
  }
  return null;
}
