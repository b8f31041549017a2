// The list calls use indexes at a heavy user's scale (10,000 renders in stark).
// SQLite says how it runs each query the calls make (EXPLAIN QUERY PLAN): a `SCAN t` reads the
// whole table t, a `USE TEMP B-TREE FOR ORDER BY` sorts every matching row before the page is cut.
// Which index serves what: server/README.md (Indexes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../test-support/agent.ts';
import { recordQueries, type QueryRecorder } from '../test-support/query-recorder.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let rec: QueryRecorder;
let stark: Agent;
let acme: Agent;
beforeAll(async () => {
  t = await createTestApp({ seedRenders: 10_000 });
  stark = await t.signIn('manager@example.com', 'stark');
  acme = await t.signIn('manager@example.com', 'acme');
  rec = recordQueries(t.db);
});
afterAll(async () => {
  rec.stop();
  await t.close();
});

const one = (sql: string) => t.db.prepare(sql).pluck().get() as number;
const gql = (query: string) => ({ query });

interface Planned {
  readonly call: string;
  readonly sql: string;
  readonly plan: readonly string[];
}

/** The SELECTs one call runs, each with its plan. */
async function plannedQueries(agent: Agent, url: string, body?: unknown): Promise<Planned[]> {
  rec.clear();
  const res = body === undefined ? await agent.get(url) : await agent.post(url, body);
  expect(res.statusCode, url).toBe(200);
  const call = body === undefined ? url : `${url} ${JSON.stringify(body).slice(0, 80)}`;
  return rec.queries.filter((q) => /^\s*SELECT/i.test(q.sql)).map((q) => ({ call, sql: q.sql.replace(/\s+/g, ' ').trim(), plan: rec.planOf(q) }));
}

/** Reading a whole table; a constant row and a JSON array (json_each) are not tables. */
const tableScan = (line: string) => /^SCAN /.test(line) && !/^SCAN (CONSTANT ROW|json_each)/.test(line);
/** The query that reads the page's rows (the one with LIMIT … OFFSET). */
const pageQuery = (queries: Planned[]) => queries.find((q) => /LIMIT \S+ OFFSET/.test(q.sql)) as Planned;

const RENDER_LISTS = [
  '/server/api/v1/visual-build',
  '/server/api/v1/visual-build?page=10',
  '/server/api/v1/visual-build?limit=999',
  '/server/api/v1/visual-build?limit=999&page=10',
  '/server/api/v1/visual-build?status=finished&limit=999',
  '/server/api/v1/visual-build?status=queued',
];
const NOTIFICATIONS = gql('query { notificationsPaginated(order: CREATED_AT, orderDir: DESC, first: 20, page: 2) { data { id } paginatorInfo { total } } }');
const UNREAD = gql('query { loggedUser { unread_notifications_count } notificationsPaginated(readAt: null, order: CREATED_AT, orderDir: DESC, first: 20) { data { id } paginatorInfo { total } } }');

function everyListCall(): [Agent, string, unknown?][] {
  const version = one('SELECT MIN(visual_version_id) FROM visual_builds WHERE brand_id = 5');
  const visual = one(`SELECT visual_id FROM visual_versions WHERE id = ${version}`);
  const adSet = one('SELECT MIN(id) FROM ad_sets WHERE brand_id = 1');
  return [
    ...RENDER_LISTS.map((url): [Agent, string] => [stark, url]),
    [stark, `/server/api/v1/visual-build?visual_version_id=${version}`],
    [stark, `/server/api/v1/visual-build?visual_id=${visual}`],
    [stark, '/server/api/v1/visual-build?search=launch'],
    [stark, '/server/api/v1/visual-build?ids[]=5&ids[]=9000'],
    [stark, '/server/api/v1/visual-build/widget'],
    [acme, '/server/api/v1/visual'],
    [acme, '/server/api/v1/visual?development=1&sort=name&order=asc'],
    [acme, '/server/api/v1/visual/meta'],
    [acme, '/server/api/v1/visual-version?visual_id=1'],
    [acme, '/server/api/v1/visual-version'],
    [acme, '/server/api/v1/visual-version/1/comment'],
    [acme, '/server/api/v1/ad-set/overview'],
    [acme, `/server/api/v1/ad-set/${adSet}/ads`],
    ...['ad-set', 'ad', 'feed', 'asset-group', 'product'].flatMap((r): [Agent, string][] => [
      [acme, `/server/api/v1/${r}`],
      [acme, `/server/api/v1/${r}?archived=1`],
      [acme, `/server/api/v1/${r}/meta`],
    ]),
    [acme, '/server/api/v1/incident?notExpired=1&limit=999'],
    [acme, '/server/api/v1/balance-manager/transactions'],
    [acme, '/server/api/v1/balance-manager/top-up-request'],
    [acme, '/server/api/v1/asset-library'],
    [acme, '/server/api/v1/asset-library?page=1&per_page=200'],
    [acme, '/server/api/v1/user'],
    [acme, '/server/api/v1/graphql', NOTIFICATIONS],
    [acme, '/server/api/v1/graphql', UNREAD],
  ];
}

describe('list calls at 10,000 renders', () => {
  it('has the renders (the seed option works)', () => {
    expect(one('SELECT COUNT(*) FROM visual_builds WHERE brand_id = 5')).toBeGreaterThanOrEqual(10_000);
  });

  it('find every row through an index: no query of any list call reads a whole table', async () => {
    const scans: string[] = [];
    for (const [agent, url, body] of everyListCall()) {
      for (const q of await plannedQueries(agent, url, body)) {
        const scan = q.plan.filter(tableScan);
        if (scan.length) scans.push(`${q.call}: ${scan.join(', ')} in ${q.sql.slice(0, 120)}`);
      }
    }
    expect(scans).toEqual([]);
  });

  it('read the big lists in the order shown: no sort of a brand’s renders or a person’s notifications per page', async () => {
    const sorted: string[] = [];
    const pages = [...RENDER_LISTS.map((url): [Agent, string, unknown?] => [stark, url]), [acme, '/server/api/v1/graphql', NOTIFICATIONS], [acme, '/server/api/v1/graphql', UNREAD], [acme, '/server/api/v1/visual'], [acme, '/server/api/v1/product'], [acme, '/server/api/v1/ad'], [acme, '/server/api/v1/balance-manager/transactions'], [acme, '/server/api/v1/asset-library?page=1&per_page=200']] as [Agent, string, unknown?][];
    for (const [agent, url, body] of pages) {
      const q = pageQuery(await plannedQueries(agent, url, body));
      expect(q, url).toBeDefined();
      if (q.plan.some((l) => l.includes('TEMP B-TREE'))) sorted.push(`${q.call}: ${q.plan.join(' / ')}`);
    }
    expect(sorted).toEqual([]);
  });

  it('count the badge’s unread notifications from the unread ones only', async () => {
    const queries = await plannedQueries(acme, '/server/api/v1/graphql', UNREAD);
    const count = queries.find((q) => q.sql.startsWith('SELECT COUNT(*) FROM notifications WHERE notifiable_id = ? AND read_at IS NULL')) as Planned;
    expect(count.plan).toEqual([expect.stringMatching(/^SEARCH notifications USING (COVERING )?INDEX notifications_unread \(notifiable_id=\?\)$/)]);
  });
});
