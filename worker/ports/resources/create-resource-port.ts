/**
 * The real ResourcePort: generic resource lists and details over the shared HTTP client, so
 * headers, brand scoping, abort and the error catalogue are the same as every other call.
 */
import type { Query, QueryResult, ResourceName } from '../../contract/queries';
import type { HttpClient } from '../http/http-client';
import type { RequestContext, ResourcePort } from '../types';
import { resourcePageSchema, resourceRecordSchema } from './resource-schemas';

/** REST path of each resource under /api/v1 (Laravel's singular route names). */
const RESOURCE_PATHS: { readonly [R in ResourceName]: string } = {
  'ad-set': 'ad-set',
  ad: 'ad',
  feed: 'feed',
  'asset-group': 'asset-group',
  product: 'product',
  visual: 'visual',
  'visual-build': 'visual-build',
  user: 'user',
};

export function createResourcePort(http: HttpClient): ResourcePort {
  return {
    async run<Q extends Query>(query: Q, ctx: RequestContext): Promise<QueryResult<Q>> {
      const base = `/api/v1/${RESOURCE_PATHS[query.resource]}`;
      if (query.kind === 'resource/get') {
        const record = await http.json({ method: 'GET', path: `${base}/${encodeURIComponent(query.id)}` }, resourceRecordSchema, ctx);
        return record as QueryResult<Q>;
      }
      const params: Record<string, string | number> = { page: query.page, limit: query.perPage };
      if (query.search) params.search = query.search;
      if (query.archived !== undefined) params.archived = query.archived;
      const page = await http.json({ method: 'GET', path: base, query: params }, resourcePageSchema, ctx);
      return page as QueryResult<Q>;
    },
  };
}
