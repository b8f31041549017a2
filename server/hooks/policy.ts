/**
 * What an ad set's hooks can listen to, and when a failed delivery is tried again
 * (docs/ad-sets.md "Webhooks"). The retry policy and the attempt limit are the ad set's hook
 * settings; `none` sends once whatever the limit says.
 */
export const HOOK_EVENTS = ['ad-set.reviewed', 'ad-set.populated', 'render.finished', 'render.failed'] as const;
export type HookEvent = (typeof HOOK_EVENTS)[number];

export const RETRY_POLICIES = ['none', 'linear', 'exponential'] as const;
export type RetryPolicy = (typeof RETRY_POLICIES)[number];

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
