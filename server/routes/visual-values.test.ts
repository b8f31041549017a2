/**
 * The values people type (docs/template-packages.md "Values"), through the API with the real
 * embedded render queue and Chromium: a template's inputs and values, saving them (labels kept,
 * refused by the shared rule with a 422 naming the input and nothing stored), values for one
 * render (refused before anything is charged; kept on the render and really drawn), render again.
 */
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS } from '../live/events.ts';
import { buildZip } from '../../tests/harness/zip-builder.ts';
import { multipart, type Agent } from '../test-support/agent.ts';
import { createTestApp, rowCounts, snapshot, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The real queue, taking renders only when the test asks (control render-queue/idle).
  t = await createTestApp({ renderQueue: 'embedded', renderPollMs: 60_000 });
  // The seed's queued renders first, so the counts below move only with what a test does.
  await idle();
});
afterAll(() => t.close());

const API = '/server/api/v1';
/** The seeded "Summer sale banner" (the sale-banner package: product image, headline, price, button colour and text). */
const sale = () => t.db.prepare("SELECT v.id AS visual, vv.id AS version FROM visuals v JOIN visual_versions vv ON vv.visual_id = v.id WHERE v.name = 'Summer sale banner' AND vv.status = 'approved' ORDER BY vv.id LIMIT 1").get() as { visual: number; version: number };
const balance = () => t.db.prepare('SELECT balance FROM brands WHERE id = 1').pluck().get() as number;
function idle() {
  return t.app.inject({ method: 'POST', url: '/__control/render-queue/idle', headers: { origin: t.config.appOrigin } });
}
const slotsOf = (visual: number) => JSON.parse(t.db.prepare('SELECT slots FROM visuals WHERE id = ?').pluck().get(visual) as string) as { name: string; value: string; label: string | null }[];

function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < image.data.length; i += 4) image.data.set([...rgb, 255], i);
  return PNG.sync.write(image);
}

async function upload(agent: Agent, name: string, content: Buffer): Promise<number> {
  const res = await agent.post(`${API}/uploads/file`, undefined, { raw: multipart({ path: '/' }, [{ field: 'file', filename: name, content, type: 'application/octet-stream' }]) });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}

/** Pixels of a PNG that are clearly red. */
function redPixels(bytes: Buffer): number {
  const image = PNG.sync.read(bytes);
  let count = 0;
  for (let i = 0; i < image.data.length; i += 4) if (image.data[i]! > 200 && image.data[i + 1]! < 50 && image.data[i + 2]! < 50) count++;
  return count;
}

