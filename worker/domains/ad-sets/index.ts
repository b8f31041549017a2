/**
 * Ad sets: the wizard's steps, the list, the detail page's tabs (docs/ad-sets.md).
 *
 *   a write ─▶ the server answers the ad set's new state ─▶ records/changed (its watches)
 *                                                        └▶ records/stale (the lists, its ads)
 *   someone else's write (the AdSetUpdated live event) or a notification about an ad set
 *   (someone reviewed it) ─▶ records/stale: open pages refresh (live.ts)
 */
import type { AdOfSet, AdSetCreative, AdSetDetail, AdSetHookDelivery, AdSetOptions, AdSetSummary } from '../../contract/ad-sets';
import type { CommandResult } from '../../contract/commands';
import type { DomainEvent } from '../../contract/events';
import { OK, type CommandContext } from '../../engine/commands/command-context';
import { type QueryDef, TYPED_ENTITY_FIELDS } from '../../engine/live-queries/query-def';
import { callSpec, execute, run, type Outcome } from '../../engine/requests/execute';
import { commandFailure } from '../command-failure';
import { defineDomain, type CommandHandlers } from '../domain';
import { adSetsCalls } from './calls';
import { adSetsLive, adSetUpdates, reviewNotices } from './live';

const queries = {
  'ad-sets/list': {
    kind: 'ad-sets/list',
    shape: 'list',
    resource: () => 'ad-set',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, adSetsCalls.adSetsOverview, query, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    // Labels, counts and filters are the server's: any change refetches the page.
    matches: () => null,
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'ad-sets/list', AdSetSummary>,
  'ad-sets/get': {
    kind: 'ad-sets/get',
    shape: 'record',
    resource: () => 'ad-set',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, adSetsCalls.adSetDetail, query.id, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'ad-sets/get', AdSetDetail>,
  'ad-sets/options': {
    kind: 'ad-sets/options',
    shape: 'record',
    // Feeds (and their product counts) are what changes under the pickers.
    resource: () => 'feed',
    load: (rt, _query, { brand, signal }) => execute(rt, callSpec(rt, adSetsCalls.adSetOptions, undefined, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'ad-sets/options', AdSetOptions>,
  'ad-sets/ads': {
    kind: 'ad-sets/ads',
    shape: 'list',
    resource: () => 'ad',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, adSetsCalls.adSetAds, query, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    matches: (query, ad) => ad.adSetId === query.adSetId,
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'ad-sets/ads', AdOfSet>,
  'ad-sets/ad': {
    kind: 'ad-sets/ad',
    shape: 'record',
    resource: () => 'ad',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, adSetsCalls.adSetAd, query, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'ad-sets/ad', AdOfSet>,
  'ad-sets/hook-deliveries': {
    kind: 'ad-sets/hook-deliveries',
    shape: 'list',
    // The runner's sends announce the ad set (AdSetUpdated): any change of it refetches the page.
    resource: () => 'ad-set',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, adSetsCalls.adSetHookDeliveries, query, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    matches: () => null,
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'ad-sets/hook-deliveries', AdSetHookDelivery>,
  'ad-sets/creatives': {
    kind: 'ad-sets/creatives',
    shape: 'list',
    // Creatives are renders: each render's live events patch its status and progress in place; a
    // new render (a request, here or in another tab) and a finished one (its file) refetch the page.
    // A render shown stays shown whatever its status (the grid has no filter).
    resource: () => 'visual-build',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, adSetsCalls.adSetCreatives, query, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    matches: () => true,
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'ad-sets/creatives', AdSetCreative>,
};

/** After a write answered the ad set: its watches get the new state, lists and its ads refetch. */
async function write(ctx: CommandContext, outcome: Promise<Outcome<AdSetDetail>>, adsChanged = false): Promise<CommandResult> {
  const done = await outcome;
  if (!done.ok) return commandFailure(done);
  const brand = ctx.state().brand.identifier;
  const events: DomainEvent[] = [
    { type: 'records/changed', resource: 'ad-set', id: done.value.id, record: done.value },
    { type: 'records/stale', resource: 'ad-set', id: null },
  ];
  if (adsChanged) events.push({ type: 'records/stale', resource: 'ad', id: null });
  for (const event of events) ctx.emit({ event, source: 'command', brand });
  return { ok: true, id: done.value.id };
}

const commands = {
  'ad-sets/create-draft': (ctx, c) => write(ctx, run(ctx, callSpec(ctx, adSetsCalls.adSetCreateDraft, c.settings, { scope: 'brand' }))),
  'ad-sets/save-step': (ctx, c) => write(ctx, run(ctx, callSpec(ctx, adSetsCalls.adSetSaveStep, { id: c.id, step: c.step }, { scope: 'brand' })), true),
  'ad-sets/populate': (ctx, c) => write(ctx, run(ctx, callSpec(ctx, adSetsCalls.adSetPopulate, c.id, { scope: 'brand' })), true),
  'ad-sets/review': (ctx, c) => write(ctx, run(ctx, callSpec(ctx, adSetsCalls.adSetReview, { id: c.id, state: c.state, comment: c.comment }, { scope: 'brand' }))),
  'ad-sets/request-renders': (ctx, c) => write(ctx, run(ctx, callSpec(ctx, adSetsCalls.adSetRequestRenders, c.id, { scope: 'brand' }))),
  async 'ad-sets/export'(ctx, { id }) {
    const done = await run(ctx, callSpec(ctx, adSetsCalls.adSetExport, id, { scope: 'brand', toast: 'never' }));
    if (!done.ok) return commandFailure(done);
    return { ok: true, file: { blob: done.value.blob, name: done.value.filename ?? `ad-set-${id}-creatives.zip` } };
  },
  async 'ad-sets/archive'(ctx, { id, archived }) {
    // The generic update answers the bare record, not the detail: what shows the set refetches.
    const done = await run(ctx, callSpec(ctx, adSetsCalls.adSetArchive, { id, archived }, { scope: 'brand', toast: 'never' }));
    if (!done.ok) return commandFailure(done);
    ctx.emit({ event: { type: 'records/stale', resource: 'ad-set', id: null }, source: 'command', brand: ctx.state().brand.identifier });
    return { ...OK, id };
  },
  async 'ad-sets/delete'(ctx, { id }) {
    const done = await run(ctx, callSpec(ctx, adSetsCalls.adSetDelete, id, { scope: 'brand', toast: 'never' }));
    if (!done.ok) return commandFailure(done);
    const brand = ctx.state().brand.identifier;
    const events: DomainEvent[] = [
      { type: 'records/removed', resource: 'ad-set', id },
      { type: 'records/stale', resource: 'ad-set', id: null },
      { type: 'records/stale', resource: 'ad', id: null },
    ];
    for (const event of events) ctx.emit({ event, source: 'command', brand });
    return OK;
  },
  async 'ad-sets/hooks'(ctx, { id, action }) {
    const spec = { scope: 'brand' } as const;
    switch (action.kind) {
      case 'add':
        return write(ctx, run(ctx, callSpec(ctx, adSetsCalls.adSetHookAdd, { id, url: action.url, events: action.events }, spec)));
      case 'remove':
        return write(ctx, run(ctx, callSpec(ctx, adSetsCalls.adSetHookRemove, { id, hookId: action.hookId }, spec)));
      case 'settings':
        return write(ctx, run(ctx, callSpec(ctx, adSetsCalls.adSetHooksSettings, { id, retryPolicy: action.retryPolicy, maxAttempts: action.maxAttempts }, spec)));
      case 'regenerate-secret': {
        const done = await run(ctx, callSpec(ctx, adSetsCalls.adSetRegenerateSecret, id, spec));
        if (!done.ok) return commandFailure(done);
        ctx.emit({ event: { type: 'records/stale', resource: 'ad-set', id }, source: 'command', brand: ctx.state().brand.identifier });
        return { ...OK, secret: done.value.secret };
      }
    }
  },
} satisfies CommandHandlers;

export const adSetsDomain = defineDomain({ calls: adSetsCalls, queries, commands, live: adSetsLive, patchers: [adSetUpdates, reviewNotices] });
