/**
 * How a receiver knows a delivery comes from us, and that it is fresh (docs/ad-sets.md "Webhooks"),
 * Stripe's scheme: `X-Adcreative-Signature: t=<unix s>,v1=<hex>` where v1 is the HMAC-SHA256 of
 * `${t}.${raw body}` keyed with the ad set's hook secret. The timestamp is signed with the body, so
 * a captured delivery replayed later fails the receiver's tolerance check (5 minutes) instead of
 * passing as new. While a rotated secret's overlap lasts both secrets sign: `t=…,v1=<new>,v1=<old>`.
 *
 * `verifySignature` is what a receiver does; the docs' Node snippet mirrors it and the tests use it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-adcreative-signature';
export const EVENT_HEADER = 'x-adcreative-event';
export const EVENT_ID_HEADER = 'x-adcreative-event-id';
export const DELIVERY_ID_HEADER = 'x-adcreative-delivery-id';
export const TIMESTAMP_HEADER = 'x-adcreative-timestamp';

/** How far a receiver lets a signature's time be from its own clock, either way. */
export const SIGNATURE_TOLERANCE_S = 300;

const v1Of = (secret: string, timestamp: number, body: string): string => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The header's value: one `v1=` per secret, in the order given (the current secret first). */
export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${v1Of(secret, timestamp, body)}`)].join(',');
}

export type Verification = { readonly ok: true; readonly timestamp: number } | { readonly ok: false; readonly reason: 'malformed' | 'too-old' | 'mismatch' };

/**
 * A receiver's check: the header parses, its `t` is within the tolerance of `nowS` (Unix seconds),
 * and one of its `v1` entries is the HMAC of `${t}.${body}` with `secret` (compared in constant time).
 */
export function verifySignature(header: string | undefined, body: string, secret: string, nowS: number, toleranceS = SIGNATURE_TOLERANCE_S): Verification {
  const parts = (header ?? '').split(',').map((p) => p.trim().split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const signatures = parts.filter(([k, value]) => k === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value)).map(([, value]) => value!);
  if (t === undefined || !/^\d+$/.test(t) || signatures.length === 0) return { ok: false, reason: 'malformed' };
  const timestamp = Number(t);
  if (Math.abs(nowS - timestamp) > toleranceS) return { ok: false, reason: 'too-old' };
  const expected = Buffer.from(v1Of(secret, timestamp, body));
  const match = signatures.some((s) => timingSafeEqual(Buffer.from(s), expected));
  return match ? { ok: true, timestamp } : { ok: false, reason: 'mismatch' };
}
