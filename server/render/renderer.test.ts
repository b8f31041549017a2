/**
 * The real renderer against a seeded package (server/seed/packages/sale-banner): HTML5 zips with
 * the values, the ad.size meta and the clickTag written in, and PNG/JPEG screenshots at the exact
 * size in the machine's headless Chromium (headless-chromium.ts, as the e2e tests use).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import type { OutputFile } from '../outputs/output-store.ts';
import { seed } from '../seed/seed.ts';
import { packageFolder } from '../creatives/template-packages.ts';
import { steppedClock } from '../test-support/test-app.ts';
import { readZip } from '../test-support/zip-reader.ts';
import { createScreenshotter, type Screenshotter } from './chromium.ts';
import { createRenderer, type Renderer } from './renderer.ts';

let db: Db;
let screenshots: Screenshotter;
let renderer: Renderer;
beforeAll(() => {
  db = openDatabase(':memory:');
  seed(db, steppedClock());
  screenshots = createScreenshotter({ executablePath: loadConfig('test').chromiumPath, pages: 1 });
  renderer = createRenderer(db, screenshots);
});
afterAll(async () => {
  await renderer.close();
  db.close();
});

/** The first version of the seeded "Summer sale banner" (the sale-banner package). */
const saleVersion = () => db.prepare("SELECT vv.id FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE v.name = 'Summer sale banner' ORDER BY vv.id LIMIT 1").pluck().get() as number;
const bytesOf = async (out: OutputFile) => ('bytes' in out ? Buffer.from(out.bytes) : await buffer(out.stream as Readable));
const job = (id: number, format: string, width: number, height: number) => ({ id, width, height, output_format: format, visual_version_id: saleVersion() });

function colours(png: PNG): number {
  const seen = new Set<number>();
  for (let i = 0; i < png.data.length; i += 4) seen.add(png.data.readUInt32BE(i));
  return seen.size;
}

describe('HTML5 renders', () => {
  it('zip the package with the values, the render\'s ad.size meta and a clickTag in its index.html', async () => {
    const out = await renderer.render(job(41, 'html', 300, 250));
    expect([out.filename, out.mime]).toEqual(['summer-sale-banner-v1-300x250-41.zip', 'application/zip']);
    const entries = readZip(await bytesOf(out));
    expect(entries.map((e) => e.name).sort()).toEqual(['img/product.svg', 'index.html', 'style.css']);
    const page = entries.find((e) => e.name === 'index.html')!.content.toString();
    expect(page.match(/<meta name="ad\.size"[^>]*>/g)).toEqual(['<meta name="ad.size" content="width=300,height=250">']);
    expect(page).toContain('<script>var clickTag = "https://shop.example.com/sale";</script>');
    expect(page).toContain('>Summer sale</span>');
    expect(page).toContain('>€29.99</span>');
  });

  it('write the version\'s values where its slots hold other values than the package', async () => {
    const visual = db.prepare('SELECT visual_id FROM visual_versions WHERE id = ?').pluck().get(saleVersion()) as number;
    const before = db.prepare('SELECT slots FROM visuals WHERE id = ?').pluck().get(visual) as string;
    db.prepare('UPDATE visuals SET slots = ? WHERE id = ?').run(JSON.stringify([{ name: 'headline', type: 'text', value: 'Back to school' }, { name: 'price', type: 'price', value: '€9.50' }]), visual);
    try {
      const page = readZip(await bytesOf(await renderer.render(job(42, 'html', 728, 90)))).find((e) => e.name === 'index.html')!.content.toString();
      expect(page).toContain('<span class="headline" data-input="headline" data-input-label="Headline">Back to school</span>');
      expect(page).toContain('<span class="price" data-input="price" data-input-type="price" data-input-label="Price">€9.50</span>');
      expect(page).toContain('<meta name="ad.size" content="width=728,height=90">');
    } finally {
      db.prepare('UPDATE visuals SET slots = ? WHERE id = ?').run(before, visual);
    }
  });

  it('render the file an id means now once told to forget (a reseed gives ids to other files)', async () => {
    const visual = db.prepare('SELECT visual_id FROM visual_versions WHERE id = ?').pluck().get(saleVersion()) as number;
    const page = async () => readZip(await bytesOf(await renderer.render(job(44, 'html', 300, 250)))).find((e) => e.name === 'index.html')!.content.toString();
    expect(await page()).toContain('Summer sale');
    // The same file id, now another package (what the control API's reset does to ids).
    const file = db.prepare('SELECT * FROM files WHERE path = ? ORDER BY id DESC LIMIT 1').get(packageFolder(visual)) as { id: number; name: string; mime: string; size: number; content: Buffer };
    const other = Buffer.from('<!doctype html><html><body><p>Another package</p></body></html>');
    db.prepare("UPDATE files SET name = 'index.html', mime = 'text/html', size = ?, content = ? WHERE id = ?").run(other.length, other, file.id);
    try {
      expect(await page()).toContain('Summer sale');
      renderer.forget();
      expect(await page()).toContain('Another package');
    } finally {
      db.prepare('UPDATE files SET name = ?, mime = ?, size = ?, content = ? WHERE id = ?').run(file.name, file.mime, file.size, file.content, file.id);
      renderer.forget();
    }
  });
});