describe('a template\'s values', () => {
  it('are its package\'s inputs, labelled, with the package\'s defaults until edited, and the package\'s images to choose from', async () => {
    const agent = await t.signIn('manager@example.com');
    const { data } = (await agent.get(`${API}/visual/${sale().visual}`)).json();
    expect(data.inputs).toEqual([
      { name: 'product', type: 'image', label: 'Product image', default: 'img/product.svg', value: 'img/product.svg', max: null, fit: null },
      { name: 'headline', type: 'text', label: 'Headline', default: 'Summer sale', value: 'Summer sale', max: null, fit: null },
      { name: 'price', type: 'price', label: 'Price', default: '€29.99', value: '€29.99', max: null, fit: null },
      { name: 'accent', type: 'colour', label: 'Button colour', default: '#f97316', value: '#f97316', max: null, fit: null },
      { name: 'cta', type: 'text', label: 'Button text', default: 'Shop now', value: 'Shop now', max: null, fit: null },
    ]);
    expect(data.package_images).toEqual(['img/product.svg']);
    // The package as uploaded, for the browser's live preview; never another brand's.
    const pkg = await agent.get(`${API}/visual/${sale().visual}/package`);
    expect([pkg.statusCode, pkg.rawPayload.subarray(0, 2).toString('latin1'), pkg.headers['content-disposition']]).toEqual([200, 'PK', expect.stringMatching(/^attachment/)]);
    const foreign = t.db.prepare('SELECT id FROM visuals WHERE brand_id = 2 LIMIT 1').pluck().get() as number;
    expect((await agent.get(`${API}/visual/${foreign}/package`)).statusCode).toBe(404);
  });

  it('are saved with PUT slots: every input keeps its label, the template\'s open pages hear of it', async () => {
    const agent = await t.signIn('editor@example.com');
    const { visual } = sale();
    t.publisher.clear();
    const res = await agent.put(`${API}/visual/${visual}`, { slots: [{ name: 'headline', value: 'Winter deals' }, { name: 'accent', value: 'rgb(220 38 38)' }] });
    expect(res.statusCode).toBe(200);
    expect(slotsOf(visual).map((s) => [s.name, s.value, s.label])).toEqual([
      ['product', 'img/product.svg', 'Product image'],
      ['headline', 'Winter deals', 'Headline'],
      ['price', '€29.99', 'Price'],
      ['accent', 'rgb(220 38 38)', 'Button colour'],
      ['cta', 'Shop now', 'Button text'],
    ]);
    expect(t.publisher.messages.map((m) => [m.event, m.data])).toEqual([[LIVE_EVENTS.VisualUpdated, { brandId: 1, visual: { id: visual } }]]);
    // A later PUT of one value keeps the others (and the labels) as they are.
    await agent.put(`${API}/visual/${visual}`, { slots: [{ name: 'cta', value: 'Buy' }] });
    expect(slotsOf(visual).map((s) => s.value)).toEqual(['img/product.svg', 'Winter deals', '€29.99', 'rgb(220 38 38)', 'Buy']);
    expect((await agent.get(`${API}/visual/${visual}`)).json().data.inputs.map((i: { value: string }) => i.value)).toEqual(['img/product.svg', 'Winter deals', '€29.99', 'rgb(220 38 38)', 'Buy']);
  });

  it('refuses a value that fails the shared rule with a 422 naming the input, storing nothing', async () => {
    const agent = await t.signIn('editor@example.com');
    const { visual } = sale();
    const text = await upload(await t.signIn('manager@example.com'), 'notes.png', Buffer.from('not an image at all'));
    // An image in another brand's library: it does not exist for this one.
    const foreign = await upload(await t.signIn('manager@example.com', 'globex'), 'theirs.png', png(4, 4, [0, 0, 255]));
    const before = snapshot(t.db);
    const put = (slots: unknown[]) => agent.put(`${API}/visual/${visual}`, { slots });
    expect((await put([{ name: 'accent', value: 'notacolour' }])).json()).toEqual({
      message: 'The value of the input "Button colour" (accent) is not a colour: use a colour name, #rrggbb, rgb(…) or hsl(…).',
      errors: { 'slots.accent': ['The value of the input "Button colour" (accent) is not a colour: use a colour name, #rrggbb, rgb(…) or hsl(…).'] },
    });
    expect((await put([{ name: 'product', value: 'https://cdn.example/shoe.png' }])).json().errors).toEqual({ 'slots.product': ['The value of the input "Product image" (product) is not an image of the package or of the asset library.'] });
    expect((await put([{ name: 'product', value: 'img/missing.png' }])).json().errors).toEqual({ 'slots.product': ['The image chosen for the input "Product image" (product) does not exist.'] });
    expect((await put([{ name: 'product', value: `asset:${text}` }])).json().errors).toEqual({ 'slots.product': ['The file chosen for the input "Product image" (product) is not a PNG, JPEG, GIF, WebP or SVG image.'] });
    expect((await put([{ name: 'product', value: `asset:${foreign}` }])).json().errors).toEqual({ 'slots.product': ['The image chosen for the input "Product image" (product) does not exist.'] });
    expect((await put([{ name: 'nope', value: 'x' }])).json().errors).toEqual({ 'slots.nope': ['The template has no input "nope".'] });
    expect((await put([{ name: 'headline', value: 42 }, { name: 'cta', value: { html: '<b>' } }])).json().errors).toEqual({ 'slots.cta': ['The value of the input "cta" must be text.'] });
    expect(snapshot(t.db)).toBe(before);
  });

  it('come with the upload from the wizard (multipart slots), checked against the uploaded package', async () => {
    const agent = await t.signIn('editor@example.com');
    const page = '<!doctype html><html><head></head><body><h1 data-input="title" data-input-max="10" data-input-label="Title">Hello</h1><b data-input="tint" data-input-type="colour" style="color: red">x</b></body></html>';
    const pkg = { field: 'package', filename: 'banner.zip', content: buildZip([{ name: 'index.html', content: page }]), type: 'application/zip' };
    const fields = { name: 'Values banner', output_category: 'display' };
    const counts = rowCounts(t.db);
    const refused = await agent.post(`${API}/visual`, undefined, { raw: multipart({ ...fields, slots: JSON.stringify([{ name: 'title', value: 'Far too long a title' }]) }, [pkg]) });
    expect(refused.json().errors).toEqual({ 'slots.title': ['The value of the input "Title" (title) is longer than 10 characters.'] });
    expect(rowCounts(t.db)).toEqual(counts);
    const made = await agent.post(`${API}/visual`, undefined, { raw: multipart({ ...fields, slots: JSON.stringify([{ name: 'title', value: 'Hi there' }, { name: 'tint', value: 'navy' }]) }, [pkg]) });
    expect(made.statusCode).toBe(201);
    expect(slotsOf(made.json().data.id)).toEqual([
      { name: 'title', type: 'text', value: 'Hi there', label: 'Title', max: 10 },
      { name: 'tint', type: 'colour', value: 'navy', label: null },
    ]);
  });
});

