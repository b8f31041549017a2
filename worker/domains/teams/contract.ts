/**
 * The teams domain's contract: the brand's teams and their members. Pure (worker/domains/contract-
 * kit.ts): the server, the worker and, for types, the page import it.
 */
import type { AddTeamMemberCommand, BrandMoneyQueryResults, CreateTeamCommand, DeleteTeamCommand, RemoveTeamMemberCommand, RenameTeamCommand, TeamGetQuery, TeamsListQuery } from '../../contract/brand-money';
import { defineContract } from '../contract-kit';



/** What the teams domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const teamsContract = defineContract<{
  readonly watches: 'team';
  readonly commands: CreateTeamCommand | DeleteTeamCommand | RenameTeamCommand | AddTeamMemberCommand | RemoveTeamMemberCommand;
  readonly queries: TeamsListQuery | TeamGetQuery;
  readonly results: Pick<BrandMoneyQueryResults, 'teams/list' | 'teams/get'>;
}>()();
