/**
 * Ad sets produce creatives (§5, §7): an ad set made through the wizard's calls from a
 * manual feed with English and Czech names renders one creative per ad × size with that ad's values
 * (the Czech ads the Czech column), pays for them like template renders, lists them newest per
 * ad × size, exports them in size/language folders, previews them by permalink, shows the first on
 * the ads list, and fires render.finished / render.failed hooks from the farm's settlement.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failsByDesign } from '../farm/farm.ts';
import { createHookRunner } from '../hooks/runner.ts';
import type { Agent } from '../test-support/agent.ts';
import { startHookReceiver, type HookReceiver } from '../test-support/hook-receiver.ts';
import { createTestApp, snapshot, type TestApp } from '../test-support/test-app.ts';
import { readZip } from '../test-support/zip-reader.ts';

let t: TestApp;
let receiver: HookReceiver;
beforeAll(async () => {
  t = await createTestApp();
  receiver = await startHookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
afterEach(() => {
  receiver.received.length = 0;
  receiver.answerWith(200);
});

const BASE = '/server/api/v1/ad-set';
const PRODUCTS = [
  { sku: 'SH-1', name: 'Trail shoe', name_cs: 'Trailová bota', price: '79.90' },
  { sku: 'SH-2', name: 'Road shoe', name_cs: 'Silniční bota', price: '99.00' },
  { sku: 'SH-3', name: 'Sandal', name_cs: 'Sandál', price: '29.50' },
];
/** The seeded "Summer sale banner" (the sale-banner package: headline, price; display sizes). */
const saleBannerVersion = () =>
  t.db
    .prepare("SELECT vv.id FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.brand_id = 1 AND vv.status = 'approved' AND v.deleted_at IS NULL AND v.name = 'Summer sale banner' ORDER BY vv.id LIMIT 1")
    .pluck()
    .get() as number;
const setBalance = (balance: number) => t.db.prepare('UPDATE brands SET balance = ? WHERE id = 1').run(balance);
/** The next render ids start after a multiple of 9, so which of them the demo farm fails "by design" is known. */
const alignRenderIds = () => {
  const max = t.db.prepare('SELECT MAX(id) FROM visual_builds').pluck().get() as number;
  t.db.prepare("UPDATE sqlite_sequence SET seq = ? WHERE name = 'visual_builds'").run(Math.ceil((max + 1) / 9) * 9);
};

