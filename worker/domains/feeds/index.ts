/**
 * Feeds and products (docs/feeds.md): the watched lists and records of the feeds pages, and
 * the writes. Every write changes products and history too, so after one every watch of feeds
 * and products refetches (it invalidates the keys ['feed'] and ['product']): the figures are the
 * server's to compute.
 *
 *   create / edit / settings / action ─▶ server ─▶ ok ─▶ ['feed'], ['product'] stale ─▶ open pages refetch
 *                                                └▶ 422 ─▶ fieldErrors for the form
 *   someone else's change, or the schedule's (the FeedUpdated live event) ─▶ the same keys stale (live.ts)
 */
import type { Command, CommandResult } from '../../contract/commands';
import type { Feed, FeedDetail, FeedRevision, FeedStats, Product, ProductChange } from './contract';
import type { QueryItem } from '../../contract/page';
import type { CommandContext } from '../../engine/commands/command-context';
import { defineWrite, type WriteCommand } from '../../engine/commands/write-command';
import { type QueryDef, TYPED_ENTITY_FIELDS } from '../../engine/live-queries/query-def';
import { resourceKey } from '../../engine/live-queries/query-keys';
import { callSpec, execute, run, type Outcome } from '../../engine/requests/execute';
import { commandFailure } from '../../engine/commands/command-failure';
import { defineDomain, type CommandHandlers } from '../domain';
import { feedsCalls } from './calls';
import { feedsLive, feedsPatchers } from './live';

const queries = {
  'feeds/list': {
    kind: 'feeds/list',
    shape: 'list',
    resource: () => 'feed',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, feedsCalls.feedsList, query, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    matches: (query, feed) => (query.search ? null : feed.archived === query.archived),
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'feeds/list', Feed>,
  'feeds/get': {
    kind: 'feeds/get',
    shape: 'record',
    resource: () => 'feed',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, feedsCalls.feedDetail, query.id, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'feeds/get', FeedDetail>,
  'products/list': {
    kind: 'products/list',
    shape: 'list',
    resource: () => 'product',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, feedsCalls.productsList, query, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    matches: (query, product) => (query.search ? null : query.feedId === undefined || product.feedId === query.feedId),
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'products/list', Product>,
  'products/get': {
    kind: 'products/get',
    shape: 'record',
    resource: () => 'product',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, feedsCalls.productGet, query.id, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'products/get', Product>,
  'feeds/revisions': {
    kind: 'feeds/revisions',
    shape: 'list',
    resource: () => 'feed',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, feedsCalls.feedRevisions, query, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    matches: () => null,
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'feeds/revisions', FeedRevision>,
  'feeds/changes': {
    kind: 'feeds/changes',
    shape: 'list',
    resource: () => 'feed',
    load: (rt, query, { brand, signal }) => {
      const options = { scope: 'brand', brand, signal, toast: 'except-not-found' } as const;
      return 'feedId' in query.of
        ? execute(rt, callSpec(rt, feedsCalls.feedChanges, { feedId: query.of.feedId, page: query.page, perPage: query.perPage }, options))
        : execute(rt, callSpec(rt, feedsCalls.productChanges, query.of.productId, options));
    },
    matches: () => null,
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'feeds/changes', ProductChange>,
  'feeds/stats': {
    kind: 'feeds/stats',
    shape: 'record',
    resource: () => 'feed',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, feedsCalls.feedStats, query.feedId, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'feeds/stats', FeedStats & QueryItem>,
};

/** A write; on success the pages showing feeds or products refetch. */
function write<C extends Command, T>(send: (ctx: CommandContext, command: C) => Promise<Outcome<T>>, answer?: (value: T) => CommandResult): WriteCommand<C, T> {
  return defineWrite({ write: send, invalidates: () => [resourceKey('feed'), resourceKey('product')], ...(answer ? { answer } : {}) });
}

const spec = { scope: 'brand' } as const;
const answerId = (feed: { readonly id: string }): CommandResult => ({ ok: true, id: feed.id });

const commands = {
  'feeds/create': write((ctx, c) => run(ctx, callSpec(ctx, feedsCalls.feedCreate, c.input, spec)), answerId),
  'feeds/edit': write((ctx, c) => run(ctx, callSpec(ctx, feedsCalls.feedEdit, { id: c.id, input: c.input }, spec)), answerId),
  // Nothing changes on the server: no refetch, the preview is the answer.
  'feeds/preview': async (ctx, c) => {
    const done = await run(ctx, callSpec(ctx, feedsCalls.feedPreview, c.input, spec));
    return done.ok ? { ok: true, feedPreview: done.value } : commandFailure(done);
  },
  'feeds/settings': write((ctx, { type: _type, ...c }) => run(ctx, callSpec(ctx, feedsCalls.feedSettings, c, spec))),
  'feeds/attribute-types': write((ctx, c) => run(ctx, callSpec(ctx, feedsCalls.feedAttributeTypes, { id: c.id, attributes: c.attributes }, spec))),
  'feeds/action': write((ctx, { id, action }): Promise<Outcome<unknown>> => {
    switch (action) {
      case 'archive':
      case 'restore':
        return run(ctx, callSpec(ctx, feedsCalls.feedArchive, { id, archived: action === 'archive' }, spec));
      case 'delete':
        return run(ctx, callSpec(ctx, feedsCalls.feedDelete, id, spec));
      case 'fetch-now':
        return run(ctx, callSpec(ctx, feedsCalls.feedFetchNow, id, spec));
      case 'regenerate-permalink':
        return run(ctx, callSpec(ctx, feedsCalls.feedToken, { id, token: 'permalink' }, spec));
      case 'regenerate-api-token':
        return run(ctx, callSpec(ctx, feedsCalls.feedToken, { id, token: 'api' }, spec));
    }
  }),
} satisfies CommandHandlers;

export const feedsDomain = defineDomain({ calls: feedsCalls, queries, commands, live: feedsLive, patchers: feedsPatchers });
