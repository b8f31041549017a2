/**
 * How a receiver knows a delivery comes from us (docs/ad-sets.md "Webhooks"): the HMAC-SHA256 of
 * the raw request body, keyed with the ad set's hook secret, in `X-Adcreative-Signature` as
 * `sha256=<hex>`. A receiver computes the same over the bytes it got and compares in constant time.
 */
import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-adcreative-signature';
export const EVENT_HEADER = 'x-adcreative-event';
export const EVENT_ID_HEADER = 'x-adcreative-event-id';
export const TIMESTAMP_HEADER = 'x-adcreative-timestamp';

export const signBody = (secret: string, body: string): string => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

