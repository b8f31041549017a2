/**
 * The teams domain's contract: the brand's teams and their members. Pure (worker/domains/contract-
 * kit.ts): the server, the worker and, for types, the page import it.
 */
import type { NamedRef } from '../../contract/brand-money';
import { defineContract } from '../contract-kit';

export interface TeamMember {
  readonly user: NamedRef & { readonly email: string };
  readonly primaryRole: string;
  readonly uploadDirectory: NamedRef | null;
}

export interface Team {
  readonly id: string;
  readonly name: string;
  readonly membersCount: number;
  readonly uploadDirectories: readonly NamedRef[];
  readonly creditsSpentThisMonth: number;
  readonly rendersThisMonth: number;
}

export interface TeamDetail extends Team {
  readonly members: readonly TeamMember[];
}

export interface TeamsList {
  readonly id: 'teams';
  readonly teams: readonly Team[];
}

// ---------------------------------------------------------------- queries

export interface TeamsListQuery {
  readonly kind: 'teams/list';
}
export interface TeamGetQuery {
  readonly kind: 'teams/get';
  readonly id: string;
}

/** Answers the new team's id (the page opens it). */
export interface CreateTeamCommand {
  readonly type: 'teams/create';
  readonly name: string;
}
/** Its members stay in the brand, without a team. */
export interface DeleteTeamCommand {
  readonly type: 'teams/delete';
  readonly id: string;
}
export interface RenameTeamCommand {
  readonly type: 'teams/rename';
  readonly id: string;
  readonly name: string;
}
export interface AddTeamMemberCommand {
  readonly type: 'teams/add-member';
  readonly id: string;
  readonly userId: string;
}
export interface RemoveTeamMemberCommand {
  readonly type: 'teams/remove-member';
  readonly id: string;
  readonly userId: string;
}

/** What the teams domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const teamsContract = defineContract<{
  readonly watches: 'team';
  readonly commands: CreateTeamCommand | DeleteTeamCommand | RenameTeamCommand | AddTeamMemberCommand | RemoveTeamMemberCommand;
  readonly queries: TeamsListQuery | TeamGetQuery;
  readonly results: { readonly 'teams/list': TeamsList; readonly 'teams/get': TeamDetail };
}>()();
