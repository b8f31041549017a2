/** The seed's feed content: a small apparel catalogue per brand, stored as the feed's first import. */
import type { Db } from '../db/database.ts';
import { applyRules } from './rules.ts';
import { readTable, saveTable, type FeedRecord } from './store.ts';
import type { FeedTable } from './table.ts';

const COLORS = ['red', 'blue', 'black', 'white'] as const;
const CATEGORIES = ['Shoes', 'Jackets', 'Bags'] as const;

export function catalogue(brandId: number, count: number, price: (i: number) => number): FeedTable {
  return {
    columns: [
      { name: 'sku', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'price', type: 'price' },
      { name: 'category', type: 'text' },
      { name: 'color', type: 'text' },
      { name: 'image_link', type: 'image' },
    ],
    rows: Array.from({ length: count }, (_, i) => ({
      sku: `SKU-${brandId}-${String(i + 1).padStart(4, '0')}`,
      name: `Product ${brandId}-${i + 1}`,
      price: `${price(i).toFixed(2)} EUR`,
      category: CATEGORIES[i % CATEGORIES.length]!,
      // Every fifth product lacks a colour: the attributes tab shows a fill rate below 100 %.
      color: i % 5 === 4 ? '' : COLORS[i % COLORS.length]!,
      image_link: `https://cdn.example.com/${brandId}/${i + 1}.jpg`,
    })),
  };
}

export function seedFeedContent(db: Db, feedIds: readonly number[], brandId: number, count: number, price: (i: number) => number, at: string): void {
  const feed = (id: number) => db.prepare('SELECT * FROM feeds WHERE id = ?').get(id) as FeedRecord;
  const [first, ...rest] = feedIds;
  if (first === undefined) return;
  saveTable(db, feed(first), catalogue(brandId, count, price), { userId: 1, kind: 'create', now: at });
  for (const id of rest) {
    const f = feed(id);
    if (f.type === 'derived') {
      const rules = { filters: [{ column: 'category', op: 'equals' as const, value: 'Shoes' }], transforms: [{ type: 'concat' as const, columns: ['name', 'color'], separator: ' – ', to: 'headline' }] };
      db.prepare('UPDATE feeds SET source_feed_id = ?, rules = ? WHERE id = ?').run(first, JSON.stringify(rules), id);
      saveTable(db, feed(id), applyRules(readTable(db, first), rules), { userId: 1, kind: 'create', now: at });
    } else {
      // Fetched only when asked: the seed's shop.example.com URLs answer nothing on a machine
      // without internet, so a schedule would only pile up failed fetches in a demo.
      if (f.type === 'fetch') db.prepare("UPDATE feeds SET format = 'xml', schedule = 'manual' WHERE id = ?").run(id);
      saveTable(db, feed(id), catalogue(brandId + 100 * id, 3, (i) => 20 + i * 5), { userId: 1, kind: 'create', now: at });
    }
  }
  // Fixed tokens: a reset of the stack must give back the seed exactly (control API, e2e).
  const fixed = db.prepare("UPDATE feed_tokens SET permalink_token = 'seed-permalink-' || feed_id, api_token = 'seed-api-' || feed_id WHERE feed_id = ?");
  for (const id of feedIds) fixed.run(id);
}
