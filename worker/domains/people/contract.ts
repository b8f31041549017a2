/**
 * The people domain's contract: the brand's people (contract/people.ts): invitations, roles, and
 * the live events that refetch them. Pure (worker/domains/contract-kit.ts): the server, the worker
 * and, for types, the page import it.
 */
import * as v from 'valibot';
import type { LivePayloadMeta } from '../../contract/live-meta';
import type { PeopleCommand, PeopleQuery, PeopleQueryResults, PeopleResource } from '../../contract/people';
import { defineContract, liveId, liveWire, meta, metaOnlyWire, metaWire } from '../contract-kit';

/** Someone created, renamed or deleted a team or moved people in or out: team and user lists refetch. */
export interface LiveTeamUpdated extends LivePayloadMeta {
  readonly type: 'live/team-updated';
  readonly teamId: number;
}

/** Someone invited a person to the brand or withdrew an invitation: the pending list refetches. */
export interface LiveBrandInviteUpdated extends LivePayloadMeta {
  readonly type: 'live/brand-invite-updated';
}

/**
 * A member was removed from the brand: the users and teams lists refetch, and the removed person's
 * own tabs leave the brand at once (its channel, its pages: docs/brand-admin.md "Joining and leaving").
 */
export interface LiveBrandUserRemoved extends LivePayloadMeta {
  readonly type: 'live/brand-user-removed';
  readonly removedUserId: number;
}

// ---------------------------------------------------------------- live rows: the wire half (the decoder is live.ts)

export const teamUpdatedWire = liveWire({
  name: 'TeamUpdated',
  channel: 'brand',
  type: 'live/team-updated',
  schema: v.object({ ...meta, team: v.object({ id: liveId }) }),
  encode: (e: LiveTeamUpdated) => ({ ...metaWire(e), team: { id: e.teamId } }),
  example: { type: 'live/team-updated', brandId: 3, teamId: 4 },
});

export const brandUserRemovedWire = liveWire({
  name: 'BrandUserRemoved',
  channel: 'brand',
  type: 'live/brand-user-removed',
  schema: v.object({ ...meta, user: v.object({ id: liveId }) }),
  encode: (e: LiveBrandUserRemoved) => ({ ...metaWire(e), user: { id: e.removedUserId } }),
  example: { type: 'live/brand-user-removed', brandId: 3, removedUserId: 5 },
});

export const brandInviteUpdatedWire = metaOnlyWire<LiveBrandInviteUpdated>()('BrandInviteUpdated', 'brand', { type: 'live/brand-invite-updated', brandId: 3 });

/** What the people domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const peopleContract = defineContract<{
  readonly watches: PeopleResource;
  readonly events: LiveTeamUpdated | LiveBrandInviteUpdated | LiveBrandUserRemoved;
  readonly commands: PeopleCommand;
  readonly queries: PeopleQuery;
  readonly results: PeopleQueryResults;
}>()({ live: [teamUpdatedWire, brandInviteUpdatedWire, brandUserRemovedWire] });
