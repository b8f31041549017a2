/**
 * The brand's people as managers handle them (brand settings → Users and Teams, docs/brand-admin.md
 * "People"): pending invitations, inviting by e-mail, changing a member's role, and the live events
 * that keep every open page of those lists current. Teams' own commands are in brand-money.ts.
 */
import type { BrandInvite as PendingInvite, PrimaryRole } from './entities';

export type PeopleResource = 'brand-invite';

/** An invitation not accepted yet: who, and the role they will have. */
export interface BrandInvite {
  readonly id: string;
  readonly email: string;
  readonly primaryRole: PrimaryRole;
  readonly createdAt: string;
  /** The team the person will join (absent or null: none). */
  readonly teamName?: string | null;
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
  /** The team the person joins (absent: none). */
  readonly teamId?: string | null;
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

/** Removes a member from the brand (after the page asked); never the last manager (keepsAManager). */
export interface RemoveMemberCommand {
  readonly type: 'people/remove-member';
  readonly userId: string;
}

export type PeopleCommand = InvitePersonCommand | WithdrawInviteCommand | ChangeRoleCommand | RemoveMemberCommand;

// ---------------------------------------------------------------- rules both sides apply

/** An invitation can be answered for this long after it was sent; afterwards it has expired. */
export const INVITE_VALID_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where an invitation stands: only a pending one can be accepted, declined or withdrawn. */
export const INVITE_STATES = ['pending', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type InviteState = (typeof INVITE_STATES)[number];

/** One of the person's invitations, looked up by its link's hash (`/invite/{hash}`), with where it stands. */
export interface InviteLookup extends PendingInvite {
  readonly state: InviteState;
}

export interface InviteDates {
  readonly createdAt: string;
  readonly acceptedAt: string | null;
  readonly declinedAt: string | null;
  readonly withdrawnAt: string | null;
}

/** When an invitation sent at `createdAt` expires (ISO). */
export function inviteExpiresAt(createdAt: string): string {
  return new Date(Date.parse(createdAt) + INVITE_VALID_DAYS * DAY_MS).toISOString();
}

/** An answer (accepted, declined) or a withdrawal is final; otherwise time decides. */
export function inviteState(invite: InviteDates, now: Date): InviteState {
  if (invite.acceptedAt !== null) return 'accepted';
  if (invite.declinedAt !== null) return 'declined';
  if (invite.withdrawnAt !== null) return 'withdrawn';
  return now.getTime() >= Date.parse(inviteExpiresAt(invite.createdAt)) ? 'expired' : 'pending';
}

/**
 * Who handles the brand's people (invite, withdraw, change a role, remove a member): its managers
 * and godlike users. The server refuses everyone else (403); the page offers the controls only to them.
 */
export function managesPeople(viewer: { readonly role: PrimaryRole | null; readonly godlike: boolean }): boolean {
  return viewer.godlike || viewer.role === 'manager';
}

/**
 * The brand always keeps a manager (nobody could invite, change roles or remove anyone any more):
 * whether a member whose role is `role` may stop being a manager (demoted, or removed: `next` null)
 * while the brand has `managers` managers.
 */
export function keepsAManager(managers: number, role: PrimaryRole, next: PrimaryRole | null): boolean {
  return role !== 'manager' || next === 'manager' || managers > 1;
}

/** The server's sentence when the last manager would go (shown under the field or in the dialog). */
export const LAST_MANAGER_MESSAGE = 'The brand must keep at least one manager.';
