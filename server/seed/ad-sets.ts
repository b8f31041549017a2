/**
 * The wizard's answers for the seeded ad sets (they were made "before the wizard"): a mapping,
 * two sizes, a permalink token, a reviewer for the reviewed ones, and ads tied to the feed's
 * products in English. Deterministic: derived from ids only.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { applyMapping, feedProducts, inputsOf, sizesOfVersion, versionInfo } from '../routes/ad-sets-model.ts';

const COLUMN_FOR: Readonly<Record<string, string>> = { headline: 'name', price: 'price', cta: 'sku' };

export function seedAdSetWizardState(db: Db): void {
  const sets = db.prepare('SELECT id, brand_id, visual_version_id, feed_id, review_state, updated_at FROM ad_sets').all() as {
    id: number;
    brand_id: number;
    visual_version_id: number | null;
    feed_id: number | null;
    review_state: string | null;
    updated_at: string;
  }[];
  const updateSet = db.prepare('UPDATE ad_sets SET mapping = ?, sizes = ?, permalink_token = ?, reviewed_by = ?, reviewed_at = ?, review_comment = ? WHERE id = ?');
  const updateAd = db.prepare("UPDATE ads SET product_id = ?, language = 'en', input_values = ? WHERE id = ?");
  for (const set of sets) {
    const version = versionInfo(db, set.brand_id, set.visual_version_id);
    const mapping = Object.fromEntries(inputsOf(version).map((input, i) => [input.name, COLUMN_FOR[input.name] ?? (i % 2 === 0 ? 'name' : 'sku')]));
    const token = createHash('sha1').update(`ad-set-${set.id}`).digest('hex').slice(0, 24);
    const reviewed = set.review_state !== null;
    const comment = set.review_state === 'rejected' ? 'The prices are outdated.' : set.review_state === 'partly-approved' ? 'Fix the Czech headlines.' : null;
    updateSet.run(JSON.stringify(mapping), JSON.stringify(sizesOfVersion(version).slice(0, 2)), token, reviewed ? 1 : null, reviewed ? set.updated_at : null, comment, set.id);
    const products = feedProducts(db, set.brand_id, set.feed_id);
    const ads = db.prepare('SELECT id FROM ads WHERE ad_set_id = ? ORDER BY id').pluck().all(set.id) as number[];
    ads.forEach((adId, i) => {
      const product = products[i % Math.max(1, products.length)];
      if (product) updateAd.run(product.id, JSON.stringify(applyMapping(mapping, product.values)), adId);
    });
  }
}
