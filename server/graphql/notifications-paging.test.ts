/**
 * notificationsPaginated pages like Lighthouse's paginator: `first` per page, `page` from 1,
 * newest first over the last 30 days. The client loads more by asking page n+1 (never a bigger
 * `first`), so the pages must be disjoint, complete, and never skip when notifications arrive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_QUERY } from '../../worker/ports/graphql/documents.ts';
import { insertNotification } from '../notifications/store.ts';
import type { Agent } from '../test-support/agent.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let manager: Agent;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.signIn('manager@example.com');
});
afterAll(() => t.close());

interface Page {
  readonly data: readonly { readonly id: string }[] | undefined;
  readonly paginatorInfo: { count: number; currentPage: number; perPage: number; total: number; lastItem: number | null; lastPage: number };
}
interface Answer {
  readonly data: { notificationsPaginated: Page } | null;
  readonly errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

const THIRTY_DAYS_AGO = new Date(TEST_NOW.getTime() - 30 * 86_400_000).toISOString();
const ALL = { order: 'CREATED_AT', orderDir: 'DESC', last30Days: true, first: 20 };

async function ask(variables: Record<string, unknown>): Promise<Answer> {
  const res = await manager.post('/server/api/v1/graphql', { query: NOTIFICATIONS_QUERY, variables });
  expect(res.statusCode).toBe(200);
  return res.json() as Answer;
}

async function pageIds(page: number): Promise<string[]> {
  return (await ask({ ...ALL, page })).data!.notificationsPaginated.data!.map((n) => n.id);
}

/** The manager's notifications of the last 30 days, newest first, straight from the table. */
function newestFirst(): string[] {
  return t.db.prepare('SELECT id FROM notifications WHERE notifiable_id = 1 AND created_at >= ? ORDER BY created_at DESC, id DESC').pluck().all(THIRTY_DAYS_AGO) as string[];
}

describe('notificationsPaginated: page', () => {
  it('answers disjoint pages of `first`, newest first, that together are the last 30 days', async () => {
    const expected = newestFirst();
    // The seed gives the manager 44: two full pages and a short third one.
    expect(expected).toHaveLength(44);
    const pages: Page[] = [];
    for (let page = 1; page <= 4; page++) pages.push((await ask({ ...ALL, page })).data!.notificationsPaginated);
    expect(pages.map((p) => p.paginatorInfo)).toEqual([
      { count: 20, currentPage: 1, perPage: 20, total: 44, lastItem: 20, lastPage: 3 },
      { count: 20, currentPage: 2, perPage: 20, total: 44, lastItem: 40, lastPage: 3 },
      { count: 4, currentPage: 3, perPage: 20, total: 44, lastItem: 44, lastPage: 3 },
      // Past the last page: nothing, and the same total.
      { count: 0, currentPage: 4, perPage: 20, total: 44, lastItem: null, lastPage: 3 },
    ]);
    expect(pages.flatMap((p) => p.data!.map((n) => n.id))).toEqual(expected);
    // Leaving `page` out is page 1.
    expect((await ask(ALL)).data!.notificationsPaginated.data!.map((n) => n.id)).toEqual(expected.slice(0, 20));
  });

  it('a notification created between two pages pushes page 2 down by one: it repeats the end of page 1, nothing is skipped', async () => {
    const before = newestFirst();
    const page1 = await pageIds(1);
    const created = insertNotification(t.db, { userId: 1, brandId: 1, type: 'App\\Notifications\\InAppNotification', data: { brandIdentifier: 'acme' }, createdAt: TEST_NOW.toISOString() });
    const page2 = await pageIds(2);
    expect(page2[0]).toBe(page1.at(-1));
    expect(page2).not.toContain(created.id);
    // The two pages hold the 39 newest of before without a gap (the repeat counted once).
    expect([...new Set([...page1, ...page2])]).toEqual(before.slice(0, 39));
    t.db.prepare('DELETE FROM notifications WHERE id = ?').run(created.id);
  });

  it.each([0, -3])('refuses page %i with a validation error naming the argument (Lighthouse’s 422 rule errors)', async (page) => {
    const answer = await ask({ ...ALL, page });
    expect(answer.data).toBeNull();
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: 'The "page" argument must be 1 or more.',
        extensions: { category: 'validation', validation: { page: ['The "page" argument must be 1 or more.'] } },
      }),
    ]);
  });

  it('refuses a `first` above the cap the same way', async () => {
    const answer = await ask({ ...ALL, first: 1001 });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions).toEqual({ category: 'validation', validation: { first: ['The "first" argument must be between 1 and 1000.'] } });
  });

  it.each([1.5, '2'])('refuses a page that is not an integer (%j) before it reaches the resolver', async (page) => {
    const answer = await ask({ ...ALL, page });
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toMatch(/^Variable "\$page" got invalid value .*; Int cannot represent non-integer value/);
  });
});
