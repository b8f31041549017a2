/**
 * What a fetch feed "downloads". The reference backend does not reach out to the internet: a
 * URL stands for a deterministic catalogue whose size and prices follow from the URL, so a test
 * or a demo sees the same products every time, and a later fetch of the same URL changes a few
 * prices (a realistic revision with changes).
 */
import type { FeedTable } from './table.ts';

const CATEGORIES = ['Shoes', 'Jackets', 'Bags', 'Hats', 'Shirts'] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** `round` is how many fetches happened before: each one moves some prices. */
export function fetchSample(url: string, round: number): FeedTable {
  const seed = hash(url);
  const count = 8 + (seed % 13);
  const host = new URL(url).hostname;
  const rows = Array.from({ length: count }, (_, i) => {
    const base = 10 + ((seed >>> (i % 16)) % 190);
    const moved = round > 0 && (i + round) % 4 === 0 ? base + round * 3 : base;
    return {
      sku: `F-${(seed % 1000).toString().padStart(3, '0')}-${String(i + 1).padStart(3, '0')}`,
      title: `${CATEGORIES[i % CATEGORIES.length]} ${i + 1}`,
      price: `${moved}.00 EUR`,
      category: CATEGORIES[i % CATEGORIES.length]!,
      link: `https://${host}/p/${i + 1}`,
      image_link: `https://${host}/img/${i + 1}.jpg`,
    };
  });
  return {
    columns: [
      { name: 'sku', type: 'text' },
      { name: 'title', type: 'text' },
      { name: 'price', type: 'price' },
      { name: 'category', type: 'text' },
      { name: 'link', type: 'url' },
      { name: 'image_link', type: 'image' },
    ],
    rows,
  };
}
