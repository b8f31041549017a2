/**
 * Usage statistics across midnight: the page and the server agree on "today" in every
 * time zone. The page's default range (month start to the user's today, computed under the time
 * zone `TZ` names, as a browser there would) goes to the reference backend whose clock is the
 * same instant; the server must accept whatever the page allows. Before the shared rule, a user
 * whose local day was one ahead of UTC (Prague at 00:30) had the default range refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { defaultUsageRange, isoDayOf, usageRangeErrors } from '../../src/features/brand-money/usage-range';

let t: TestApp;
const zoneBefore = process.env.TZ;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  // Node re-reads TZ when it is assigned: later files in this process see the zone they had.
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
  await t.close();
});

/** The page's default range at `instant` for a browser in `zone`. */
function pageRange(zone: string, instant: Date) {
  process.env.TZ = zone;
  const range = defaultUsageRange(instant);
  expect(usageRangeErrors(range, isoDayOf(instant))).toEqual({});
  return range;
}

async function serverAnswer(instant: Date, range: { from: string; to: string }): Promise<{ status: number; errors?: unknown }> {
  t.clock.set(instant);
  const agent = await t.signIn('manager@example.com');
  const res = await agent.get(`/server/api/v1/brand/stats?from=${range.from}&to=${range.to}`);
  return res.statusCode === 200 ? { status: 200 } : { status: res.statusCode, errors: res.json().errors };
}

describe("the default range is accepted whatever the user's time zone", () => {
  it('Prague at 00:30 on 16.6. (22:30 UTC on the 15th): the range ends on the 16th and is accepted', async () => {
    const instant = new Date('2025-06-15T22:30:00Z');
    const range = pageRange('Europe/Prague', instant);
    expect(range).toEqual({ from: '2025-06-01', to: '2025-06-16' });
    expect(await serverAnswer(instant, range)).toEqual({ status: 200 });
  });

  it('the first of the month in Kiribati (UTC+14) while UTC is still on the last day of the previous one', async () => {
    const instant = new Date('2025-06-30T10:15:00Z');
    const range = pageRange('Pacific/Kiritimati', instant);
    expect(range).toEqual({ from: '2025-07-01', to: '2025-07-01' });
    expect(await serverAnswer(instant, range)).toEqual({ status: 200 });
  });

  const zones = ['Pacific/Kiritimati', 'Pacific/Auckland', 'Asia/Tokyo', 'Europe/Prague', 'UTC', 'America/New_York', 'Pacific/Honolulu', 'Pacific/Pago_Pago'];
  it.each(zones)('%s: every hour of a day around midnight UTC', async (zone) => {
    const refused: string[] = [];
    for (let hour = 0; hour < 24; hour++) {
      const instant = new Date(Date.UTC(2025, 5, 15, hour, 59));
      const answer = await serverAnswer(instant, pageRange(zone, instant));
      if (answer.status !== 200) refused.push(`${instant.toISOString()}: ${JSON.stringify(answer.errors)}`);
    }
    expect(refused).toEqual([]);
  });
});

it('a device clock two days ahead is still refused by the server', async () => {
  const instant = new Date('2025-06-15T12:00:00Z');
  expect(await serverAnswer(instant, { from: '2025-06-01', to: '2025-06-17' })).toEqual({
    status: 422,
    errors: { to: ['The to field must be a date before or equal to 2025-06-16.'] },
  });
});
