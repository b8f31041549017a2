/** Time as the server sees it; tests and the seed inject a fixed or stepped clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function daysAgo(clock: Clock, days: number, hours = 0): string {
  return new Date(clock.now().getTime() - (days * 24 + hours) * 3_600_000).toISOString();
}
