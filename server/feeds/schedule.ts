/** When a fetch feed is due again: one period of its schedule after a fetch; never for `manual`. */
const PERIOD_MS: Readonly<Record<string, number>> = { hourly: 3_600_000, daily: 86_400_000, weekly: 7 * 86_400_000 };

export function nextFetchAt(schedule: string | null, after: Date): string | null {
  const period = schedule === null ? undefined : PERIOD_MS[schedule];
  return period === undefined ? null : new Date(after.getTime() + period).toISOString();
}
