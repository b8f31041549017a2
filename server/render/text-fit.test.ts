/**
 * Long text fits (docs/template-packages.md "Long text"), in the machine's real Chromium: a
 * 160-character headline in a text input marked `data-input-fit="shrink"` stays inside its box
 * in a PNG render; the same headline without the attribute runs out of it.
 */
import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import type { OutputFile } from '../outputs/output-store.ts';
import { seed } from '../seed/seed.ts';
import { steppedClock } from '../test-support/test-app.ts';
import { createScreenshotter } from './chromium.ts';
import { createRenderer, type Renderer } from './renderer.ts';

let db: Db;
let renderer: Renderer;
beforeAll(() => {
  db = openDatabase(':memory:');
  seed(db, steppedClock());
  renderer = createRenderer(db, createScreenshotter({ executablePath: loadConfig('test').chromiumPath, pages: 1 }));
});
afterAll(async () => {
  await renderer.close();
  db.close();
});

/** The box: 20 px from the left and top, 260 × 80 px, on a white page; the text is black. */
const BOX = { left: 20, top: 20, width: 260, height: 80 };
const page = (fit: string) => `<!doctype html><html><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: 100%; height: 100%; background: #fff; }
  h1 { position: absolute; left: ${BOX.left}px; top: ${BOX.top}px; width: ${BOX.width}px; height: ${BOX.height}px; margin: 0;
       font: 700 32px/1.1 "DejaVu Sans", sans-serif; color: #000; overflow: visible; overflow-wrap: anywhere; }
</style></head><body><h1 data-input="headline"${fit}>Sale</h1></body></html>`;
const HEADLINE = 'Our biggest summer sale ever: every sandal, sneaker and boot in the shop is now half price, with free delivery and free returns until the very end of August!!!!';

/** Dark pixels inside and outside the box. */
function inkOf(bytes: Buffer): { inside: number; outside: number } {
  const png = PNG.sync.read(bytes);
  let inside = 0;
  let outside = 0;
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      if (png.data[i]! > 128) continue;
      const within = x >= BOX.left && x < BOX.left + BOX.width && y >= BOX.top && y < BOX.top + BOX.height;
      if (within) inside++;
      else outside++;
    }
  }
  return { inside, outside };
}

async function render(fit: string): Promise<{ inside: number; outside: number }> {
  const { visual, version, brand } = db.prepare("SELECT v.id AS visual, vv.id AS version, v.brand_id AS brand FROM visuals v JOIN visual_versions vv ON vv.visual_id = v.id WHERE v.name = 'Summer sale banner' ORDER BY vv.id LIMIT 1").get() as {
    visual: number;
    version: number;
    brand: number;
  };
  const html = page(fit);
  // The newest file of the visual's package folder is its package.
  const file = Number(db.prepare("INSERT INTO files (brand_id, path, name, mime, size, content, created_at) VALUES (?, ?, 'fit.html', 'text/html', ?, ?, 'x')").run(brand, `/visual-packages/${visual}`, html.length, Buffer.from(html)).lastInsertRowid);
  try {
    const out: OutputFile = await renderer.render({ id: file, width: 300, height: 250, output_format: 'png', visual_version_id: version, values_json: JSON.stringify({ headline: HEADLINE }) });
    return inkOf('bytes' in out ? Buffer.from(out.bytes) : await buffer(out.stream as Readable));
  } finally {
    db.prepare('DELETE FROM files WHERE id = ?').run(file);
  }
}

describe('a headline that shrinks to fit', () => {
  it('stays inside its box at 160 characters; without data-input-fit it runs out of it', async () => {
    expect(HEADLINE).toHaveLength(160);
    const fitted = await render(' data-input-fit="shrink" data-input-min-size="8"');
    expect(fitted.inside).toBeGreaterThan(1000);
    expect(fitted.outside).toBe(0);
    const overflowing = await render('');
    expect(overflowing.outside).toBeGreaterThan(1000);
  });
});
