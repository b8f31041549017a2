/**
 * The presence domain's contract: who else has a template version, an ad set or a feed open
 * (docs/collaboration.md, "Who else is here"). Pure (worker/domains/contract-kit.ts): the server
 * signs `channel_data` with the same user shape the worker validates, and the page imports the
 * types and the timings.
 *
 * Presence travels on Pusher presence channels (worker/contract/live-channels.ts
 * `presenceChannel`), not as live rows: Pusher itself announces who joins and leaves
 * (`pusher:subscription_succeeded`, `pusher:member_added`, `pusher:member_removed`), and
 * "editing" is a client event (`client-editing`) that soketi relays with the sender's user id.
 */
import * as v from 'valibot';
import type { PresenceRoom } from '../../contract/live-channels';
import { defineContract } from '../contract-kit';

/**
 * How often a person's "editing" is sent while they keep typing or changing a form: at most once
 * per this many milliseconds (the first change is sent at once).
 */
export const EDITING_THROTTLE_MS = 3_000;
/**
 * How long "editing" lasts after the last one heard: a person who stops typing reads as no longer
 * editing this long after. Longer than the throttle, so a steady typist never flickers.
 */
export const EDITING_TTL_MS = 8_000;
/** The longest name and avatar address a presence member may carry (untrusted: a wire value). */
export const MAX_PRESENCE_NAME = 200;
export const MAX_PRESENCE_AVATAR = 2_000;

/** One person on a presence channel: what the server signs as `channel_data.user_info`. */
export interface PresenceUser {
  readonly id: number;
  readonly name: string;
  /** An http(s) or same-origin picture address, or null (the page shows initials). */
  readonly avatar: string | null;
}

/** Pictures only from http(s) or this origin: never `javascript:` or `data:` from another person. */
const AVATAR = /^(https?:\/\/|\/(?!\/))/;

/** `channel_data.user_info` as the worker accepts it from the wire. */
export const presenceUserSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(MAX_PRESENCE_NAME)),
  avatar: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(MAX_PRESENCE_AVATAR), v.regex(AVATAR))), null),
});

/** The `client-editing` client event's data: true while typing, false when done (sent, saved). */
export const editingSchema = v.object({ editing: v.boolean() });

/** Pusher's `channel_data` for a presence subscription (the server signs it; JSON-encoded). */
export interface PresenceChannelData {
  readonly user_id: string;
  readonly user_info: PresenceUser;
}

// ---------------------------------------------------------------- events

/** Who is on the channel, as Pusher says on (re)subscribing: replaces the room's list. */
export interface PresenceHere {
  readonly type: 'presence/here';
  readonly channel: string;
  readonly users: readonly PresenceUser[];
}
export interface PresenceJoined {
  readonly type: 'presence/joined';
  readonly channel: string;
  readonly user: PresenceUser;
}
/** Their last connection to the channel went (left the page, closed the tab, lost the network). */
export interface PresenceLeft {
  readonly type: 'presence/left';
  readonly channel: string;
  readonly userId: number;
}
/** A `client-editing` heard from a member (soketi names the sender: it cannot be forged). */
export interface PresenceEditing {
  readonly type: 'presence/editing';
  readonly channel: string;
  readonly userId: number;
  readonly editing: boolean;
}
/** EDITING_TTL_MS passed since the member's last "editing": no longer shown as editing. */
export interface PresenceEditingExpired {
  readonly type: 'presence/editing-expired';
  readonly channel: string;
  readonly userId: number;
}
/** This tab said it is editing (the throttle reads when). */
export interface PresenceEditingSent {
  readonly type: 'presence/editing-sent';
  readonly channel: string;
}
/** This tab left the channel (the page closed): its room is forgotten. */
export interface PresenceClosed {
  readonly type: 'presence/closed';
  readonly channel: string;
}

// ---------------------------------------------------------------- commands

/** A page shows this record: join its presence channel (counted: two views of one page join once). */
export interface PresenceEnterCommand {
  readonly type: 'presence/enter';
  readonly room: PresenceRoom;
}
/** The page no longer shows it. */
export interface PresenceLeaveCommand {
  readonly type: 'presence/leave';
  readonly room: PresenceRoom;
}
/** The person typed or changed a form on the page; the worker throttles (EDITING_THROTTLE_MS). */
export interface PresenceEditingCommand {
  readonly type: 'presence/signal-editing';
  readonly room: PresenceRoom;
}

export type PresenceEvent = PresenceHere | PresenceJoined | PresenceLeft | PresenceEditing | PresenceEditingExpired | PresenceEditingSent | PresenceClosed;

// ---------------------------------------------------------------- its slice of the engine's state

/** One presence channel this tab is on (docs/collaboration.md, "Who else is here"). */
export interface PresenceRoomState {
  /** Everyone on the channel, this person included (the page leaves them out), in arrival order. */
  readonly users: readonly PresenceUser[];
  /** Ids of the members shown as editing now (each until EDITING_TTL_MS after their last signal). */
  readonly editing: readonly number[];
  /** When this tab last said it is editing (the throttle), or null. */
  readonly sentEditingAt: number | null;
}

/** The presence channels of the brand in scope this tab is on, by Pusher channel name. */
export interface PresenceSlice {
  readonly rooms: Readonly<Record<string, PresenceRoomState>>;
}

/** What the presence domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const presenceContract = defineContract<{
  /** Its slice of the engine's state (contract/snapshot.ts derives the Snapshot from every domain's). */
  readonly slice: { readonly presence: PresenceSlice };
  readonly events: PresenceEvent;
  readonly commands: PresenceEnterCommand | PresenceLeaveCommand | PresenceEditingCommand;
}>()();
