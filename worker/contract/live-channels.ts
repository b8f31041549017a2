/**
 * Live channel names, written once for the server (which publishes and authorises them) and the
 * worker (which subscribes): the public channel and one private channel per brand
 * (`private-brand.{brand}` as Pusher names it, `brand.{brand}` as laravel-echo does).
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
  if (channel.startsWith(ECHO_PREFIX)) return brandOfPrivateChannel(`${PRIVATE_PREFIX}${channel.slice(ECHO_PREFIX.length)}`);
  return brandOfPrivateChannel(channel);
}
