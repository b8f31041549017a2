/** The feeds API (docs/feeds.md), declared once; products are read through the generic product list. */
import * as v from 'valibot';
import type { FeedInput, FeedPreviewInput, FeedsListQuery, FeedSettingsCommand, FeedColumn, FeedRevisionsQuery, ProductsListQuery } from './contract';
import type { Page } from '../../contract/page';
import { defineCall, type CallRequest } from '../../ports/http/call';
import { pageOf, resource } from '../../ports/http/laravel-primitives';
import { changeSchema, feedDetailSchema, feedSchema, previewSchema, productSchema, revisionSchema, statsSchema } from './wire';

/** JSON for fetch, manual and derived; multipart for an upload (the server parses the file). */
export function inputRequest(input: FeedInput | FeedPreviewInput): CallRequest {
  switch (input.kind) {
    case 'upload': {
      const form: Record<string, string | { blob: Blob; name: string }> = { delimiter: input.delimiter, has_header: input.hasHeader ? '1' : '0' };
      if ('name' in input) {
        form.name = input.name;
        form.currency = input.currency;
      }
      if (input.file !== null) form.file = { blob: input.file, name: input.fileName ?? 'feed.csv' };
      return { form };
    }
    case 'fetch':
      return { body: 'name' in input ? { name: input.name, url: input.url, format: input.format, schedule: input.schedule, currency: input.currency } : { url: input.url, format: input.format } };
    case 'manual':
      return { body: { name: input.name, currency: input.currency, columns: input.columns, rows: input.rows } };
    case 'derived': {
      const body = { source_feed_id: Number(input.sourceFeedId), rules: input.rules };
      return { body: 'name' in input ? { ...body, name: input.name, currency: input.currency } : body };
    }
  }
}

const detail = resource(feedDetailSchema);
const pageParams = (q: { page: number; perPage: number }) => ({ page: q.page, limit: q.perPage });

/** The product endpoint answers a plain list; as a page it fits the same watch as the feed's changes. */
const productChanges = v.pipe(
  v.object({ data: v.array(changeSchema) }),
  v.transform((o): Page<v.InferOutput<typeof changeSchema>> => ({ items: o.data, page: 1, perPage: o.data.length, total: o.data.length, lastPage: 1 })),
);

export const feedsCalls = {
  feedsList: defineCall({
    name: 'feedsList',
    method: 'GET',
    path: '/api/v1/feed',
    request: (q: FeedsListQuery) => ({ query: { ...pageParams(q), archived: q.archived ? 1 : 0, sort: 'updated_at', ...(q.search ? { search: q.search } : {}) } }),
    answer: pageOf(feedSchema),
  }),
  feedDetail: defineCall({ name: 'feedDetail', method: 'GET', path: '/api/v1/feed/{id}/detail', pathParams: (id: string) => ({ id }), answer: detail }),
  feedCreate: defineCall({ name: 'feedCreate', method: 'POST', path: '/api/v1/feed/{kind}', pathParams: (input: FeedInput) => ({ kind: input.kind }), request: inputRequest, answer: detail }),
  feedEdit: defineCall({
    name: 'feedEdit',
    method: 'PUT',
    path: '/api/v1/feed/{id}/{kind}',
    pathParams: (a: { id: string; input: FeedInput }) => ({ id: a.id, kind: a.input.kind }),
    request: (a: { id: string; input: FeedInput }) => inputRequest(a.input),
    answer: detail,
  }),
  feedPreview: defineCall({ name: 'feedPreview', method: 'POST', path: '/api/v1/feed/preview/{kind}', pathParams: (input: FeedPreviewInput) => ({ kind: input.kind }), request: inputRequest, answer: resource(previewSchema) }),
  feedSettings: defineCall({
    name: 'feedSettings',
    method: 'PUT',
    path: '/api/v1/feed/{id}/settings',
    pathParams: (c: Omit<FeedSettingsCommand, 'type'>) => ({ id: c.id }),
    request: (c: Omit<FeedSettingsCommand, 'type'>) => ({ body: { name: c.name, schedule: c.schedule, currency: c.currency } }),
    answer: detail,
  }),
  feedAttributeTypes: defineCall({
    name: 'feedAttributeTypes',
    method: 'PUT',
    path: '/api/v1/feed/{id}/attributes',
    pathParams: (a: { id: string; attributes: readonly FeedColumn[] }) => ({ id: a.id }),
    request: (a: { id: string; attributes: readonly FeedColumn[] }) => ({ body: { attributes: a.attributes } }),
    answer: detail,
  }),
  /** Archive and restore are the generic update's `archived` flag. */
  feedArchive: defineCall({
    name: 'feedArchive',
    method: 'PUT',
    path: '/api/v1/feed/{id}',
    pathParams: (a: { id: string; archived: boolean }) => ({ id: a.id }),
    request: (a: { id: string; archived: boolean }) => ({ body: { archived: a.archived } }),
  }),
  feedDelete: defineCall({ name: 'feedDelete', method: 'DELETE', path: '/api/v1/feed/{id}', pathParams: (id: string) => ({ id }) }),
  feedFetchNow: defineCall({ name: 'feedFetchNow', method: 'POST', path: '/api/v1/feed/{id}/fetch', pathParams: (id: string) => ({ id }), answer: detail }),
  feedToken: defineCall({
    name: 'feedToken',
    method: 'POST',
    path: '/api/v1/feed/{id}/tokens/{token}',
    pathParams: (a: { id: string; token: 'permalink' | 'api' }) => ({ id: a.id, token: a.token }),
    answer: detail,
  }),
  feedRevisions: defineCall({ name: 'feedRevisions', method: 'GET', path: '/api/v1/feed/{id}/revisions', pathParams: (q: FeedRevisionsQuery) => ({ id: q.feedId }), request: (q: FeedRevisionsQuery) => ({ query: pageParams(q) }), answer: pageOf(revisionSchema) }),
  feedChanges: defineCall({
    name: 'feedChanges',
    method: 'GET',
    path: '/api/v1/feed/{id}/changes',
    pathParams: (q: { feedId: string; page: number; perPage: number }) => ({ id: q.feedId }),
    request: (q: { feedId: string; page: number; perPage: number }) => ({ query: pageParams(q) }),
    answer: pageOf(changeSchema),
  }),
  productChanges: defineCall({ name: 'productChanges', method: 'GET', path: '/api/v1/product/{id}/changes', pathParams: (id: string) => ({ id }), answer: productChanges }),
  feedStats: defineCall({ name: 'feedStats', method: 'GET', path: '/api/v1/feed/{id}/stats', pathParams: (id: string) => ({ id }), answer: resource(statsSchema) }),
  productsList: defineCall({
    name: 'productsList',
    method: 'GET',
    path: '/api/v1/product',
    request: (q: ProductsListQuery) => ({ query: { ...pageParams(q), sort: 'id', order: 'asc', ...(q.feedId ? { feed_id: q.feedId } : {}), ...(q.search ? { search: q.search } : {}) } }),
    answer: pageOf(productSchema),
  }),
  productGet: defineCall({ name: 'productGet', method: 'GET', path: '/api/v1/product/{id}', pathParams: (id: string) => ({ id }), answer: resource(productSchema) }),
};

