/**
 * Live channel names, written once for the server (which publishes and authorises them) and the
 * worker (which subscribes): the public channel, one private channel per brand
 * (`private-brand.{brand}` as Pusher names it, `brand.{brand}` as laravel-echo does), and one
 * presence channel per record a page shows (`presence-brand.{brand}.{kind}.{id}`: who else has
 * that template version, ad set or feed open; docs/collaboration.md).
 */
export const PUBLIC_CHANNEL = 'public';

const PRIVATE_PREFIX = 'private-brand.';
const ECHO_PREFIX = 'brand.';
/** A brand identifier as a channel may carry it (the server's identifiers: letters, digits, `-`, `_`). */
const IDENTIFIER = /^[A-Za-z0-9_-]+$/;

/** Pusher name of a brand's private channel. */
export function brandChannel(identifier: string): string {
  return `${PRIVATE_PREFIX}${identifier}`;
}

/**
 * The brand of a private channel in Pusher's spelling only (`private-brand.{identifier}`): what
 * the server authorises and publishes on. Null for anything else.
 */
export function brandOfPrivateChannel(channel: string): string | null {
  if (!channel.startsWith(PRIVATE_PREFIX)) return null;
  const brand = channel.slice(PRIVATE_PREFIX.length);
  return IDENTIFIER.test(brand) ? brand : null;
}

/** The brand a channel belongs to, from either spelling; null for public or unknown channels. */
export function brandOfChannel(channel: string): string | null {
  const room = parsePresenceChannel(channel);
  if (room !== null) return room.brand;
  if (channel.startsWith(ECHO_PREFIX)) return brandOfPrivateChannel(`${PRIVATE_PREFIX}${channel.slice(ECHO_PREFIX.length)}`);
  return brandOfPrivateChannel(channel);
}

/** The records a page can show "who else is here" on. */
export const PRESENCE_KINDS = ['version', 'adset', 'feed'] as const;
export type PresenceKind = (typeof PRESENCE_KINDS)[number];

/** One record's presence channel, as its parts. */
export interface PresenceRoom {
  readonly brand: string;
  readonly kind: PresenceKind;
  /** The record's id: a positive integer, as the server's ids are. */
  readonly id: number;
}

const PRESENCE_PREFIX = 'presence-';
const PRESENCE_NAME = /^brand\.([A-Za-z0-9_-]+)\.(version|adset|feed)\.([1-9][0-9]{0,15})$/;

/** Pusher name of a record's presence channel (`presence-brand.acme.adset.5`). */
export function presenceChannel(room: PresenceRoom): string {
  return `${PRESENCE_PREFIX}brand.${room.brand}.${room.kind}.${room.id}`;
}

/**
 * The parts of a presence channel, from Pusher's spelling only (what the server authorises and
 * the worker joins); null for any other name, so a made-up kind or id is never authorised.
 */
export function parsePresenceChannel(channel: string): PresenceRoom | null {
  if (!channel.startsWith(PRESENCE_PREFIX)) return null;
  const match = PRESENCE_NAME.exec(channel.slice(PRESENCE_PREFIX.length));
  if (!match) return null;
  const id = Number(match[3]);
  if (!Number.isSafeInteger(id)) return null;
  return { brand: match[1]!, kind: match[2] as PresenceKind, id };
}
