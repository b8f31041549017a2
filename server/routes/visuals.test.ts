import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip, TWO_INPUT_BANNER } from '../../tests/harness/zip-builder.ts';
import { multipart } from '../test-support/agent.ts';
import { createTestApp, rowCounts, snapshot, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A real package that declares no sizes and no inputs. */
const zip = { field: 'package', filename: 'banner.zip', content: buildZip([{ name: 'index.html', content: '<!doctype html><p>Hello</p>' }]), type: 'application/zip' };
const packageOf = (content: Buffer, filename = 'banner.zip') => ({ field: 'package', filename, content, type: 'application/zip' });
const fields = { name: 'Autumn banner', description: 'For the autumn campaign', overridden_tags: JSON.stringify(['autumn', 'sale']), output_category: 'display' };
const acmeVisual = () => t.db.prepare('SELECT id FROM visuals WHERE brand_id = 1 ORDER BY id LIMIT 1').pluck().get() as number;
const globexVisual = () => t.db.prepare('SELECT id FROM visuals WHERE brand_id = 2 ORDER BY id LIMIT 1').pluck().get() as number;

describe('POST /visual (multipart)', () => {
  it('creates the visual with its first version and stores the package', async () => {
    const agent = await t.signIn('developer@example.com');
    const res = await agent.post('/server/api/v1/visual', undefined, { raw: multipart(fields, [zip]) });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ name: 'Autumn banner', tags: ['autumn', 'sale'], output_category: 'display', default_output_format: 'html', status: 'published', deleted_at: null });
    expect(data.package).toEqual([{ id: expect.any(Number), name: 'banner.zip', size: zip.content.length }]);
    expect(data.versions).toEqual([expect.objectContaining({ number: 1, status: 'draft' })]);
  });

  it('rejects missing fields, a bad tag list and a wrong package type with every error at once, writing nothing', async () => {
    const agent = await t.signIn('developer@example.com');
    const before = snapshot(t.db);
    const res = await agent.post('/server/api/v1/visual', undefined, { raw: multipart({ overridden_tags: '{oops', output_category: 'billboard' }, [{ ...zip, filename: 'banner.exe' }]) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      overridden_tags: ['The overridden tags field must be a valid JSON array of tags.'],
      output_category: ['The selected output category is invalid.'],
      package: ['The package field must be a file of type: zip, html.'],
    });
    expect((await agent.post('/server/api/v1/visual', undefined, { raw: multipart(fields) })).json().errors).toEqual({ package: ['The package field is required.'] });
    expect(snapshot(t.db)).toBe(before);
  });

  it('is 403 for visitors and in foreign brands, 419 without the token', async () => {
    const counts = rowCounts(t.db);
    expect((await (await t.signIn('visitor@example.com')).post('/server/api/v1/visual', undefined, { raw: multipart(fields, [zip]) })).statusCode).toBe(403);
    const editor = await t.signIn('editor@example.com');
    expect((await editor.post('/server/api/v1/visual', undefined, { raw: multipart(fields, [zip]), brand: 'initech' })).statusCode).toBe(403);
    expect((await editor.post('/server/api/v1/visual', undefined, { raw: multipart(fields, [zip]), noCsrf: true })).statusCode).toBe(419);
    expect(rowCounts(t.db)).toEqual(counts);
  });
});

