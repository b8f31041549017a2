/**
 * Ad sets: the wizard's steps, the list, the detail page's tabs (docs/ad-sets.md).
 *
 *   a write ─▶ the server answers the ad set's new state ─▶ records/changed (its watches)
 *                                                        └▶ invalidates ['ad-set'] (the lists), ['ad'] (its ads)
 *   someone else's write (the AdSetUpdated live event) or a notification about an ad set
 *   (someone reviewed it) ─▶ its keys are stale: open pages refresh (live.ts)
 */
import type { AdOfSet, AdSetCreative, AdSetDetail, AdSetHookDelivery, AdSetOptions, AdSetSummary, AdSetValueProblems } from './contract';
import type { Command } from '../../contract/commands';
import { OK, type CommandContext } from '../../engine/commands/command-context';
import { defineWrite, type WriteCommand } from '../../engine/commands/write-command';
import { type QueryDef, TYPED_ENTITY_FIELDS } from '../../engine/live-queries/query-def';
import { recordKey, resourceKey, type QueryKey } from '../../engine/live-queries/query-keys';
import { callSpec, execute, run, type Outcome } from '../../engine/requests/execute';
import { commandFailure } from '../../engine/commands/command-failure';
import { defineDomain, type CommandHandlers, type CommandOf } from '../domain';
import { adSetsCalls } from './calls';
import { adSetsLive, adSetsPatchers } from './live';

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
  'ad-sets/value-problems': {
    kind: 'ad-sets/value-problems',
    shape: 'record',
    // Its ads and the template's values are what change it: any change of the set refetches it.
    resource: () => 'ad-set',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, adSetsCalls.adSetValueProblems, query, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    fields: () => ({}),
    withFields: (problems) => problems,
    typed: false,
  } satisfies QueryDef<'ad-sets/value-problems', AdSetValueProblems>,
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

/** The answer of a write that answers the ad set: its watches take the new state at once. */
async function answered(ctx: CommandContext, outcome: Promise<Outcome<AdSetDetail>>): Promise<Outcome<AdSetDetail>> {
  const done = await outcome;
  if (done.ok) ctx.emit({ event: { type: 'records/changed', resource: 'ad-set', id: done.value.id, record: done.value }, source: 'command', brand: ctx.state().brand.identifier });
  return done;
}

/** Every list shows counts and states the server computes: after a write they refetch. */
const SETS = [resourceKey('ad-set')];
/** A step that changes the set's products or languages changes its ads too. */
const SETS_AND_ADS = [resourceKey('ad-set'), resourceKey('ad')];

/** A write answered with the ad set: its watches get the new state, lists (and its ads) refetch. */
function setWrite<C extends Command>(send: (ctx: CommandContext, command: C) => Promise<Outcome<AdSetDetail>>, stale: readonly QueryKey[] = SETS): WriteCommand<C, AdSetDetail> {
  return defineWrite({ write: (ctx, c) => answered(ctx, send(ctx, c)), invalidates: () => stale, answer: (set) => ({ ok: true, id: set.id }) });
}

type HookAnswer = { readonly kind: 'set'; readonly set: AdSetDetail } | { readonly kind: 'secret'; readonly secret: string };

async function hookAction(ctx: CommandContext, { id, action }: CommandOf<'ad-sets/hooks'>): Promise<Outcome<HookAnswer>> {
  const spec = { scope: 'brand' } as const;
  const set = async (outcome: Promise<Outcome<AdSetDetail>>): Promise<Outcome<HookAnswer>> => {
    const done = await answered(ctx, outcome);
    return done.ok ? { ...done, value: { kind: 'set', set: done.value } } : done;
  };
  switch (action.kind) {
    case 'add':
      return set(run(ctx, callSpec(ctx, adSetsCalls.adSetHookAdd, { id, url: action.url, events: action.events }, spec)));
    case 'remove':
      return set(run(ctx, callSpec(ctx, adSetsCalls.adSetHookRemove, { id, hookId: action.hookId }, spec)));
    case 'settings':
      return set(run(ctx, callSpec(ctx, adSetsCalls.adSetHooksSettings, { id, retryPolicy: action.retryPolicy, maxAttempts: action.maxAttempts }, spec)));
    case 'regenerate-secret': {
      const done = await run(ctx, callSpec(ctx, adSetsCalls.adSetRegenerateSecret, id, spec));
      return done.ok ? { ...done, value: { kind: 'secret', secret: done.value.secret } } : done;
    }
  }
}

const commands = {
  'ad-sets/create-draft': setWrite((ctx, c) => run(ctx, callSpec(ctx, adSetsCalls.adSetCreateDraft, c.settings, { scope: 'brand' }))),
  'ad-sets/save-step': setWrite((ctx, c) => run(ctx, callSpec(ctx, adSetsCalls.adSetSaveStep, { id: c.id, step: c.step }, { scope: 'brand' })), SETS_AND_ADS),
  'ad-sets/populate': setWrite((ctx, c) => run(ctx, callSpec(ctx, adSetsCalls.adSetPopulate, c.id, { scope: 'brand' })), SETS_AND_ADS),
  'ad-sets/review': setWrite((ctx, c) => run(ctx, callSpec(ctx, adSetsCalls.adSetReview, { id: c.id, state: c.state, comment: c.comment }, { scope: 'brand' }))),
  // No toast: the tab says why renders were refused (not enough credits…) beside its button, once.
  'ad-sets/request-renders': setWrite((ctx, c) => run(ctx, callSpec(ctx, adSetsCalls.adSetRequestRenders, c.id, { scope: 'brand', toast: 'never' }))),
  async 'ad-sets/export'(ctx, { id }) {
    const done = await run(ctx, callSpec(ctx, adSetsCalls.adSetExport, id, { scope: 'brand', toast: 'never' }));
    if (!done.ok) return commandFailure(done);
    return { ok: true, file: { blob: done.value.blob, name: done.value.filename ?? `ad-set-${id}-creatives.zip` } };
  },
  // The generic update answers the bare record, not the detail: what shows the set refetches.
  'ad-sets/archive': defineWrite({
    write: (ctx, { id, archived }) => run(ctx, callSpec(ctx, adSetsCalls.adSetArchive, { id, archived }, { scope: 'brand', toast: 'never' })),
    invalidates: () => SETS,
    answer: (_record, { id }) => ({ ...OK, id }),
  }),
  'ad-sets/delete': defineWrite({
    write: async (ctx, { id }) => {
      const done = await run(ctx, callSpec(ctx, adSetsCalls.adSetDelete, id, { scope: 'brand', toast: 'never' }));
      if (done.ok) ctx.emit({ event: { type: 'records/removed', resource: 'ad-set', id }, source: 'command', brand: ctx.state().brand.identifier });
      return done;
    },
    invalidates: () => SETS_AND_ADS,
  }),
  'ad-sets/hooks': defineWrite({
    write: hookAction,
    // A new secret is the set's own (its page shows the hint): only what shows the set refetches.
    invalidates: ({ id }, answer) => (answer.kind === 'secret' ? [recordKey('ad-set', id)] : SETS),
    answer: (answer) => (answer.kind === 'secret' ? { ...OK, secret: answer.secret } : { ok: true, id: answer.set.id }),
  }),
} satisfies CommandHandlers;

export const adSetsDomain = defineDomain({ calls: adSetsCalls, queries, commands, live: adSetsLive, patchers: adSetsPatchers });
