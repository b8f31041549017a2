/**
 * Teams of the brand (brand settings → Teams, docs/brand-money.md): the list and one team, both
 * under the money/storage rule (spec section 6); managers create, rename and delete teams and move
 * members in and out. A write makes every watched team view stale, so the list and the detail
 * agree; other pages hear TeamUpdated (worker/domains/people/live.ts).
 */
import * as v from 'valibot';
import type { Command, CommandResult } from '../../contract/commands';
import type { TeamDetail, TeamsList } from './contract';
import type { CommandContext } from '../../engine/commands/command-context';
import { defineWrite, type WriteCommand } from '../../engine/commands/write-command';
import type { QueryDef } from '../../engine/live-queries/query-def';
import { resourceKey } from '../../engine/live-queries/query-keys';
import { callSpec, execute, run, type RequestSpec } from '../../engine/requests/execute';
import { defineCall } from '../../ports/http/call';
import { resource, stringId } from '../../ports/http/laravel-primitives';
import { defineDomain, type CommandHandlers } from '../domain';
import { ifMoneyVisible } from '../wallet/money-access';
import { teamDetailSchema, teamSchema } from './wire';

const teamsCalls = {
  teamsList: defineCall({
    name: 'teamsList',
    method: 'GET',
    path: '/api/v1/team',
    answer: resource(v.pipe(v.array(teamSchema), v.transform((teams): TeamsList => ({ id: 'teams', teams })))),
  }),
  teamGet: defineCall({ name: 'teamGet', method: 'GET', path: '/api/v1/team/{id}', pathParams: (id: string) => ({ id }), answer: resource(teamDetailSchema) }),
  teamCreate: defineCall({
    name: 'teamCreate',
    method: 'POST',
    path: '/api/v1/team',
    request: (name: string) => ({ body: { name } }),
    answer: resource(v.object({ id: stringId })),
  }),
  teamDelete: defineCall({ name: 'teamDelete', method: 'DELETE', path: '/api/v1/team/{id}', pathParams: (id: string) => ({ id }) }),
  teamRename: defineCall({
    name: 'teamRename',
    method: 'PUT',
    path: '/api/v1/team/{id}',
    pathParams: (a: { id: string; name: string }) => ({ id: a.id }),
    request: (a) => ({ body: { name: a.name } }),
  }),
  teamAddMember: defineCall({
    name: 'teamAddMember',
    method: 'POST',
    path: '/api/v1/team/{id}/member',
    pathParams: (a: { id: string; userId: string }) => ({ id: a.id }),
    request: (a) => ({ body: { user_id: Number(a.userId) } }),
  }),
  teamRemoveMember: defineCall({
    name: 'teamRemoveMember',
    method: 'DELETE',
    path: '/api/v1/team/{id}/member/{userId}',
    pathParams: (a: { id: string; userId: string }) => ({ id: a.id, userId: a.userId }),
  }),
};

const asFields = {
  fields: (item: object) => item as Readonly<Record<string, unknown>>,
  withFields: <I extends object>(item: I, fields: Readonly<Record<string, unknown>>): I => ({ ...item, ...fields }),
  typed: false,
} as const;

const queries = {
  'teams/list': {
    kind: 'teams/list',
    shape: 'record',
    resource: () => 'team',
    load: (rt, _query, { brand, signal }) => ifMoneyVisible(rt, () => execute(rt, callSpec(rt, teamsCalls.teamsList, undefined, { scope: 'brand', brand, signal, toast: 'except-not-found' }))),
    ...asFields,
  } satisfies QueryDef<'teams/list', TeamsList>,
  'teams/get': {
    kind: 'teams/get',
    shape: 'record',
    resource: () => 'team',
    // An unknown or foreign team is the 404 page, not a toast.
    load: (rt, query, { brand, signal }) => ifMoneyVisible(rt, () => execute(rt, callSpec(rt, teamsCalls.teamGet, query.id, { scope: 'brand', brand, signal, toast: 'except-not-found' }))),
    ...asFields,
  } satisfies QueryDef<'teams/get', TeamDetail>,
};

/**
 * A team write, for those who may see money (others get the 403 without a request); on success
 * every team view refetches, and the users lists, which show each user's team (its name too): a
 * rename or a move changes them. 422s come back as field errors.
 */
function teamWrite<C extends Command, T>(spec: (ctx: CommandContext, command: C) => RequestSpec<T>, answer?: (value: T) => CommandResult): WriteCommand<C, T> {
  return defineWrite({
    write: (ctx, c) => ifMoneyVisible(ctx, () => run(ctx, spec(ctx, c))),
    invalidates: () => [resourceKey('team'), resourceKey('user')],
    ...(answer ? { answer } : {}),
  });
}

const quiet = { scope: 'brand', toast: 'never' } as const;

const commands = {
  'teams/create': teamWrite((ctx, { name }) => callSpec(ctx, teamsCalls.teamCreate, name, quiet), (team) => ({ ok: true, id: team.id })),
  'teams/delete': teamWrite((ctx, { id }) => callSpec(ctx, teamsCalls.teamDelete, id, quiet)),
  'teams/rename': teamWrite((ctx, { id, name }) => callSpec(ctx, teamsCalls.teamRename, { id, name }, quiet)),
  'teams/add-member': teamWrite((ctx, { id, userId }) => callSpec(ctx, teamsCalls.teamAddMember, { id, userId }, quiet)),
  'teams/remove-member': teamWrite((ctx, { id, userId }) => callSpec(ctx, teamsCalls.teamRemoveMember, { id, userId }, quiet)),
} satisfies CommandHandlers;

export const teamsDomain = defineDomain({ calls: teamsCalls, queries, commands });