describe('POST /visual: sizes and the wizard', () => {
  it('takes sizes (JSON) and the wizard flags from multipart; html by default; version 1 with its history', async () => {
    const agent = await t.signIn('editor@example.com');
    const res = await agent.post('/server/api/v1/visual', undefined, {
      raw: multipart({ ...fields, sizes: JSON.stringify([{ width: 300, height: 250 }, { width: 640, height: 360, label: 'Player' }]), inputs_settings_finished: 'true' }, [zip]),
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      default_output_format: 'html',
      sizes: [{ width: 300, height: 250, label: 'Medium rectangle' }, { width: 640, height: 360, label: 'Player' }],
      basic_settings_finished: true,
      inputs_settings_finished: true,
      preview_finished: false,
      in_development: true,
      latest_version: { number: 1, status: 'draft' },
    });
    const version = (await agent.get(`/server/api/v1/visual-version/${data.versions[0].id}`)).json().data;
    expect(version.history).toEqual([expect.objectContaining({ action: 'created', actor: { id: 3, name: 'Eva Editor' }, to_status: 'draft' })]);
  });

  it('reads the sizes an HTML package declares, else uses the category’s', async () => {
    const agent = await t.signIn('developer@example.com');
    const html = '<!doctype html><meta name="ad.size" content="width=320,height=50"><meta name="ad.size" content="width=728,height=90">';
    const declared = await agent.post('/server/api/v1/visual', undefined, { raw: multipart(fields, [{ field: 'package', filename: 'banner.html', content: html, type: 'text/html' }]) });
    expect(declared.json().data.sizes).toEqual([{ width: 320, height: 50, label: 'Mobile banner' }, { width: 728, height: 90, label: 'Leaderboard' }]);
    const social = await agent.post('/server/api/v1/visual', undefined, { raw: multipart({ ...fields, output_category: 'social', default_output_format: 'png' }, [zip]) });
    expect(social.json().data).toMatchObject({ default_output_format: 'png', sizes: [{ width: 1080, height: 1080 }, { width: 1080, height: 1920 }, { width: 1200, height: 628 }] });
  });

  it('rejects bad sizes and flags (422), writing nothing', async () => {
    const agent = await t.signIn('developer@example.com');
    const before = snapshot(t.db);
    const res = await agent.post('/server/api/v1/visual', undefined, { raw: multipart({ ...fields, sizes: '[{"width":5,"height":250}]', preview_finished: 'maybe' }, [zip]) });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['preview_finished', 'sizes.0.width']);
    expect((await agent.post('/server/api/v1/visual', undefined, { raw: multipart({ ...fields, sizes: 'not json' }, [zip]) })).json().errors).toEqual({ sizes: ['The sizes field must be an array.'] });
    // A default format must be one a render can be made in: GIF and MP4 cannot.
    for (const format of ['gif', 'mp4']) expect(Object.keys((await agent.post('/server/api/v1/visual', undefined, { raw: multipart({ ...fields, default_output_format: format }, [zip]) })).json().errors)).toEqual(['default_output_format']);
    expect(snapshot(t.db)).toBe(before);
  });
});

describe('POST /visual: the package is read (docs/template-packages.md)', () => {
  it('takes the inputs of the package as the visual\'s slots and its declared sizes', async () => {
    const agent = await t.signIn('developer@example.com');
    const res = await agent.post('/server/api/v1/visual', undefined, { raw: multipart(fields, [packageOf(buildZip([{ name: 'index.html', content: TWO_INPUT_BANNER }, { name: 'style.css', content: 'a{}' }]))]) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      slots: [
        { name: 'headline', type: 'text', value: 'Summer sale', label: 'Headline' },
        { name: 'price', type: 'price', value: '€19.99', label: null },
      ],
      sizes: [{ width: 300, height: 250, label: 'Medium rectangle' }, { width: 728, height: 90, label: 'Leaderboard' }],
    });
  });

  const refusals: [string, ReturnType<typeof packageOf>, string][] = [
    ['a zip without an HTML entry', packageOf(buildZip([{ name: 'README.md', content: '# banner' }])), 'The package has no index.html: an HTML5 package needs an index.html at its root (it holds README.md).'],
    ['random bytes named .zip', packageOf(Buffer.from('PK\u0003\u0004 random bytes, not a zip')), 'The package is not a readable zip file.'],
    ['an entry named ../../x', packageOf(buildZip([{ name: 'index.html', content: '<p>x</p>' }, { name: '../../x', content: 'owned' }])), 'The package holds a file named "../../x", which points outside the package.'],
    ['a zip bomb (declared)', packageOf(buildZip([{ name: 'index.html', content: '<p>x</p>' }, { name: 'zeros', content: 'x', declaredSize: 2 ** 31 }])), 'The package unpacks to more than 100 MB, the most a package may hold.'],
    ['a zip bomb (hidden)', packageOf(buildZip([{ name: 'index.html', content: '<p>x</p>' }, { name: 'zeros', content: new Uint8Array(8 * 1024 * 1024), declaredSize: 100 }])), 'The package\'s file "zeros" unpacks to more than it declares (a zip bomb or a damaged file).'],
  ];
  it.each(refusals)('refuses %s with a clear message, storing nothing', async (_what, pkg, message) => {
    const agent = await t.signIn('developer@example.com');
    const before = snapshot(t.db);
    const res = await agent.post('/server/api/v1/visual', undefined, { raw: multipart(fields, [pkg]) });
    expect([res.statusCode, res.json().errors]).toEqual([422, { package: [message] }]);
    expect(snapshot(t.db)).toBe(before);
  });

  it('refuses a 60 MB package before reading it, storing nothing', async () => {
    const agent = await t.signIn('developer@example.com');
    const before = snapshot(t.db);
    const res = await agent.post('/server/api/v1/visual', undefined, { raw: multipart(fields, [packageOf(Buffer.alloc(60 * 1024 * 1024))]) });
    expect([res.statusCode, res.json().errors]).toEqual([422, { package: ['The package field must not be greater than 51200 kilobytes.'] }]);
    expect(snapshot(t.db)).toBe(before);
  });

  it('refuses a new package of an update the same way, keeping the old one', async () => {
    const agent = await t.signIn('manager@example.com');
    const id = acmeVisual();
    const before = snapshot(t.db);
    const res = await agent.put(`/server/api/v1/visual/${id}`, undefined, { raw: multipart({}, [packageOf(buildZip([{ name: 'notes.txt', content: 'x' }]))]) });
    expect([res.statusCode, res.json().errors]).toEqual([422, { package: ['The package has no index.html: an HTML5 package needs an index.html at its root (it holds notes.txt).'] }]);
    expect(snapshot(t.db)).toBe(before);
  });
});

