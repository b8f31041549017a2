// The Ads and Ad sets pages read their lists through a window, paging from the server
// as the table scrolls (200 ads, 100 ad sets a page). A brand with 10,000 of each: every page the
// window asks for finds its rows through an index and reads them in the order shown (no `SCAN`
// of a table, no `USE TEMP B-TREE FOR ORDER BY` sorting all the brand's rows), whatever the page,
// and reads only its own rows. Which index serves what: server/README.md (Indexes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../test-support/agent.ts';
import { recordQueries, type QueryRecorder } from '../test-support/query-recorder.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const COUNT = 10_000;
let t: TestApp;
let rec: QueryRecorder;
let manager: Agent;
let brand: number;

/** 10,000 ad sets in the brand, a third of them archived and each reviewed one way or none; one ad each. */
function seedAtScale(): void {
  brand = t.db.prepare("SELECT id FROM brands WHERE identifier = 'acme'").pluck().get() as number;
  const addSet = t.db.prepare(
    "INSERT INTO ad_sets (brand_id, name, format, status, wizard_step, languages, review_state, archived_at, created_at, updated_at) VALUES (?, ?, 'html', 'ready', 'resizes', '[\"en\"]', ?, ?, ?, ?)",
  );
  const addAd = t.db.prepare("INSERT INTO ads (brand_id, name, ad_set_id, format, language, archived_at, created_at, updated_at) VALUES (?, ?, ?, 'html', 'en', ?, ?, ?)");
  const reviews = [null, 'approved', 'partly-approved', 'rejected'];
  t.db.transaction(() => {
    for (let i = 0; i < COUNT; i++) {
      const at = new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
      const archived = i % 3 === 0 ? at : null;
      const set = Number(addSet.run(brand, `Scale set ${i}`, reviews[i % 4], archived, at, at).lastInsertRowid);
      addAd.run(brand, `Scale ad ${i}`, set, archived, at, at);
    }
  })();
}

beforeAll(async () => {
  t = await createTestApp();
  seedAtScale();
  manager = await t.signIn('manager@example.com', 'acme');
  rec = recordQueries(t.db);
}, 60_000);
afterAll(async () => {
  rec.stop();
  await t.close();
});

interface Planned {
  readonly sql: string;
  readonly rows: number;
  readonly plan: readonly string[];
}

async function plannedQueries(url: string): Promise<Planned[]> {
  rec.clear();
  const res = await manager.get(url);
  expect(res.statusCode, url).toBe(200);
  return rec.queries.filter((q) => /^\s*SELECT/i.test(q.sql)).map((q) => ({ sql: q.sql.replace(/\s+/g, ' ').trim(), rows: q.rows, plan: rec.planOf(q) }));
}

const tableScan = (line: string) => /^SCAN /.test(line) && !/^SCAN (CONSTANT ROW|json_each)/.test(line);
const pageQuery = (queries: Planned[]) => queries.find((q) => /LIMIT \S+ OFFSET/.test(q.sql)) as Planned;

/** The pages the windows ask for: the first, a deep one, the archived views, the filters. */
const ADS = ['/server/api/v1/ad?limit=200', '/server/api/v1/ad?limit=200&page=33', '/server/api/v1/ad?limit=200&archived=1&page=10'];
const AD_SETS = [
  '/server/api/v1/ad-set/overview?limit=100',
  '/server/api/v1/ad-set/overview?limit=100&page=60',
  '/server/api/v1/ad-set/overview?limit=100&archived=1&page=30',
  '/server/api/v1/ad-set/overview?limit=100&review_state=approved&page=10',
  '/server/api/v1/ad-set/overview?limit=100&review_state=none&page=10',
  '/server/api/v1/ad-set/overview?limit=100&search=set%2099',
];
/** The lists a page scrolls through, unfiltered: read in the order shown. */
const SCROLLED = [ADS[1]!, ADS[2]!, AD_SETS[1]!, AD_SETS[2]!];

describe('the ads and ad-sets lists of a brand with 10,000 of each', () => {
  it('has them', () => {
    expect(t.db.prepare('SELECT COUNT(*) FROM ads WHERE brand_id = ?').pluck().get(brand)).toBeGreaterThanOrEqual(COUNT);
    expect(t.db.prepare('SELECT COUNT(*) FROM ad_sets WHERE brand_id = ?').pluck().get(brand)).toBeGreaterThanOrEqual(COUNT);
  });

  it('find every row of every page through an index: no query reads a whole table', async () => {
    const scans: string[] = [];
    for (const url of [...ADS, ...AD_SETS]) {
      for (const q of await plannedQueries(url)) {
        const scan = q.plan.filter(tableScan);
        if (scan.length) scans.push(`${url}: ${scan.join(', ')} in ${q.sql.slice(0, 120)}`);
      }
    }
    expect(scans).toEqual([]);
  });

  it('read a page in the order shown, active or archived: no sort of the brand’s rows per page', async () => {
    const sorted: string[] = [];
    for (const url of SCROLLED) {
      const q = pageQuery(await plannedQueries(url));
      expect(q, url).toBeDefined();
      if (q.plan.some((line) => line.includes('TEMP B-TREE'))) sorted.push(`${url}: ${q.plan.join(' / ')}`);
    }
    expect(sorted).toEqual([]);
  });

  it('answer a deep page with its own rows and the exact total', async () => {
    const active = (await manager.get('/server/api/v1/ad?limit=200&page=33')).json() as { data: unknown[]; total: number; last_page: number };
    const activeAds = t.db.prepare('SELECT COUNT(*) FROM ads WHERE brand_id = ? AND archived_at IS NULL').pluck().get(brand) as number;
    expect([active.data.length, active.total, active.last_page]).toEqual([200, activeAds, Math.ceil(activeAds / 200)]);
    const archived = (await manager.get('/server/api/v1/ad-set/overview?limit=100&archived=1&page=30')).json() as { data: { archived: boolean }[]; total: number };
    expect(archived.total).toBe(t.db.prepare('SELECT COUNT(*) FROM ad_sets WHERE brand_id = ? AND archived_at IS NOT NULL').pluck().get(brand));
    expect(archived.data).toHaveLength(100);
    expect(archived.data.every((row) => row.archived)).toBe(true);
  });
});
