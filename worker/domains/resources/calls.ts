/**
 * The generic resource calls of spec section 7 (meta, list, get, create and update of any
 * resource), used by watched queries (engine/live-queries) and the generic write commands.
 * Lists use Laravel's paginator; the id queue asks for `ids[]` with limit 100 and archived=-1.
 */
import type { MetaResourceName, ResourceGetQuery, ResourceInputValue, ResourceListQuery, ResourceName, ResourcePage, ResourceRecord } from './contract';
import { defineCall } from '../../ports/http/call';
import { resourceMetaSchema, resourcePageSchema, resourceRecordSchema, type MetaAnswer } from './wire';

interface Write {
  readonly resource: ResourceName;
  readonly fields: Readonly<Record<string, ResourceInputValue>>;
}

/** REST path of each resource under /api/v1 (Laravel's singular route names). */
const RESOURCE_PATHS: { readonly [R in ResourceName]: string } = {
  'ad-set': 'ad-set',
  ad: 'ad',
  feed: 'feed',
  'asset-group': 'asset-group',
  product: 'product',
  visual: 'visual',
  'visual-build': 'visual-build',
  'visual-version': 'visual-version',
  user: 'user',
};

function listParams(query: ResourceListQuery): Record<string, string | number | readonly string[]> {
  const params: Record<string, string | number | readonly string[]> = { ...query.filter, page: query.page, limit: query.perPage };
  if (query.search) params.search = query.search;
  if (query.archived !== undefined) params.archived = query.archived;
  if (query.ids !== undefined) params.ids = query.ids;
  return params;
}

export const resourceCalls = {
  resourceList: defineCall<ResourceListQuery, ResourcePage>({
    name: 'resourceList',
    method: 'GET',
    path: '/api/v1/{resource}',
    pathParams: (query) => ({ resource: RESOURCE_PATHS[query.resource] }),
    request: (query) => ({ query: listParams(query) }),
    answer: resourcePageSchema,
  }),
  resourceGet: defineCall<ResourceGetQuery, ResourceRecord>({
    name: 'resourceGet',
    method: 'GET',
    path: '/api/v1/{resource}/{id}',
    pathParams: (query) => ({ resource: RESOURCE_PATHS[query.resource], id: query.id }),
    answer: resourceRecordSchema,
  }),
  resourceMeta: defineCall<MetaResourceName, MetaAnswer>({
    name: 'resourceMeta',
    method: 'GET',
    path: '/api/v1/{resource}/meta',
    pathParams: (resource) => ({ resource: RESOURCE_PATHS[resource] }),
    answer: resourceMetaSchema,
  }),
  /** Answers the created record (201); a 422 carries Laravel's `errors` map. */
  resourceCreate: defineCall<Write, ResourceRecord>({
    name: 'resourceCreate',
    method: 'POST',
    path: '/api/v1/{resource}',
    pathParams: (write) => ({ resource: RESOURCE_PATHS[write.resource] }),
    request: (write) => ({ body: write.fields }),
    answer: resourceRecordSchema,
  }),
  resourceUpdate: defineCall<Write & { readonly id: string }, ResourceRecord>({
    name: 'resourceUpdate',
    method: 'PUT',
    path: '/api/v1/{resource}/{id}',
    pathParams: (write) => ({ resource: RESOURCE_PATHS[write.resource], id: write.id }),
    request: (write) => ({ body: write.fields }),
    answer: resourceRecordSchema,
  }),
};
