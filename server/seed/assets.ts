/**
 * Seed of the asset library and the source files: folders and real, playable files for Acme
 * (a video for the video editor, a tone, logos), a file in the Acme editor's own upload folder,
 * and files in the first source-files group of every brand. Seeded bytes are not added to the
 * storage figures (those are set per brand by the accounts seed).
 */
import type { Clock } from '../clock.ts';
import { daysAgo } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { logoSvg, SMALL_PNG, TEASER_CLIP, toneWav } from './sample-media.ts';

interface SeedFile {
  readonly name: string;
  readonly mime: string;
  readonly content: Buffer;
  readonly duration?: number;
}

export function seedAssets(db: Db, clock: Clock): void {
  const dir = db.prepare('INSERT INTO directories (brand_id, parent_id, name, created_at) VALUES (?, ?, ?, ?)');
  const file = db.prepare('INSERT INTO files (brand_id, user_id, path, name, mime, size, duration, content, created_at, directory_id, asset_group_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const rootOf = (brandId: number) => db.prepare('SELECT id FROM directories WHERE brand_id = ? AND parent_id IS NULL ORDER BY id LIMIT 1').pluck().get(brandId) as number;

  const folder = (brandId: number, parentId: number, name: string, days: number) => Number(dir.run(brandId, parentId, name, daysAgo(clock, days)).lastInsertRowid);
  const put = (brandId: number, userId: number, dirId: number, path: string, f: SeedFile, days: number) =>
    file.run(brandId, userId, path, f.name, f.mime, f.content.length, f.duration ?? null, f.content, daysAgo(clock, days), dirId, null);

  // Acme's library (brand 1).
  const root = rootOf(1);
  const logos = folder(1, root, 'Logos', 30);
  const campaigns = folder(1, root, 'Campaigns', 28);
  const summer = folder(1, campaigns, 'Summer 2025', 20);
  const video = folder(1, root, 'Video', 12);
  folder(1, campaigns, 'Winter 2025', 3);
  // The teaser first: the seed's file 1 is a real video (the video editor's demo, /acme/asset-library/video-editor/1).
  put(1, 1, video, '/Video', { name: 'product-teaser.webm', mime: 'video/webm', content: TEASER_CLIP.bytes, duration: TEASER_CLIP.seconds }, 11);
  put(1, 2, video, '/Video', { name: 'jingle.wav', mime: 'audio/wav', content: toneWav(2), duration: 2 }, 10);
  put(1, 1, root, '/', { name: 'brand-guidelines.txt', mime: 'text/plain', content: Buffer.from('Acme brand guidelines\n\nUse the indigo logo on dark backgrounds.\n') }, 31);
  put(1, 1, logos, '/Logos', { name: 'acme-logo.svg', mime: 'image/svg+xml', content: logoSvg('ACME', '#4f46e5') }, 30);
  put(1, 2, logos, '/Logos', { name: 'acme-pattern.png', mime: 'image/png', content: SMALL_PNG }, 29);
  put(1, 1, summer, '/Campaigns/Summer 2025', { name: 'summer-hero.png', mime: 'image/png', content: SMALL_PNG }, 19);

  // The Acme editor's own upload folder (created by the accounts seed as `editor-3`).
  const editorRoot = db.prepare("SELECT uploads_root_directory_id FROM brand_users WHERE brand_id = 1 AND user_id = 3").pluck().get() as number | null;
  if (editorRoot !== null && editorRoot !== root) {
    const name = db.prepare('SELECT name FROM directories WHERE id = ?').pluck().get(editorRoot) as string;
    put(1, 3, editorRoot, `/${name}`, { name: 'draft-banner.png', mime: 'image/png', content: SMALL_PNG }, 2);
  }

  // Source files: a few files in the first group of every brand, counters kept in step.
  const groups = db.prepare('SELECT id, brand_id FROM asset_groups WHERE id IN (SELECT MIN(id) FROM asset_groups GROUP BY brand_id)').all() as { id: number; brand_id: number }[];
  const sources: readonly SeedFile[] = [
    { name: 'hero-image.png', mime: 'image/png', content: SMALL_PNG },
    { name: 'logo.svg', mime: 'image/svg+xml', content: logoSvg('LOGO', '#0f766e') },
    { name: 'copy.txt', mime: 'text/plain', content: Buffer.from('Headline: Spring is here\nCTA: Shop now\n') },
  ];
  for (const g of groups) {
    sources.forEach((f, i) => file.run(g.brand_id, 1, `/asset-groups/${g.id}`, f.name, f.mime, f.content.length, null, f.content, daysAgo(clock, 18 - i), null, g.id));
    db.prepare('UPDATE asset_groups SET files_count = (SELECT COUNT(*) FROM files WHERE asset_group_id = @id), files_size = (SELECT COALESCE(SUM(size), 0) FROM files WHERE asset_group_id = @id) WHERE id = @id').run({ id: g.id });
  }
}