describe('PUT /visual/{id}', () => {
  it('updates fields from multipart or slots from JSON', async () => {
    const agent = await t.signIn('manager@example.com');
    const id = acmeVisual();
    const a = await agent.put(`/server/api/v1/visual/${id}`, undefined, { raw: multipart({ name: 'Renamed', output_category: 'social' }) });
    expect(a.json().data).toMatchObject({ name: 'Renamed', output_category: 'social' });
    // A value of one input: the slots hold every input of the package, labels kept (docs/template-packages.md "Values").
    const input = ((await agent.get(`/server/api/v1/visual/${id}`)).json().data.inputs as { name: string; type: string; label: string }[]).find((i) => i.type === 'text')!;
    const b = await agent.put(`/server/api/v1/visual/${id}`, { slots: [{ name: input.name, type: 'text', value: 'Hi' }] });
    expect(b.json().data.name).toBe('Renamed');
    expect(b.json().data.slots).toContainEqual({ name: input.name, type: 'text', value: 'Hi', label: input.label });
  });

  it('updates sizes, the wizard flags and the package from multipart', async () => {
    const agent = await t.signIn('manager@example.com');
    const id = acmeVisual();
    const res = await agent.put(`/server/api/v1/visual/${id}`, undefined, {
      raw: multipart({ sizes: JSON.stringify([{ width: 160, height: 600 }]), preview_finished: '1' }, [{ ...zip, filename: 'v2.zip' }]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ sizes: [{ width: 160, height: 600, label: 'Wide skyscraper' }], preview_finished: true, package: [{ name: 'v2.zip' }] });
  });

  it('is 422 for bad input (nothing written) and 404 for another brand’s visual', async () => {
    const agent = await t.signIn('manager@example.com');
    const before = snapshot(t.db);
    expect((await agent.put(`/server/api/v1/visual/${acmeVisual()}`, { name: '', slots: 'nope' })).json().errors).toEqual({ name: ['The name field is required.'], slots: ['The slots field must be an array.'] });
    expect((await agent.put(`/server/api/v1/visual/${globexVisual()}`, { name: 'x' })).statusCode).toBe(404);
    expect(snapshot(t.db)).toBe(before);
  });
});

describe('unpublish, delete, restore, revise', () => {
  it('unpublishes', async () => {
    const agent = await t.signIn('manager@example.com');
    expect((await agent.post(`/server/api/v1/visual/${acmeVisual()}/unpublish`)).json().data.status).toBe('unpublished');
  });

  it('publishes again after unpublishing (idempotent); visitors 403; an archived template 404', async () => {
    const agent = await t.signIn('editor@example.com');
    const id = acmeVisual();
    await agent.post(`/server/api/v1/visual/${id}/unpublish`);
    const published = await agent.post(`/server/api/v1/visual/${id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().data.status).toBe('published');
    expect((await agent.post(`/server/api/v1/visual/${id}/publish`)).json().data.status).toBe('published');
    const visitor = await t.signIn('visitor@example.com');
    expect((await visitor.post(`/server/api/v1/visual/${id}/publish`)).statusCode).toBe(403);
    await agent.delete(`/server/api/v1/visual/${id}/delete`);
    expect((await agent.post(`/server/api/v1/visual/${id}/publish`)).statusCode).toBe(404);
    await agent.put(`/server/api/v1/visual/${id}/restore`);
  });

  it('archives without force, restores, and deletes for good with force=1', async () => {
    const agent = await t.signIn('manager@example.com');
    const id = acmeVisual();
    expect((await agent.delete(`/server/api/v1/visual/${id}/delete`)).statusCode).toBe(204);
    expect((await agent.post(`/server/api/v1/visual/${id}/unpublish`)).statusCode).toBe(404);
    const restored = await agent.put(`/server/api/v1/visual/${id}/restore`);
    expect(restored.json().data.deleted_at).toBeNull();
    const versions = t.db.prepare('SELECT COUNT(*) FROM visual_versions WHERE visual_id = ?').pluck().get(id) as number;
    expect(versions).toBeGreaterThan(0);
    expect((await agent.delete(`/server/api/v1/visual/${id}/delete`, { query: { force: '1' } })).statusCode).toBe(204);
    expect(t.db.prepare('SELECT COUNT(*) FROM visual_versions WHERE visual_id = ?').pluck().get(id)).toBe(0);
    expect((await agent.put(`/server/api/v1/visual/${id}/restore`)).statusCode).toBe(404);
  });

  it('revises: a new draft version numbered after the latest, both versions keeping the story', async () => {
    const agent = await t.signIn('manager@example.com');
    const id = acmeVisual();
    const latest = t.db.prepare('SELECT id, number FROM visual_versions WHERE visual_id = ? ORDER BY number DESC LIMIT 1').get(id) as { id: number; number: number };
    const res = await agent.post(`/server/api/v1/visual/${id}/revise`);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ visual_id: id, number: latest.number + 1, status: 'draft' });
    expect(res.json().data.history).toEqual([expect.objectContaining({ action: 'created', actor: { id: 1, name: 'Marta Manager' }, details: { from_version_id: latest.id, from_number: latest.number } })]);
    const previous = (await agent.get(`/server/api/v1/visual-version/${latest.id}`)).json().data;
    expect(previous.history[0]).toMatchObject({ action: 'revise', actor: { id: 1 }, details: { version_id: res.json().data.id, number: latest.number + 1 } });
  });

  it('keeps other brands’ visuals out of reach (404) and visitors out (403)', async () => {
    const manager = await t.signIn('manager@example.com');
    const counts = rowCounts(t.db);
    for (const [method, path] of [['POST', 'unpublish'], ['DELETE', 'delete'], ['PUT', 'restore'], ['POST', 'revise']] as const) {
      expect((await manager.call(method, `/server/api/v1/visual/${globexVisual()}/${path}`)).statusCode, path).toBe(404);
    }
    expect((await (await t.signIn('visitor@example.com')).post(`/server/api/v1/visual/${acmeVisual()}/revise`)).statusCode).toBe(403);
    expect(rowCounts(t.db)).toEqual(counts);
  });
});

describe('reading visuals and builds', () => {
  it('lists the brand’s visuals as a paginator, archived ones only when asked', async () => {
    const agent = await t.signIn('manager@example.com');
    const active = (await agent.get('/server/api/v1/visual', { query: { limit: '100' } })).json();
    expect(active.data.every((v: { brand_id: number; deleted_at: string | null }) => v.brand_id === 1 && v.deleted_at === null)).toBe(true);
    const id = active.data[0].id;
    await agent.delete(`/server/api/v1/visual/${id}/delete`);
    expect((await agent.get('/server/api/v1/visual', { query: { limit: '100' } })).json().total).toBe(active.total - 1);
    const seededArchived = t.db.prepare('SELECT id FROM visuals WHERE brand_id = 1 AND deleted_at IS NOT NULL AND id <> ?').pluck().all(id) as number[];
    expect((await agent.get('/server/api/v1/visual', { query: { archived: '1' } })).json().data.map((v: { id: number }) => v.id).sort()).toEqual([id, ...seededArchived].sort());
    expect((await agent.get('/server/api/v1/visual', { query: { search: 'Black Friday' } })).json().data[0].name).toBe('Black Friday countdown');
    await agent.put(`/server/api/v1/visual/${id}/restore`);
  });

  it('gets one visual (also archived) and one build; another brand’s are 404', async () => {
    const agent = await t.signIn('manager@example.com');
    const visual = (await agent.get(`/server/api/v1/visual/${acmeVisual()}`)).json().data;
    expect(visual.versions.length).toBeGreaterThan(0);
    expect((await agent.get(`/server/api/v1/visual/${globexVisual()}`)).statusCode).toBe(404);
    const build = t.db.prepare('SELECT id FROM visual_builds WHERE brand_id = 1 LIMIT 1').pluck().get() as number;
    expect((await agent.get(`/server/api/v1/visual-build/${build}`)).json().data.id).toBe(build);
    const foreign = t.db.prepare('SELECT id FROM visual_builds WHERE brand_id = 2 LIMIT 1').pluck().get() as number;
    expect((await agent.get(`/server/api/v1/visual-build/${foreign}`)).statusCode).toBe(404);
    expect((await agent.get('/server/api/v1/visual', { query: { limit: '1000' } })).statusCode).toBe(422);
  });
});
