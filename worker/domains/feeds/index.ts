/**
 * Feeds and products (docs/feeds.md): the watched lists and records of the feeds pages, and
 * the writes. Every write changes products and history too, so after one every watch of feeds
 * and products refetches (records/stale with no id): the figures are the server's to compute.
 *
 *   create / edit / settings / action ─▶ server ─▶ ok ─▶ records/stale feed + product ─▶ open pages refetch
 *                                                └▶ 422 ─▶ fieldErrors for the form
 */
import type { CommandResult } from '../../contract/commands';
import type { Feed, FeedDetail, FeedRevision, FeedStats, Product, ProductChange } from '../../contract/feeds';
import type { QueryItem } from '../../contract/page';
import { OK, type CommandContext } from '../../engine/commands/command-context';
import { type QueryDef, TYPED_ENTITY_FIELDS } from '../../engine/live-queries/query-def';
import { callSpec, execute, run, type Outcome } from '../../engine/requests/execute';
import { commandFailure } from '../command-failure';
import { defineDomain, type CommandHandlers } from '../domain';
import { feedsCalls } from './calls';

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

/** Runs a write; on success the pages showing feeds or products refetch. */
async function write<T>(ctx: CommandContext, outcome: Promise<Outcome<T>>, result: (value: T) => CommandResult = () => OK): Promise<CommandResult> {
  const done = await outcome;
  if (!done.ok) return commandFailure(done);
  const brand = ctx.state().brand.identifier;
  ctx.emit({ event: { type: 'records/stale', resource: 'feed', id: null }, source: 'command', brand });
  ctx.emit({ event: { type: 'records/stale', resource: 'product', id: null }, source: 'command', brand });
  return result(done.value);
}

const spec = { scope: 'brand' } as const;

const commands = {
  'feeds/create': (ctx, c) => write(ctx, run(ctx, callSpec(ctx, feedsCalls.feedCreate, c.input, spec)), (feed) => ({ ok: true, id: feed.id })),
  'feeds/edit': (ctx, c) => write(ctx, run(ctx, callSpec(ctx, feedsCalls.feedEdit, { id: c.id, input: c.input }, spec)), (feed) => ({ ok: true, id: feed.id })),
  // Nothing changes on the server: no refetch, the preview is the answer.
  'feeds/preview': async (ctx, c) => {
    const done = await run(ctx, callSpec(ctx, feedsCalls.feedPreview, c.input, spec));
    return done.ok ? { ok: true, feedPreview: done.value } : commandFailure(done);
  },
  'feeds/settings': (ctx, { type: _type, ...c }) => write(ctx, run(ctx, callSpec(ctx, feedsCalls.feedSettings, c, spec))),
  'feeds/attribute-types': (ctx, c) => write(ctx, run(ctx, callSpec(ctx, feedsCalls.feedAttributeTypes, { id: c.id, attributes: c.attributes }, spec))),
  'feeds/action': (ctx, { id, action }) => {
    switch (action) {
      case 'archive':
      case 'restore':
        return write(ctx, run(ctx, callSpec(ctx, feedsCalls.feedArchive, { id, archived: action === 'archive' }, spec)));
      case 'delete':
        return write(ctx, run(ctx, callSpec(ctx, feedsCalls.feedDelete, id, spec)));
      case 'fetch-now':
        return write(ctx, run(ctx, callSpec(ctx, feedsCalls.feedFetchNow, id, spec)));
      case 'regenerate-permalink':
        return write(ctx, run(ctx, callSpec(ctx, feedsCalls.feedToken, { id, token: 'permalink' }, spec)));
      case 'regenerate-api-token':
        return write(ctx, run(ctx, callSpec(ctx, feedsCalls.feedToken, { id, token: 'api' }, spec)));
    }
  },
} satisfies CommandHandlers;

export const feedsDomain = defineDomain({ calls: feedsCalls, queries, commands });
