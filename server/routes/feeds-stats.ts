/** Price statistics of a feed's products, per currency: the feed-costs tab. */
import type { Db } from '../db/database.ts';

const BUCKETS = 8;

export function priceStats(db: Db, feedId: number) {
  const total = db.prepare('SELECT COUNT(*) FROM products WHERE feed_id = ?').pluck().get(feedId) as number;
  const rows = db.prepare('SELECT price, COALESCE(currency, ?) AS currency FROM products WHERE feed_id = ? AND price IS NOT NULL ORDER BY price').all('EUR', feedId) as { price: number; currency: string }[];
  const byCurrency = new Map<string, number[]>();
  for (const r of rows) byCurrency.set(r.currency, [...(byCurrency.get(r.currency) ?? []), r.price]);
  const currencies = [...byCurrency.entries()].map(([currency, prices]) => {
    const min = prices[0]!;
    const max = prices[prices.length - 1]!;
    const sum = prices.reduce((a, b) => a + b, 0);
    const mid = Math.floor(prices.length / 2);
    const median = prices.length % 2 ? prices[mid]! : (prices[mid - 1]! + prices[mid]!) / 2;
    const width = (max - min) / BUCKETS || 1;
    const histogram = Array.from({ length: max === min ? 1 : BUCKETS }, (_, i) => {
      const from = min + i * width;
      const to = i === BUCKETS - 1 || max === min ? max : from + width;
      return { from: round(from), to: round(to), count: prices.filter((p) => p >= from && (p < to || (p === max && to === max))).length };
    });
    return { currency, count: prices.length, min, max, avg: round(sum / prices.length), median: round(median), sum: round(sum), histogram };
  });
  return { products: total, unpriced: total - rows.length, currencies };
}

const round = (x: number) => Math.round(x * 100) / 100;
