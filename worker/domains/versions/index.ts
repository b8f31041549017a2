/**
 * Versions of a template, their review, and their comments.
 *
 *   versions/action ─▶ the server's state machine ─▶ records/changed (the version's new state)
 *                                                 └▶ records/stale (its template, its comments)
 *   someone else's change of a version or its comments (the VisualVersionUpdated live event on
 *   the brand channel) or a notification about a version
 *       ─▶ records/stale: every open page of it, its template and the lists refresh (live.ts)
 */
import type { CommandResult } from '../../contract/commands';
import type { VisualComment, VisualVersion } from '../../contract/creatives';
import type { Emission } from '../../engine/core/emission';
import { OK, type CommandContext } from '../../engine/commands/command-context';
import { type QueryDef, TYPED_ENTITY_FIELDS } from '../../engine/live-queries/query-def';
import { callSpec, execute, run } from '../../engine/requests/execute';
import { commandFailure } from '../command-failure';
import { defineDomain, type CommandHandlers } from '../domain';
import { TRANSITIONS, versionsCalls, type Transition } from './calls';
import { reviewNotices, versionsLive, versionUpdates } from './live';

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

/** After a version changed: its new state, and what shows it indirectly. */
function versionChanged(ctx: CommandContext, version: VisualVersion): void {
  emitAll(ctx, [
    { type: 'records/changed', resource: 'visual-version', id: version.id, record: version },
    { type: 'records/stale', resource: 'visual', id: version.visualId },
    { type: 'records/stale', resource: 'visual-comment', id: null },
  ]);
}

async function versionAction(ctx: CommandContext, id: string, action: string, comment: string | null): Promise<CommandResult> {
  const spec = { scope: 'brand' } as const;
  if ((TRANSITIONS as readonly string[]).includes(action)) {
    const done = await run(ctx, callSpec(ctx, versionsCalls.versionTransition, { id, action: action as Transition, comment }, spec));
    if (!done.ok) return commandFailure(done);
    versionChanged(ctx, done.value);
    return OK;
  }
  if (action === 'cancel-approval') {
    const done = await run(ctx, callSpec(ctx, versionsCalls.versionCancelApproval, id, spec));
    if (!done.ok) return commandFailure(done);
    versionChanged(ctx, done.value);
    return OK;
  }
  if (action === 'revise') {
    const done = await run(ctx, callSpec(ctx, versionsCalls.versionRevise, id, spec));
    if (!done.ok) return commandFailure(done);
    emitAll(ctx, [{ type: 'records/stale', resource: 'visual', id: done.value.visualId }]);
    return { ok: true, id: done.value.id };
  }
  // archive
  const done = await run(ctx, callSpec(ctx, versionsCalls.versionArchive, id, spec));
  if (!done.ok) return commandFailure(done);
  emitAll(ctx, [
    { type: 'records/stale', resource: 'visual-version', id },
    { type: 'records/stale', resource: 'visual', id: null },
  ]);
  return OK;
}

const commands = {
  'versions/action': (ctx, c) => versionAction(ctx, c.id, c.action, c.comment?.trim() ? c.comment : null),
  async 'comments/add'(ctx, { versionId, comment }) {
    const done = await run(ctx, callSpec(ctx, versionsCalls.commentAdd, { versionId, comment }, { scope: 'brand' }));
    if (!done.ok) return commandFailure(done);
    // The list is oldest first: refetch it rather than guess the position.
    emitAll(ctx, [
      { type: 'records/stale', resource: 'visual-comment', id: null },
      { type: 'records/stale', resource: 'visual-version', id: versionId },
    ]);
    return { ok: true, id: done.value.id };
  },
  async 'comments/edit'(ctx, { versionId, commentId, comment }) {
    const done = await run(ctx, callSpec(ctx, versionsCalls.commentEdit, { versionId, commentId, comment }, { scope: 'brand' }));
    if (!done.ok) return commandFailure(done);
    emitAll(ctx, [{ type: 'records/changed', resource: 'visual-comment', id: commentId, record: done.value }]);
    return OK;
  },
  async 'comments/delete'(ctx, { versionId, commentId }) {
    const done = await run(ctx, callSpec(ctx, versionsCalls.commentDelete, { versionId, commentId }, { scope: 'brand' }));
    if (!done.ok) return commandFailure(done);
    emitAll(ctx, [
      { type: 'records/removed', resource: 'visual-comment', id: commentId },
      { type: 'records/stale', resource: 'visual-version', id: versionId },
    ]);
    return OK;
  },
} satisfies CommandHandlers;

export const versionsDomain = defineDomain({ calls: versionsCalls, queries, commands, live: versionsLive, patchers: [versionUpdates, reviewNotices] });