describe('values for one render', () => {
  it('refuses a failing value before anything is written or charged (422 naming the input)', async () => {
    const agent = await t.signIn('manager@example.com');
    const counts = rowCounts(t.db);
    const credits = balance();
    const res = await agent.post(`${API}/visual-build`, { visual_version_id: sale().version, sizes: [{ width: 300, height: 250 }], output_format: 'png', values: { accent: 'notacolour' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'values.accent': ['The value of the input "Button colour" (accent) is not a colour: use a colour name, #rrggbb, rgb(…) or hsl(…).'] });
    expect([rowCounts(t.db), balance()]).toEqual([counts, credits]);
  });

  it('are kept on the render, drawn into its PNG (a red button), shown on its page, and offered again by render again', async () => {
    const agent = await t.signIn('manager@example.com');
    await agent.put(`${API}/visual/${sale().visual}`, { slots: [{ name: 'accent', value: '#f97316' }] });
    const start = async (values?: Record<string, string>) => {
      const res = await agent.post(`${API}/visual-build`, { visual_version_id: sale().version, sizes: [{ width: 300, height: 250 }], output_format: 'png', ...(values ? { values } : {}) });
      expect(res.statusCode).toBe(201);
      return res.json().data[0].id as number;
    };
    const red = await start({ accent: 'red', cta: 'Buy now' });
    const plain = await start();
    await idle();
    const download = async (id: number) => {
      const res = await agent.get(`${API}/visual-build/${id}/download`);
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    };
    // The button is drawn in the value's red; the template's own orange has none.
    expect(redPixels(await download(red))).toBeGreaterThan(300);
    expect(redPixels(await download(plain))).toBe(0);
    const { data } = (await agent.get(`${API}/visual-build/${red}`)).json();
    expect(data.values).toEqual([
      { name: 'product', label: 'Product image', type: 'image', value: 'img/product.svg' },
      { name: 'headline', label: 'Headline', type: 'text', value: 'Winter deals' },
      { name: 'price', label: 'Price', type: 'price', value: '€29.99' },
      { name: 'accent', label: 'Button colour', type: 'colour', value: 'red' },
      { name: 'cta', label: 'Button text', type: 'text', value: 'Buy now' },
    ]);
    // The template's own values did not change.
    expect(slotsOf(sale().visual).find((s) => s.name === 'accent')?.value).toBe('#f97316');
    // Render again: the values it was made with, with the ones given over them.
    const again = await agent.post(`${API}/visual-build/${red}/rerender`, { values: { cta: 'Last chance' } });
    expect(again.statusCode).toBe(201);
    const valuesOf = (id: number) => JSON.parse(t.db.prepare('SELECT values_json FROM visual_builds WHERE id = ?').pluck().get(id) as string) as Record<string, string>;
    expect(valuesOf(again.json().data.id)).toMatchObject({ accent: 'red', cta: 'Last chance', headline: 'Winter deals' });
    expect((await agent.post(`${API}/visual-build/${red}/rerender`, { values: { accent: 'blurple' } })).json().errors).toEqual({ 'values.accent': [expect.stringContaining('is not a colour')] });
  });

  it('shows an asset-library image chosen as a value in the render, inside its HTML5 zip', async () => {
    const agent = await t.signIn('manager@example.com');
    const asset = await upload(agent, 'red.png', png(8, 8, [255, 0, 0]));
    const res = await agent.post(`${API}/visual-build`, { visual_version_id: sale().version, sizes: [{ width: 300, height: 250 }], output_format: 'html', values: { product: `asset:${asset}` } });
    expect(res.statusCode).toBe(201);
    const id = res.json().data[0].id as number;
    await idle();
    expect(t.db.prepare('SELECT status, error FROM visual_builds WHERE id = ?').get(id)).toEqual({ status: 'finished', error: null });
    const zip = (await agent.get(`${API}/visual-build/${id}/download`)).rawPayload.toString('latin1');
    expect(zip).toContain(`values/asset-${asset}.png`);
  });

  it('fails a render whose kept value fails the rule with the reason, and charges nothing (never a blank creative)', async () => {
    const credits = balance();
    const id = Number(
      t.db
        .prepare("INSERT INTO visual_builds (brand_id, visual_version_id, user_id, status, progress, output_format, width, height, cost, created_at, updated_at, values_json) VALUES (1, ?, 2, 'queued', 0, 'png', 300, 250, 1, 'x', 'x', ?)")
        .run(sale().version, JSON.stringify({ accent: 'notacolour' })).lastInsertRowid,
    );
    await idle();
    expect(t.db.prepare('SELECT status, error_code, error FROM visual_builds WHERE id = ?').get(id)).toEqual({ status: 'failed', error_code: 'render.value-refused', error: 'A value cannot be rendered: The value of the input "Button colour" (accent) is not a colour: use a colour name, #rrggbb, rgb(…) or hsl(…).' });
    expect(t.db.prepare("SELECT COUNT(*) FROM credit_transactions WHERE visual_build_id = ? AND reason = 'render'").pluck().get(id)).toBe(0);
    expect(balance()).toBe(credits);
  });
});

describe('the live preview\'s frame', () => {
  it('is a page of its own with a sandbox CSP (scripts, no same origin), framed by the app only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/server/preview-frame' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("sandbox allow-scripts; frame-ancestors 'self'");
    expect(res.body).toContain("data.type !== 'values-preview-show'");
  });
});
