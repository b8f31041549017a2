/**
 * The brand's people as managers handle them (brand settings → Users and Teams, docs/brand-admin.md
 * "People"): pending invitations, inviting by e-mail, changing a member's role, and the live events
 * that keep every open page of those lists current. Teams' own commands are in brand-money.ts.
 */
import type { PrimaryRole } from './entities';

export type PeopleResource = 'brand-invite';

/** An invitation not accepted yet: who, and the role they will have. */
export interface BrandInvite {
  readonly id: string;
  readonly email: string;
  readonly primaryRole: PrimaryRole;
  readonly createdAt: string;
}

export interface BrandInvites {
  readonly id: 'brand-invites';
  readonly invites: readonly BrandInvite[];
}

export interface BrandInvitesQuery {
  readonly kind: 'people/invites';
}

export type PeopleQuery = BrandInvitesQuery;

export interface PeopleQueryResults {
  readonly 'people/invites': BrandInvites;
}

/** Invites an address (checked by worker/contract/email-address.ts on both sides) with a role. */
export interface InvitePersonCommand {
  readonly type: 'people/invite';
  readonly email: string;
  readonly primaryRole: PrimaryRole;
}
export interface WithdrawInviteCommand {
  readonly type: 'people/withdraw-invite';
  readonly id: string;
}
export interface ChangeRoleCommand {
  readonly type: 'people/change-role';
  readonly userId: string;
  readonly primaryRole: PrimaryRole;
}

export type PeopleCommand = InvitePersonCommand | WithdrawInviteCommand | ChangeRoleCommand;
