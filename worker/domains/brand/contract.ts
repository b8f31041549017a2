/**
 * The brand domain's contract: the current brand and its user: the switch, the brand user's load,
 * and the live events that reload them. Pure (worker/domains/contract-kit.ts): the server, the
 * worker and, for types, the page import it.
 */
import type { BrandUser } from '../../contract/entities';
import type { LivePayloadMeta } from '../../contract/live-meta';
import { defineContract, metaOnlyWire } from '../contract-kit';
import type { LoadStatus } from '../../contract/load-status';

export interface LiveBrandUserUpdated extends LivePayloadMeta {
  readonly type: 'live/brand-user-updated';
}

export interface LiveBrandUpdated extends LivePayloadMeta {
  readonly type: 'live/brand-updated';
}

export interface LiveUserUpdated extends LivePayloadMeta {
  readonly type: 'live/user-updated';
}

export interface BrandSwitchStarted {
  readonly type: 'brand/switch-started';
  readonly identifier: string;
}

export interface BrandUserLoaded {
  readonly type: 'brand/user-loaded';
  readonly brandUser: BrandUser;
}

/** The status of a call that got no answer at all (offline, the server unreachable): the HTTP port's. */
export const NO_ANSWER = 0;

/** The brand user could not be loaded (403: not a member, or a failed call). */
export interface BrandUserFailed {
  readonly type: 'brand/user-failed';
  readonly identifier: string;
  /** The answer's status; NO_ANSWER when none came, null when it was not an HTTP failure. */
  readonly status: number | null;
}

/** GraphQL said a model belongs to another brand; the UI navigates to /switch-brand/{identifier}. */
export interface BrandRedirectRequested {
  readonly type: 'brand/redirect-requested';
  readonly identifier: string;
}

/**
 * This person was removed from the brand in scope: the data layer has left it (its channel, its
 * requests) and reloaded their brands and invitations; the UI moves on (docs/brand-admin.md).
 */
export interface BrandRemovedFrom {
  readonly type: 'brand/removed-from';
  readonly identifier: string;
}

export interface SwitchBrandCommand {
  readonly type: 'brand/switch';
  readonly identifier: string;
}

// ---------------------------------------------------------------- live rows: the wire half (the decoder is live.ts)

export const brandUserUpdatedWire = metaOnlyWire<LiveBrandUserUpdated>()('BrandUserUpdated', 'brand', { type: 'live/brand-user-updated', brandId: 3, brandUserId: 9, userId: 5 });

export const brandUpdatedWire = metaOnlyWire<LiveBrandUpdated>()('BrandUpdated', 'brand', { type: 'live/brand-updated', brandId: 3 });

export const userUpdatedWire = metaOnlyWire<LiveUserUpdated>()('UserUpdated', 'brand', { type: 'live/user-updated', userId: 5 });

// ---------------------------------------------------------------- its slice of the engine's state

export interface BrandSlice {
  /** The brand in scope; every brand-scoped slice below belongs to it. */
  readonly identifier: string | null;
  readonly status: LoadStatus;
  readonly brandUser: BrandUser | null;
  /** Set when GraphQL asked to move to another brand; the UI navigates and clears it by switching. */
  readonly redirectTo: string | null;
  /**
   * The brand this person was just removed from (BrandUserRemoved naming them): the data layer left
   * it (channel, requests); the UI moves to a brand they still have, or to /invite. Cleared by the next switch.
   */
  readonly removedFrom: string | null;
}

/** What the brand domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const brandContract = defineContract<{
  /** Its slice of the engine's state (contract/snapshot.ts derives the Snapshot from every domain's). */
  readonly slice: { readonly brand: BrandSlice };
  readonly events: LiveBrandUserUpdated | LiveBrandUpdated | LiveUserUpdated | BrandSwitchStarted | BrandUserLoaded | BrandUserFailed | BrandRedirectRequested | BrandRemovedFrom;
  readonly commands: SwitchBrandCommand;
}>()({ live: [brandUserUpdatedWire, brandUpdatedWire, userUpdatedWire] });
