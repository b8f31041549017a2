/**
 * The brand's people as managers handle them (docs/brand-admin.md "People"): pending invitations,
 * inviting by e-mail, withdrawing an invitation, changing a member's role. The people themselves
 * are the generic `user` resource; teams are the teams domain.
 *
 *   a write ─▶ the server answers ─▶ invalidates ['brand-invite'], or ['user'] and ['team']
 *   someone else's write (TeamUpdated, BrandUserUpdated, BrandInviteUpdated) ─▶ the same (live.ts)
 */
import type { Command } from '../../contract/commands';
import type { BrandInvites } from '../../contract/people';
import type { WatchedResource } from '../contracts';
import type { CommandContext } from '../../engine/commands/command-context';
import { defineWrite, type WriteCommand } from '../../engine/commands/write-command';
import { type QueryDef, TYPED_ENTITY_FIELDS } from '../../engine/live-queries/query-def';
import { resourceKey } from '../../engine/live-queries/query-keys';
import { callSpec, execute, run, type RequestSpec } from '../../engine/requests/execute';
import { defineDomain, type CommandHandlers } from '../domain';
import { peopleCalls } from './calls';
import { peopleLive, peoplePatchers } from './live';

const queries = {
  'people/invites': {
    kind: 'people/invites',
    shape: 'record',
    resource: () => 'brand-invite',
    load: (rt, _query, { brand, signal }) => execute(rt, callSpec(rt, peopleCalls.brandInvites, undefined, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'people/invites', BrandInvites>,
};

/** A write; on success the watches of what it changed refetch. 422s come back as field errors (no toast: the form shows them). */
function write<C extends Command>(spec: (ctx: CommandContext, command: C) => RequestSpec<void>, changed: readonly WatchedResource[]): WriteCommand<C, void> {
  return defineWrite({ write: (ctx, c) => run(ctx, spec(ctx, c)), invalidates: () => changed.map(resourceKey) });
}

const quiet = { scope: 'brand', toast: 'never' } as const;

const commands = {
  'people/invite': write((ctx, { email, primaryRole, teamId }) => callSpec(ctx, peopleCalls.brandInvite, { email, primaryRole, ...(teamId ? { teamId } : {}) }, quiet), ['brand-invite']),
  'people/withdraw-invite': write((ctx, { id }) => callSpec(ctx, peopleCalls.brandInviteWithdraw, id, quiet), ['brand-invite']),
  // A team page lists its members' roles: both lists follow.
  'people/change-role': write((ctx, { userId, primaryRole }) => callSpec(ctx, peopleCalls.userRoleChange, { userId, primaryRole }, quiet), ['user', 'team']),
  // The users lists, the role counts and the teams (a team lists its members) follow.
  'people/remove-member': write((ctx, { userId }) => callSpec(ctx, peopleCalls.userRemove, userId, quiet), ['user', 'team']),
} satisfies CommandHandlers;

export const peopleDomain = defineDomain({ calls: peopleCalls, queries, commands, live: peopleLive, patchers: peoplePatchers });