describe('PNG and JPEG renders in Chromium', () => {
  it('screenshot the filled page at the exact size, not one colour, reusing one page', async () => {
    for (const [width, height] of [[300, 250], [160, 600], [728, 90]] as const) {
      const out = await renderer.render(job(43, 'png', width, height));
      expect([out.filename, out.mime]).toEqual([`summer-sale-banner-v1-${width}x${height}-43.png`, 'image/png']);
      const png = PNG.sync.read(await bytesOf(out));
      expect([png.width, png.height]).toEqual([width, height]);
      // The gradient, the product picture, the text: far more than one colour.
      expect(colours(png)).toBeGreaterThan(50);
    }
    expect(screenshots.stats()).toEqual({ launches: 1, pages: 1 });
  });

  it('make a JPEG for jpg renders', async () => {
    const out = await renderer.render(job(44, 'jpg', 300, 250));
    const bytes = await bytesOf(out);
    expect([out.filename, out.mime, bytes.subarray(0, 3).toString('hex')]).toEqual(['summer-sale-banner-v1-300x250-44.jpg', 'image/jpeg', 'ffd8ff']);
  });

  it('never let a package reach the network: only its own files load', async () => {
    // A server on this machine counts what reaches it.
    const asked: string[] = [];
    const server = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const visual = db.prepare('SELECT visual_id FROM visual_versions WHERE id = ?').pluck().get(saleVersion()) as number;
    const before = db.prepare('SELECT slots FROM visuals WHERE id = ?').pluck().get(visual) as string;
    // An image value from the web is refused by the values rule: the render fails, nothing is fetched.
    db.prepare('UPDATE visuals SET slots = ? WHERE id = ?').run(JSON.stringify([{ name: 'product', type: 'image', value: `http://127.0.0.1:${port}/product.png` }]), visual);
    // The package's own markup may name the web: the page is drawn, the request never leaves.
    const page = `<!doctype html><html><head></head><body style="margin:0"><img src="http://127.0.0.1:${port}/own.png"><link rel="stylesheet" href="http://127.0.0.1:${port}/x.css"></body></html>`;
    const brand = db.prepare('SELECT brand_id FROM visuals WHERE id = ?').pluck().get(visual) as number;
    let ownPackage = 0;
    try {
      await expect(renderer.render(job(44, 'png', 300, 250))).rejects.toThrow('The value of the input "Product image" (product) is not an image of the package or of the asset library.');
      db.prepare('UPDATE visuals SET slots = ? WHERE id = ?').run(before, visual);
      ownPackage = Number(db.prepare("INSERT INTO files (brand_id, path, name, mime, size, content, created_at) VALUES (?, ?, 'web.html', 'text/html', ?, ?, 'x')").run(brand, `/visual-packages/${visual}`, page.length, Buffer.from(page)).lastInsertRowid);
      // The newest package file is the one rendered: here, the page that names the web.
      const png = PNG.sync.read(await bytesOf(await renderer.render(job(45, 'png', 300, 250))));
      expect([png.width, png.height]).toEqual([300, 250]);
      expect(asked).toEqual([]);
    } finally {
      db.prepare('DELETE FROM files WHERE id = ?').run(ownPackage);
      db.prepare('UPDATE visuals SET slots = ? WHERE id = ?').run(before, visual);
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('renders that cannot be made', () => {
  it('fail with a reason the user can read', async () => {
    const visual = db.prepare('SELECT visual_id FROM visual_versions WHERE id = ?').pluck().get(saleVersion()) as number;
    const before = db.prepare('SELECT slots FROM visuals WHERE id = ?').pluck().get(visual) as string;
    db.prepare('UPDATE visuals SET slots = ? WHERE id = ?').run(JSON.stringify([{ name: 'accent', type: 'colour', value: 'red; background: url(x)' }]), visual);
    try {
      await expect(renderer.render(job(46, 'html', 300, 250))).rejects.toThrow('The value of the input "Button colour" (accent) is not a colour: use a colour name, #rrggbb, rgb(…) or hsl(…).');
    } finally {
      db.prepare('UPDATE visuals SET slots = ? WHERE id = ?').run(before, visual);
    }
    await expect(renderer.render(job(47, 'gif', 300, 250))).rejects.toThrow('GIF renders are not available yet: choose HTML5, PNG or JPEG.');
    await expect(renderer.render({ ...job(48, 'html', 300, 250), visual_version_id: 999_999 })).rejects.toThrow("The render's template version no longer exists.");
  });

  it('without Chromium: PNG fails with that reason, HTML5 still works', async () => {
    const without = createRenderer(db, createScreenshotter({ executablePath: '/nonexistent/chromium', pages: 1 }));
    expect(without.imagesUnavailable).toBe('PNG and JPEG renders need Chromium, which is not installed on the render server.');
    await expect(without.render(job(49, 'png', 300, 250))).rejects.toThrow('PNG and JPEG renders need Chromium, which is not installed on the render server.');
    expect((await without.render(job(50, 'html', 300, 250))).mime).toBe('application/zip');
    await without.close();
  });
});
