/**
 * Where a hook may point, checked when it is saved (docs/ad-sets.md "Webhooks"): in production a
 * URL whose host is, or resolves to, a loopback, private, link-local or other special address is
 * refused with a field error, so the person learns it at once instead of from a failed delivery.
 * A literal IP is judged without DNS. The send itself checks again on the address it connects to
 * (send.ts), which is what stops a name that changes its answer later (DNS rebinding).
 *
 * A name that does not resolve (or not within the deadline) is accepted: its receiver may not be
 * published yet, and no request can reach a private address through it while it does not resolve.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from '../feeds/public-address.ts';

/** dns.promises.lookup with `all: true`, as the check calls it (tests pass their own). */
export type LookupAll = (hostname: string) => Promise<readonly { readonly address: string }[]>;

const systemLookup: LookupAll = (hostname) => dnsLookup(hostname, { all: true });

/** The longest the save waits for the host's addresses. */
export const HOOK_LOOKUP_DEADLINE_MS = 3000;

export interface HookAddressOptions {
  /** Outside production local receivers are allowed (HOOKS_ALLOW_PRIVATE). */
  readonly allowPrivateHosts: boolean;
  readonly lookup?: LookupAll;
  readonly deadlineMs?: number;
}

/** Null when the URL may be saved; else the address that is not public (for the log, never the answer). */
export async function nonPublicAddressOf(href: string, o: HookAddressOptions): Promise<string | null> {
  if (o.allowPrivateHosts) return null;
  const host = new URL(href).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return isPublicAddress(host) ? null : host;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), o.deadlineMs ?? HOOK_LOOKUP_DEADLINE_MS);
  });
  try {
    const addresses = await Promise.race([(o.lookup ?? systemLookup)(host).catch(() => null), deadline]);
    return addresses?.find((a) => !isPublicAddress(a.address))?.address ?? null;
  } finally {
    clearTimeout(timer);
  }
}
