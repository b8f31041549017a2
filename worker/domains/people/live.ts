/**
 * What keeps every open page of the brand's people current (docs/brand-admin.md "Live"):
 *
 *   TeamUpdated {team: {id}} (created, renamed, deleted, members moved) ─▶ team and user watches refetch
 *   BrandUserUpdated (someone's role or team changed)                  ─▶ the same
 *   BrandUserRemoved {user: {id}} (a member removed)                   ─▶ the same (the removed
 *     person's own tabs leave the brand: session/removed-from-brand.ts)
 *   BrandInviteUpdated (an invitation sent or withdrawn)               ─▶ the pending invitations refetch
 *
 * Users lists show each person's role and team name, and a team shows its members' roles, so both
 * kinds follow either event. Ids only: the lists' order, counts and filters are the server's.
 */
import { invalidate, type QueryPatcher } from '../../engine/live-queries/patcher';
import { resourceKey } from '../../engine/live-queries/query-keys';
import { liveEvent, withMeta } from '../../ports/live/live-event-spec';
import { brandInviteUpdatedWire, brandUserRemovedWire, teamUpdatedWire } from './contract';

export const peopleLive = [
  liveEvent(teamUpdatedWire, (o) => withMeta({ type: 'live/team-updated', teamId: o.team.id }, o)),
  liveEvent(brandInviteUpdatedWire, (o) => withMeta({ type: 'live/brand-invite-updated' }, o)),
  liveEvent(brandUserRemovedWire, (o) => withMeta({ type: 'live/brand-user-removed', removedUserId: o.user.id }, o)),
];

const PEOPLE_STALE = invalidate(resourceKey('team'), resourceKey('user'));

/** A team or a member changed elsewhere: the teams, the team pages and the users lists refetch. */
export const peopleUpdates: QueryPatcher = {
  on: ['live/team-updated', 'live/brand-user-updated', 'live/brand-user-removed'],
  change: () => PEOPLE_STALE,
};

export const inviteUpdates: QueryPatcher = {
  on: ['live/brand-invite-updated'],
  change: () => invalidate(resourceKey('brand-invite')),
};

/** What the domain's live events (and the notifications that name its records) make stale in watched queries. */
export const peoplePatchers = [peopleUpdates, inviteUpdates];
