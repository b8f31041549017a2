/**
 * A member's upload root follows their role (docs/assets.md): managers, developers and visitors
 * share the brand's root directory `/`; an editor has their own `/editor-{userId}` below it, made
 * on first need and kept afterwards (their files stay where they are when the role changes again).
 */
import type { Db } from '../db/database.ts';

export function uploadsRootFor(db: Db, brandId: number, userId: number, role: string): number | null {
  const root = db.prepare('SELECT id FROM directories WHERE brand_id = ? AND parent_id IS NULL ORDER BY id LIMIT 1').pluck().get(brandId) as number | undefined;
  if (root === undefined) return null;
  if (role !== 'editor') return root;
  const name = `editor-${userId}`;
  const own = db.prepare('SELECT id FROM directories WHERE brand_id = ? AND parent_id = ? AND name = ?').pluck().get(brandId, root, name) as number | undefined;
  return own ?? Number(db.prepare('INSERT INTO directories (brand_id, parent_id, name) VALUES (?, ?, ?)').run(brandId, root, name).lastInsertRowid);
}
