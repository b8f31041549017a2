/**
 * Tells the brand's open pages that its people changed (docs/brand-admin.md "Live"): a team was
 * created, renamed, deleted or gained or lost a member (`TeamUpdated`), or an invitation was sent
 * or withdrawn (`BrandInviteUpdated`). A member's own role or team is `BrandUserUpdated` (spec
 * section 4), announced by the route beside these. Ids only: the clients refetch what shows them.
 */
import type { BrandRow } from '../db/rows.ts';
import { announceBrandUserUpdated } from '../live/announce.ts';
import { brandChannel } from '../../worker/contract/live-channels';
import { brandInviteUpdatedWire, brandUserRemovedWire, teamUpdatedWire } from '../../worker/domains/people/contract';
import { publishLive, wireEventName } from '../live/events.ts';
import type { Publisher } from '../live/publisher.ts';
import type { Db } from '../db/database.ts';

export const TEAM_UPDATED = wireEventName(teamUpdatedWire.name);
export const BRAND_INVITE_UPDATED = wireEventName(brandInviteUpdatedWire.name);
export const BRAND_USER_REMOVED = wireEventName(brandUserRemovedWire.name);

type Brand = Pick<BrandRow, 'id' | 'identifier'>;

export function announceTeamUpdated(p: Publisher, brand: Brand, teamId: number): void {
  // Failures are logged by the publisher; the write itself has succeeded either way.
  void publishLive(p, brandChannel(brand.identifier), teamUpdatedWire, { type: 'live/team-updated', brandId: brand.id, teamId }).catch(() => undefined);
}

export function announceBrandInviteUpdated(p: Publisher, brand: Brand): void {
  void publishLive(p, brandChannel(brand.identifier), brandInviteUpdatedWire, { type: 'live/brand-invite-updated', brandId: brand.id }).catch(() => undefined);
}

/** The people whose brand user changed (their role, their team): each one's tabs refetch it. */
export function announceMembersUpdated(p: Publisher, db: Db, brand: Brand, userIds: readonly number[]): void {
  for (const userId of userIds) {
    const brandUserId = db.prepare('SELECT id FROM brand_users WHERE brand_id = ? AND user_id = ?').pluck().get(brand.id, userId) as number | undefined;
    if (brandUserId !== undefined) announceBrandUserUpdated(p, brand, brandUserId, userId);
  }
}

/**
 * A member left the brand: every open users list refetches, and the removed person's tabs leave the
 * brand (their channel authorisation is already refused: broadcasting.ts checks membership).
 */
export function announceBrandUserRemoved(p: Publisher, brand: Brand, userId: number): void {
  void publishLive(p, brandChannel(brand.identifier), brandUserRemovedWire, { type: 'live/brand-user-removed', brandId: brand.id, removedUserId: userId }).catch(() => undefined);
}
