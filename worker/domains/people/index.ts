/**
 * The brand's people as managers handle them (docs/brand-admin.md "People"): pending invitations,
 * inviting by e-mail, withdrawing an invitation, changing a member's role. The people themselves
 * are the generic `user` resource; teams are the teams domain.
 *
 *   a write ─▶ the server answers ─▶ records/stale: the invitations, or the users and teams
 *   someone else's write (TeamUpdated, BrandUserUpdated, BrandInviteUpdated) ─▶ the same (live.ts)
 */
import type { CommandResult } from '../../contract/commands';
import type { BrandInvites } from '../../contract/people';
import type { WatchedResource } from '../resources/contract';
import { OK, type CommandContext } from '../../engine/commands/command-context';
import { type QueryDef, TYPED_ENTITY_FIELDS } from '../../engine/live-queries/query-def';
import { callSpec, execute, run, type RequestSpec } from '../../engine/requests/execute';
import { commandFailure } from '../command-failure';
import { defineDomain, type CommandHandlers } from '../domain';
import { peopleCalls } from './calls';
import { inviteUpdates, peopleLive, peopleUpdates } from './live';

const queries = {
  'people/invites': {
    kind: 'people/invites',
    shape: 'record',
    resource: () => 'brand-invite',
    load: (rt, _query, { brand, signal }) => execute(rt, callSpec(rt, peopleCalls.brandInvites, undefined, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'people/invites', BrandInvites>,
};

/** Runs a write; on success the watches of what it changed refetch. 422s come back as field errors (no toast: the form shows them). */
async function write(ctx: CommandContext, spec: RequestSpec<void>, changed: readonly WatchedResource[]): Promise<CommandResult> {
  const done = await run(ctx, spec);
  if (!done.ok) return commandFailure(done);
  const brand = ctx.state().brand.identifier;
  for (const resource of changed) ctx.emit({ event: { type: 'records/stale', resource, id: null }, source: 'command', brand });
  return OK;
}

const commands = {
  'people/invite': (ctx, { email, primaryRole }) => write(ctx, callSpec(ctx, peopleCalls.brandInvite, { email, primaryRole }, { scope: 'brand', toast: 'never' }), ['brand-invite']),
  'people/withdraw-invite': (ctx, { id }) => write(ctx, callSpec(ctx, peopleCalls.brandInviteWithdraw, id, { scope: 'brand', toast: 'never' }), ['brand-invite']),
  // A team page lists its members' roles: both lists follow.
  'people/change-role': (ctx, { userId, primaryRole }) => write(ctx, callSpec(ctx, peopleCalls.userRoleChange, { userId, primaryRole }, { scope: 'brand', toast: 'never' }), ['user', 'team']),
} satisfies CommandHandlers;

export const peopleDomain = defineDomain({ calls: peopleCalls, queries, commands, live: peopleLive, patchers: [peopleUpdates, inviteUpdates] });
