/**
 * Teams of the brand (brand settings → Teams, docs/brand-money.md): the list and one team, both
 * under the money/storage rule (spec section 6); managers create, rename and delete teams and move
 * members in and out. A write makes every watched team view stale, so the list and the detail
 * agree; other pages hear TeamUpdated (worker/domains/people/live.ts).
 */
import * as v from 'valibot';
import type { CommandResult } from '../../contract/commands';
import type { TeamDetail, TeamsList } from '../../contract/brand-money';
import type { CommandContext } from '../../engine/commands/command-context';
import type { QueryDef } from '../../engine/live-queries/query-def';
import { callSpec, execute, run, type RequestSpec } from '../../engine/requests/execute';
import { defineCall } from '../../ports/http/call';
import { resource, stringId } from '../../ports/http/laravel-primitives';
import { commandFailure } from '../command-failure';
import { defineDomain, type CommandHandlers } from '../domain';
import { ifMoneyVisible, moneyCommand } from '../wallet/money-access';
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

/** Runs a team write; on success every team view refetches. 422s come back as field errors. */
function teamWrite<T>(ctx: CommandContext, spec: RequestSpec<T>, answer: (value: T) => CommandResult = () => ({ ok: true })): Promise<CommandResult> {
  return moneyCommand(ctx, async () => {
    const done = await run(ctx, spec);
    if (!done.ok) return commandFailure(done);
    ctx.emit({ event: { type: 'records/stale', resource: 'team', id: null }, source: 'command', brand: ctx.state().brand.identifier });
    // Users lists show each user's team (its name too): a rename or a move changes them.
    ctx.emit({ event: { type: 'records/stale', resource: 'user', id: null }, source: 'command', brand: ctx.state().brand.identifier });
    return answer(done.value);
  });
}

const commands = {
  'teams/create': (ctx, { name }) => teamWrite(ctx, callSpec(ctx, teamsCalls.teamCreate, name, { scope: 'brand', toast: 'never' }), (team) => ({ ok: true, id: team.id })),
  'teams/delete': (ctx, { id }) => teamWrite(ctx, callSpec(ctx, teamsCalls.teamDelete, id, { scope: 'brand', toast: 'never' })),
  'teams/rename': (ctx, { id, name }) => teamWrite(ctx, callSpec(ctx, teamsCalls.teamRename, { id, name }, { scope: 'brand', toast: 'never' })),
  'teams/add-member': (ctx, { id, userId }) => teamWrite(ctx, callSpec(ctx, teamsCalls.teamAddMember, { id, userId }, { scope: 'brand', toast: 'never' })),
  'teams/remove-member': (ctx, { id, userId }) => teamWrite(ctx, callSpec(ctx, teamsCalls.teamRemoveMember, { id, userId }, { scope: 'brand', toast: 'never' })),
} satisfies CommandHandlers;

export const teamsDomain = defineDomain({ calls: teamsCalls, queries, commands });
