/**
 * Live channel names, in one place: the public channel and one private channel per brand
 * (`private-brand.{brand}` as Pusher names it, `brand.{brand}` as laravel-echo does).
 */
export const PUBLIC_CHANNEL = 'public';

const PRIVATE_PREFIX = 'private-brand.';
const ECHO_PREFIX = 'brand.';

/** Pusher name of a brand's private channel. */
export function brandChannel(identifier: string): string {
  return `${PRIVATE_PREFIX}${identifier}`;
}

/** The brand a channel belongs to, from either spelling; null for public or unknown channels. */
export function brandOfChannel(channel: string): string | null {
  const prefix = channel.startsWith(PRIVATE_PREFIX) ? PRIVATE_PREFIX : channel.startsWith(ECHO_PREFIX) ? ECHO_PREFIX : null;
  if (prefix === null) return null;
  const brand = channel.slice(prefix.length);
  return brand === '' ? null : brand;
}
