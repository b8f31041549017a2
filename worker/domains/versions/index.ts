/**
 * Versions of a template, their review, and their comments.
 *
 *   versions/action ─▶ the server's state machine ─▶ records/changed (the version's new state)
 *                                                 └▶ invalidates its template's key, the comments'
 *   someone else's change of a version or its comments (the VisualVersionUpdated live event on
 *   the brand channel) or a notification about a version
 *       ─▶ its keys are stale: every open page of it, its template and the lists refresh (live.ts)
 */
import type { VisualComment, VisualVersion } from '../../contract/creatives';
import type { Emission } from '../../engine/core/emission';
import { OK, type CommandContext } from '../../engine/commands/command-context';
import { defineWrite } from '../../engine/commands/write-command';
import { type QueryDef, TYPED_ENTITY_FIELDS } from '../../engine/live-queries/query-def';
import { recordKey, resourceKey, type QueryKey } from '../../engine/live-queries/query-keys';
import { callSpec, execute, run, type Outcome } from '../../engine/requests/execute';
import { commandFailure } from '../../engine/commands/command-failure';
import { defineDomain, type CommandHandlers, type CommandOf } from '../domain';
import { TRANSITIONS, versionsCalls, type Transition } from './calls';
import { versionsLive, versionsPatchers } from './live';

const queries = {
  'versions/get': {
    kind: 'versions/get',
    shape: 'record',
    resource: () => 'visual-version',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, versionsCalls.versionGet, query.id, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'versions/get', VisualVersion>,
  'comments/list': {
    kind: 'comments/list',
    shape: 'list',
    resource: () => 'visual-comment',
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, versionsCalls.commentsList, query, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    matches: (query, comment) => comment.versionId === query.versionId,
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'comments/list', VisualComment>,
};

function emitAll(ctx: CommandContext, events: readonly Emission['event'][]): void {
  const brand = ctx.state().brand.identifier;
  for (const event of events) ctx.emit({ event, source: 'command', brand });
}

/** What an action did, for what it makes stale and what it answers. */
type Acted = { readonly kind: 'changed' | 'revised'; readonly version: VisualVersion } | { readonly kind: 'archived' };

/** A version's new state goes to its watches at once (records/changed). */
async function changed(ctx: CommandContext, outcome: Promise<Outcome<VisualVersion>>): Promise<Outcome<Acted>> {
  const done = await outcome;
  if (!done.ok) return done;
  emitAll(ctx, [{ type: 'records/changed', resource: 'visual-version', id: done.value.id, record: done.value }]);
  return { ...done, value: { kind: 'changed', version: done.value } };
}

async function versionAction(ctx: CommandContext, { id, action, comment }: CommandOf<'versions/action'>): Promise<Outcome<Acted>> {
  const spec = { scope: 'brand' } as const;
  if ((TRANSITIONS as readonly string[]).includes(action)) {
    return changed(ctx, run(ctx, callSpec(ctx, versionsCalls.versionTransition, { id, action: action as Transition, comment: comment?.trim() ? comment : null }, spec)));
  }
  if (action === 'cancel-approval') return changed(ctx, run(ctx, callSpec(ctx, versionsCalls.versionCancelApproval, id, spec)));
  if (action === 'revise') {
    const done = await run(ctx, callSpec(ctx, versionsCalls.versionRevise, id, spec));
    return done.ok ? { ...done, value: { kind: 'revised', version: done.value } } : done;
  }
  // archive
  const done = await run(ctx, callSpec(ctx, versionsCalls.versionArchive, id, spec));
  return done.ok ? { ...done, value: { kind: 'archived' } } : done;
}

/** What shows a version indirectly: its template's watches, and (a changed one) the comment lists. */
function staleAfter({ id }: CommandOf<'versions/action'>, acted: Acted): readonly QueryKey[] {
  switch (acted.kind) {
    case 'changed':
      return [recordKey('visual', acted.version.visualId), resourceKey('visual-comment')];
    case 'revised':
      return [recordKey('visual', acted.version.visualId)];
    case 'archived':
      return [recordKey('visual-version', id), resourceKey('visual')];
  }
}

const commands = {
  'versions/action': defineWrite({
    write: versionAction,
    invalidates: staleAfter,
    // A revision answers the new version.
    answer: (acted) => (acted.kind === 'revised' ? { ok: true, id: acted.version.id } : OK),
  }),
  'comments/add': defineWrite({
    write: (ctx, { versionId, comment }) => run(ctx, callSpec(ctx, versionsCalls.commentAdd, { versionId, comment }, { scope: 'brand' })),
    // The list is oldest first: refetch it rather than guess the position; the version counts its comments.
    invalidates: ({ versionId }) => [resourceKey('visual-comment'), recordKey('visual-version', versionId)],
    answer: (added) => ({ ok: true, id: added.id }),
  }),
  async 'comments/edit'(ctx, { versionId, commentId, comment }) {
    const done = await run(ctx, callSpec(ctx, versionsCalls.commentEdit, { versionId, commentId, comment }, { scope: 'brand' }));
    if (!done.ok) return commandFailure(done);
    emitAll(ctx, [{ type: 'records/changed', resource: 'visual-comment', id: commentId, record: done.value }]);
    return OK;
  },
  'comments/delete': defineWrite({
    write: async (ctx, { versionId, commentId }) => {
      const done = await run(ctx, callSpec(ctx, versionsCalls.commentDelete, { versionId, commentId }, { scope: 'brand' }));
      if (done.ok) emitAll(ctx, [{ type: 'records/removed', resource: 'visual-comment', id: commentId }]);
      return done;
    },
    invalidates: ({ versionId }) => [recordKey('visual-version', versionId)],
  }),
} satisfies CommandHandlers;

export const versionsDomain = defineDomain({ calls: versionsCalls, queries, commands, live: versionsLive, patchers: versionsPatchers });
