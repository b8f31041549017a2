/**
 * The ad platforms' verdicts through the API (docs/template-packages.md "Ad platforms"): a package
 * is checked on upload (a warning on the template, never a refusal), and every HTML5 render's zip
 * when its file is stored, on the bytes a user downloads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip, TWO_INPUT_BANNER } from '../../tests/harness/zip-builder.ts';
import { multipart } from '../test-support/agent.ts';
import { checkUncheckedPackages } from '../creatives/template-packages.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The real queue, taking renders only when the test asks (control render-queue/idle).
  t = await createTestApp({ renderQueue: 'embedded', renderPollMs: 60_000 });
});
afterAll(() => t.close());

const idle = () => t.app.inject({ method: 'POST', url: '/__control/render-queue/idle', headers: { origin: t.config.appOrigin } });
const fields = { name: 'Autumn banner', output_category: 'display' };
const packageOf = (content: Buffer) => ({ field: 'package', filename: 'banner.zip', content, type: 'application/zip' });
const compliant = () => buildZip([{ name: 'index.html', content: TWO_INPUT_BANNER }, { name: 'style.css', content: 'h1{margin:0}' }]);
const withFont = () => buildZip([{ name: 'index.html', content: TWO_INPUT_BANNER }, { name: 'style.css', content: 'h1{margin:0}' }, { name: 'fonts/brand.ttf', content: new Uint8Array(2048) }]);
const accepted = (name: string, platform: string) => ({ platform, name, ok: true, problems: [] });
const FONT_REFUSED = {
  platform: 'google-ads',
  name: 'Google Ads',
  ok: false,
  problems: [{ code: 'file-types', names: ['fonts/brand.ttf'], count: 1, message: 'Not an allowed file type: fonts/brand.ttf.' }],
};

describe('a package on upload', () => {
  it('is checked for each platform and the verdicts kept on the template', async () => {
    const agent = await t.signIn('developer@example.com');
    const zip = compliant();
    const res = await agent.post('/server/api/v1/visual', undefined, { raw: multipart(fields, [packageOf(zip)]) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.platform_checks).toEqual({ zip_bytes: zip.length, files: 2, results: [accepted('Google Ads', 'google-ads'), accepted('Campaign Manager 360', 'cm360')] });
  });

  it('takes a package a platform refuses (its PNG renders are fine) and says why, and a new package is checked again', async () => {
    const agent = await t.signIn('developer@example.com');
    const res = await agent.post('/server/api/v1/visual', undefined, { raw: multipart(fields, [packageOf(withFont())]) });
    expect(res.statusCode).toBe(201);
    const { id, platform_checks, slots } = res.json().data;
    expect(platform_checks.results).toEqual([FONT_REFUSED, accepted('Campaign Manager 360', 'cm360')]);
    expect(slots).toHaveLength(2);
    expect((await agent.get(`/server/api/v1/visual/${id}`)).json().data.platform_checks.results[0]).toEqual(FONT_REFUSED);
    // An update without a package keeps the verdicts; a new package replaces them.
    expect((await agent.put(`/server/api/v1/visual/${id}`, undefined, { raw: multipart({ name: 'Renamed' }) })).json().data.platform_checks.results[0]).toEqual(FONT_REFUSED);
    expect((await agent.put(`/server/api/v1/visual/${id}`, undefined, { raw: multipart({}, [packageOf(compliant())]) })).json().data.platform_checks.results[0]).toEqual(accepted('Google Ads', 'google-ads'));
  });
});

describe('an HTML5 render', () => {
  it('has its zip checked when stored, on the bytes a download gives', async () => {
    const agent = await t.signIn('developer@example.com');
    const visual = (await agent.post('/server/api/v1/visual', undefined, { raw: multipart(fields, [packageOf(withFont())]) })).json().data;
    // A draft cannot be rendered: this test is about the file, not the review.
    t.db.prepare("UPDATE visual_versions SET status = 'approved' WHERE id = ?").run(visual.versions[0].id);
    const start = (format: string) => agent.post('/server/api/v1/visual-build', { visual_version_id: visual.versions[0].id, output_format: format, sizes: [{ width: 300, height: 250 }] });
    const html = (await start('html')).json().data[0].id as number;
    expect((await agent.get(`/server/api/v1/visual-build/${html}`)).json().data.platform_checks).toBeNull();
    await idle();
    const built = (await agent.get(`/server/api/v1/visual-build/${html}`)).json().data;
    expect(built.status).toBe('finished');
    const zip = (await agent.get(`/server/api/v1/visual-build/${html}/download`)).rawPayload;
    expect(built.platform_checks).toEqual({ zip_bytes: zip.length, files: 3, results: [FONT_REFUSED, accepted('Campaign Manager 360', 'cm360')] });
    // Renders of the same package, the same verdicts: what the upload said, the output confirms.
    expect(built.platform_checks.results).toEqual(visual.platform_checks.results);
  });
});

describe('packages stored without verdicts', () => {
  it('are checked when the app starts: the seed\'s, and uploads from before the checks (even those the reader now refuses)', async () => {
    const agent = await t.signIn('developer@example.com');
    const listed = (await agent.get('/server/api/v1/visual?limit=100')).json().data as { name: string; platform_checks: { results: { ok: boolean }[] } | null }[];
    const seeded = listed.filter((v) => v.name !== fields.name);
    expect(seeded.length).toBeGreaterThan(0);
    for (const visual of seeded) expect([visual.name, visual.platform_checks?.results.map((r) => r.ok)]).toEqual([visual.name, [true, true]]);
    // A package stored before the limits: 60 sizes.
    const { id } = (await agent.post('/server/api/v1/visual', undefined, { raw: multipart(fields, [packageOf(compliant())]) })).json().data;
    const sixty = Array.from({ length: 60 }, (_, i) => `<meta name="ad.size" content="width=${100 + i},height=250">`).join('');
    t.db.prepare('UPDATE files SET content = ? WHERE path = ?').run(buildZip([{ name: 'index.html', content: `<!DOCTYPE html><head>${sixty}</head>` }]), `/visual-packages/${id}`);
    t.db.prepare('UPDATE visuals SET platform_checks = NULL WHERE id = ?').run(id);
    expect(await checkUncheckedPackages(t.db)).toBe(1);
    const unreadable = { code: 'unreadable', problem: { code: 'too-many-sizes', count: 60, max: 50 }, message: 'The zip cannot be read: The package declares 60 sizes; at most 50 are allowed.' };
    expect((await agent.get(`/server/api/v1/visual/${id}`)).json().data.platform_checks.results.map((r: { problems: unknown[] }) => r.problems)).toEqual([[unreadable], [unreadable]]);
    expect(await checkUncheckedPackages(t.db)).toBe(0);
  });
});