/** A ready ad set: 3 products × en, cs × 300×250, 728×90 (12 creatives), format `html`. */
async function readyAdSet(agent: Agent, name: string) {
  const feed = await agent.post('/server/api/v1/feed/manual', {
    name: `${name} feed`,
    columns: [
      { name: 'sku', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'name_cs', type: 'text' },
      { name: 'price', type: 'price' },
    ],
    rows: PRODUCTS,
  });
  expect(feed.statusCode).toBe(201);
  const draft = await agent.post(`${BASE}/draft`, { name, format: 'html', visual_version_id: saleBannerVersion() });
  expect(draft.statusCode, draft.body).toBe(201);
  const id = draft.json().data.id as number;
  const step = async (s: string, body: unknown) => {
    const res = await agent.put(`${BASE}/${id}/wizard/${s}`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  await step('feed', { feed_id: feed.json().data.id });
  await step('localize', { languages: ['en', 'cs'] });
  await step('mapping', { mapping: { headline: 'name', price: 'price' } });
  expect((await agent.post(`${BASE}/${id}/populate`)).statusCode).toBe(200);
  await step('resizes', { sizes: [{ width: 300, height: 250 }, { width: 728, height: 90 }] });
  return id;
}

/** Steps the farm (control API) until nothing of the set is queued or rendering; at most 40 steps. */
async function renderAll(adSetId: number) {
  for (let i = 0; i < 40; i += 1) {
    const open = t.db.prepare("SELECT COUNT(*) FROM visual_builds WHERE status IN ('queued', 'rendering')").pluck().get() as number;
    if (open === 0) return;
    expect((await t.app.inject({ method: 'POST', url: '/__control/farm/tick' })).statusCode).toBe(200);
  }
  throw new Error(`the renders of ad set ${adSetId} did not finish in 40 farm steps`);
}

interface Creative { id: number; ad_id: number; ad_name: string; language: string; width: number; height: number; status: string; output_format: string; error: string | null; download_url: string | null; output_url: string | null }

describe('requesting renders', () => {
  it('refuses what the brand cannot pay for and writes nothing; otherwise one queued render per ad × size with that ad’s values', async () => {
    const manager = await t.signIn('manager@example.com', 'acme');
    const id = await readyAdSet(manager, 'Shoes EN CS');
    t.db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();

    setBalance(11);
    const before = snapshot(t.db);
    const refused = await manager.post(`${BASE}/${id}/render-requests`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.balance).toEqual(['Not enough credits to start 12 renders: they cost 12 and the brand has 11 available.']);
    expect(snapshot(t.db)).toBe(before);

    setBalance(500);
    const res = await manager.post(`${BASE}/${id}/render-requests`);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.render_counts).toEqual({ queued: 12 });
    expect(res.json().data.render_requests).toHaveLength(12);
    const rows = t.db.prepare('SELECT b.model_type, b.output_format, b.language, b.width, b.height, b.values_json, ads.name AS ad FROM visual_builds b JOIN ads ON ads.id = b.ad_id WHERE b.ad_set_id = ? ORDER BY b.id').all(id) as {
      model_type: string; output_format: string; language: string; width: number; height: number; values_json: string; ad: string;
    }[];
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({ model_type: 'ad', output_format: 'html', language: 'en', width: 300, height: 250, ad: 'Trail shoe (EN)' });
    // Localization: the Czech ads read the feed's Czech column, not a copy of the English name.
    expect(rows.filter((r) => r.language === 'cs').map((r) => JSON.parse(r.values_json).headline)).toEqual(['Trailová bota', 'Trailová bota', 'Silniční bota', 'Silniční bota', 'Sandál', 'Sandál']);
    expect(rows.filter((r) => r.language === 'en').map((r) => JSON.parse(r.values_json).headline)).toEqual(['Trail shoe', 'Trail shoe', 'Road shoe', 'Road shoe', 'Sandal', 'Sandal']);
    // The Czech ads are named in Czech too (their creatives' tiles show the ad's name).
    expect([...new Set(rows.filter((r) => r.language === 'cs').map((r) => r.ad))]).toEqual(['Trailová bota (CS)', 'Silniční bota (CS)', 'Sandál (CS)']);
    expect([...new Set(rows.filter((r) => r.language === 'en').map((r) => r.ad))]).toEqual(['Trail shoe (EN)', 'Road shoe (EN)', 'Sandal (EN)']);
    // The renders are also Renders: the template render list shows them.
    const renders = (await manager.get('/server/api/v1/visual-build?limit=12')).json().data as { id: number }[];
    expect(renders.map((r) => r.id).sort()).toEqual((t.db.prepare('SELECT id FROM visual_builds WHERE ad_set_id = ?').pluck().all(id) as number[]).sort());

    const visitor = await t.signIn('visitor@example.com', 'acme');
    expect((await visitor.post(`${BASE}/${id}/render-requests`)).statusCode).toBe(403);
    t.db.prepare("UPDATE ad_sets SET format = 'mp4' WHERE id = ?").run(id);
    expect((await manager.post(`${BASE}/${id}/render-requests`)).json().errors.format).toEqual(["MP4 creatives cannot be rendered yet: choose HTML5, PNG or JPEG in the ad set's settings."]);
    t.db.prepare("UPDATE visual_builds SET status = 'failed' WHERE ad_set_id = ? AND status = 'queued'").run(id);
  });
});

describe('rendering, the grid, the export, the permalink, the ads list and the hooks', () => {
  it('renders each ad’s values; the grid lists the newest per ad × size; the zip has one folder per size and language; hooks fire, retried after failures', async () => {
    const manager = await t.signIn('manager@example.com', 'acme');
    setBalance(500);
    const id = await readyAdSet(manager, 'Shoes rendered');
    expect((await manager.post(`${BASE}/${id}/hooks`, { url: receiver.url('/renders'), events: ['render.finished', 'render.failed'] })).statusCode).toBe(201);
    t.db.prepare("UPDATE visual_builds SET status = 'finished' WHERE status IN ('queued', 'rendering')").run();
    alignRenderIds();
    expect((await manager.post(`${BASE}/${id}/render-requests`)).statusCode).toBe(201);
    const ids = t.db.prepare('SELECT id FROM visual_builds WHERE ad_set_id = ? ORDER BY id').pluck().all(id) as number[];
    const failing = ids.filter(failsByDesign);
    expect(failing).toHaveLength(1);

    await renderAll(id);
    const page = (await manager.get(`${BASE}/${id}/creatives?limit=100`)).json();
    expect(page.total).toBe(12);
    const creatives = page.data as Creative[];
    expect(creatives.filter((c) => c.status === 'finished')).toHaveLength(11);
    expect(creatives.find((c) => c.status === 'failed')).toMatchObject({ id: failing[0], download_url: null, output_url: null, error: expect.any(String) });
    expect((await manager.get(`${BASE}/${id}/detail`)).json().data.render_counts).toEqual({ finished: 11, failed: 1 });

    // The HTML5 creative of a Czech ad holds its Czech name and its own size.
    const czech = creatives.find((c) => c.language === 'cs' && c.status === 'finished' && c.width === 728)!;
    const file = await manager.get(`/server/api/v1/visual-build/${czech.id}/download`);
    const page1 = readZip(file.rawPayload).find((e) => e.name === 'index.html')!.content.toString();
    expect(page1).toContain('<meta name="ad.size" content="width=728,height=90">');
    expect(page1).toMatch(new RegExp(`>${czech.ad_name.startsWith('Trail') ? 'Trailová bota' : czech.ad_name.startsWith('Road') ? 'Silniční bota' : 'Sandál'}<`));

    // The export: every finished creative in {size}/{language}/, none of the failed one.
    const zip = await manager.get(`${BASE}/${id}/export`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-disposition']).toMatch(/^attachment; filename="shoes-rendered-creatives-.+\.zip"$/);
    const exported = readZip(zip.rawPayload);
    const names = exported.map((e) => e.name).filter((n) => n !== 'ad-platform-checks.csv').sort();
    expect(names).toHaveLength(11);
    // With the ad platforms' verdicts on each HTML5 creative (ad-set-platform-report.ts).
    const report = exported.find((e) => e.name === 'ad-platform-checks.csv')!.content.toString().trim().split('\n');
    expect(report[0]).toBe('file,Google Ads,Campaign Manager 360');
    expect(report.slice(1).map((line) => line.split(',').slice(1))).toEqual(Array(11).fill(['accepted', 'accepted']));
    expect((await manager.get(`${BASE}/${id}/detail`)).json().data.platform_summary).toEqual({
      creatives: 11,
      checked: 11,
      results: [
        { platform: 'google-ads', name: 'Google Ads', accepted: 11, refused: 0, reasons: [] },
        { platform: 'cm360', name: 'Campaign Manager 360', accepted: 11, refused: 0, reasons: [] },
      ],
    });
    // Files are named after the product's own name; the folder says the language.
    for (const c of creatives.filter((x) => x.status === 'finished')) expect(names).toContain(`${c.width}x${c.height}/${c.language}/${c.ad_name.startsWith('Trail') ? 'trail-shoe' : c.ad_name.startsWith('Road') || c.ad_name.startsWith('Silniční') ? 'road-shoe' : 'sandal'}-${c.ad_id}.zip`);

    // Asking again re-renders: the grid still shows one tile per ad × size, the newest.
    expect((await manager.post(`${BASE}/${id}/render-requests`)).statusCode).toBe(201);
    const again = (await manager.get(`${BASE}/${id}/creatives?limit=100`)).json();
    expect(again.total).toBe(12);
    expect((again.data as Creative[]).every((c) => c.status === 'queued' && c.id > Math.max(...ids))).toBe(true);
    t.db.prepare("UPDATE visual_builds SET status = 'failed' WHERE ad_set_id = ? AND status = 'queued'").run(id);

    // The hooks: one delivery per settled render; a receiver failing twice gets the third attempt.
    receiver.answerWith(500, 500, 200);
    const runner = createHookRunner({ db: t.db, clock: t.clock, send: { allowPrivateHosts: true, timeoutMs: 5000 }, onError: (e) => { throw e; } });
    const deliveries = () => t.db.prepare('SELECT event, status, attempts, response_code, payload FROM ad_set_hook_deliveries WHERE ad_set_id = ? ORDER BY id').all(id) as { event: string; status: string; attempts: number; response_code: number | null; payload: string }[];
    expect(deliveries().map((d) => d.event).sort()).toEqual([...Array(11).fill('render.finished'), 'render.failed'].sort());
    expect(JSON.parse(deliveries().find((d) => d.event === 'render.failed')!.payload).data).toMatchObject({ render_id: failing[0], status: 'failed', error: expect.any(String) });
    const later = (s: number) => new Date(t.clock.now().getTime() + s * 1000);
    // The first run sends ten (the runner's batch): the receiver fails the first two it gets.
    expect((await runner.runDue(later(0))).map((d) => d.status).sort()).toEqual([...Array(8).fill('delivered'), 'pending', 'pending']);
    expect(deliveries().filter((d) => d.status === 'pending').map((d) => d.response_code).sort()).toEqual([500, 500, null, null]);
    // The second run (the backoff not over) sends the two never tried; 30 s later the two failed ones again.
    expect(await runner.runDue(later(1))).toHaveLength(2);
    expect(await runner.runDue(later(30))).toEqual([expect.objectContaining({ status: 'delivered' }), expect.objectContaining({ status: 'delivered' })]);
    expect(deliveries().filter((d) => d.status === 'delivered')).toHaveLength(12);
    expect(deliveries().map((d) => d.attempts).sort()).toEqual([...Array(10).fill(1), 2, 2]);
    expect(receiver.received).toHaveLength(14);
  });

  it('a permalink shows the real creative at its size, publicly, framed only by the app', async () => {
    const id = t.db.prepare("SELECT id FROM ad_sets WHERE name = 'Shoes rendered'").pluck().get() as number;
    const token = t.db.prepare('SELECT permalink_token FROM ad_sets WHERE id = ?').pluck().get(id) as string;
    const finished = t.db.prepare("SELECT ad_id, width, height FROM visual_builds WHERE ad_set_id = ? AND status = 'finished' ORDER BY id LIMIT 1").get(id) as { ad_id: number; width: number; height: number };
    const guest = await t.guest();
    const url = `/server/ad-preview/${token}/${finished.ad_id}/${finished.width}x${finished.height}`;
    const page = await guest.get(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe("sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'");
    expect(page.body).toContain(`<iframe src="${url}/creative" sandbox="allow-scripts"`);
    expect(page.body).toContain(`width:${finished.width}px;height:${finished.height}px`);
    const creative = await guest.get(`${url}/creative`);
    expect(creative.statusCode).toBe(200);
    expect(creative.headers['content-security-policy']).toBe("sandbox allow-scripts; frame-ancestors 'self'");
    expect(creative.body).toContain(`<meta name="ad.size" content="width=${finished.width},height=${finished.height}">`);
    // Not rendered at that size yet: the template filled with the ad's values now.
    const fresh = await guest.get(`/server/ad-preview/${token}/${finished.ad_id}/160x600/creative`);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain('<meta name="ad.size" content="width=160,height=600">');
    expect((await guest.get(`/server/ad-preview/wrong/${finished.ad_id}/300x250`)).statusCode).toBe(404);
    expect((await guest.get(`/server/ad-preview/wrong/${finished.ad_id}/300x250/creative`)).statusCode).toBe(404);
  });

  it('the ads list gives each ad its first finished creative as a thumbnail, or none', async () => {
    const manager = await t.signIn('manager@example.com', 'acme');
    const id = t.db.prepare("SELECT id FROM ad_sets WHERE name = 'Shoes rendered'").pluck().get() as number;
    const ads = (await manager.get(`/server/api/v1/ad?ad_set_id=${id}&limit=50`)).json().data as { id: number; thumbnail: { render_id: number; url: string; width: number } | null }[];
    expect(ads).toHaveLength(6);
    for (const ad of ads) {
      const first = t.db.prepare("SELECT MIN(id) FROM visual_builds WHERE ad_id = ? AND status = 'finished'").pluck().get(ad.id) as number;
      expect(ad.thumbnail?.render_id).toBe(first);
      expect(ad.thumbnail?.url).toMatch(new RegExp(`/server/api/v1/visual-build/${first}/output$`));
    }
    const other = (await manager.get('/server/api/v1/ad?limit=5')).json().data as { ad_set_id: number; thumbnail: unknown }[];
    expect(other.filter((a) => a.ad_set_id !== id).every((a) => a.thumbnail === null)).toBe(true);
  });
});
