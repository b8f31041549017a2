/**
 * Thumbnails are made when a version is processed, not when My Templates first asks (before,
 * 8 of 9 thumbnails were grey boxes 1.5 s after the list settled). Against the real app with the
 * real renderer and THUMBNAILS_AHEAD on: after the seed every template's picture is made once, the
 * list's requests (the small size) render nothing, and processing a version whose picture is new
 * makes it in the background, so the list's request after it renders nothing either.
 */
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailPixels } from '../../worker/contract/thumbnail-sizes';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ thumbnailsAhead: true });
});
afterAll(() => t.close());

/** Waits for the pictures made ahead; the screenshots taken since start. */
const idle = async (): Promise<number> => (await t.app.inject({ method: 'POST', url: '/__control/thumbnails/idle' })).json().renders;
const newest = () => t.db.prepare('SELECT MAX(id) FROM visual_versions WHERE brand_id = 1 GROUP BY visual_id ORDER BY visual_id').pluck().all() as number[];
const thumbnail = (id: number, size?: string) => `/server/api/v1/visual-version/${id}/thumbnail${size ? `?size=${size}` : ''}`;

describe('thumbnails made ahead', () => {
  it('are made for the seed’s templates, so the list’s small pictures render nothing when asked for', async () => {
    const seeded = await idle();
    // The seed's 17 templates show 5 different pictures: one screenshot each.
    expect(seeded).toBe(5);
    const agent = await t.signIn('manager@example.com', null);
    for (const id of newest()) {
      const res = await agent.get(thumbnail(id, 'list'));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const png = PNG.sync.read(res.rawPayload);
      expect(png.width).toBeLessThanOrEqual(thumbnailPixels('list').width);
      expect(png.height).toBeLessThanOrEqual(thumbnailPixels('list').height);
    }
    expect(await idle()).toBe(seeded);
    expect((await agent.get(thumbnail(newest()[0]!, 'huge'))).statusCode).toBe(422);
  }, 120_000);

  it('are made when a version is processed, in the background', async () => {
    const agent = await t.signIn('manager@example.com', null);
    const draft = t.db.prepare("SELECT vv.id, vv.visual_id FROM visual_versions vv JOIN files f ON f.path = '/visual-packages/' || vv.visual_id WHERE vv.brand_id = 1 AND vv.status = 'draft' LIMIT 1").get() as { id: number; visual_id: number };
    // Values no other template has: a picture not made yet.
    t.db.prepare('UPDATE visuals SET slots = ? WHERE id = ?').run(JSON.stringify([{ name: 'headline', type: 'text', value: 'Only here' }]), draft.visual_id);
    const before = await idle();
    expect((await agent.post(`/server/api/v1/visual-version/${draft.id}/process`)).json().data.status).toBe('processed');
    expect(await idle()).toBe(before + 1);
    const list = await agent.get(thumbnail(draft.id, 'list'));
    expect(list.headers['content-type']).toBe('image/png');
    expect(await idle()).toBe(before + 1);
  }, 120_000);
});
