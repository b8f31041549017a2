/**
 * What an ad set's hooks can listen to, and when a failed delivery is tried again
 * (docs/ad-sets.md "Webhooks"). The retry policy and the attempt limit are the ad set's hook
 * settings; `none` sends once whatever the limit says.
 */
import { AD_SET_HOOK_EVENTS, AD_SET_RETRY_POLICIES } from '../../worker/contract/ad-sets';

/** The client's lists (worker/contract/ad-sets.ts): the form offers exactly what the server accepts. */
export const HOOK_EVENTS = AD_SET_HOOK_EVENTS;
export type HookEvent = (typeof HOOK_EVENTS)[number];
export const RETRY_POLICIES = AD_SET_RETRY_POLICIES;

/** The first retry waits this long: long enough for a receiver that restarts to come back. */
export const RETRY_BASE_MS = 30_000;

/** How many attempts a delivery gets under its policy. */
export const attemptsAllowed = (policy: string, maxAttempts: number): number => (policy === 'none' ? 1 : Math.max(1, maxAttempts));

/**
 * How long after attempt number `attempt` (1-based) failed the next one is due: `linear` waits
 * 30 s, 60 s, 90 s…; `exponential` 30 s, 60 s, 120 s….
 */
export function retryDelayMs(policy: string, attempt: number): number {
  return policy === 'linear' ? RETRY_BASE_MS * attempt : RETRY_BASE_MS * 2 ** (attempt - 1);
}
