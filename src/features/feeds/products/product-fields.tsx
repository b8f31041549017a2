/** A product's fields: its price in its currency, then every column of its row in the feed's order. */
import { useTranslation } from '../../../i18n/use-translation';
import type { FeedColumn, Product } from '../../../../worker/domains/feeds/contract';
import { formatDateTime } from '../../../lib/dates';
import { formatPrice } from '../feed-format';
import { ProductValue } from './product-value';

export function ProductFields({ product, columns }: { product: Product; columns: readonly FeedColumn[] | null }) {
  const { t, i18n } = useTranslation('feeds');
  // Without the feed's columns (a product whose feed is gone) the row's own keys are the columns.
  const shown: readonly FeedColumn[] = columns ?? Object.keys(product.data).map((name) => ({ name, type: 'text' }));
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]" data-testid="product-fields">
      <dt className="font-medium text-slate-600">{t('PRODUCTS_PAGE.PRICE')}</dt>
      <dd className="text-slate-900" data-testid="product-price">{formatPrice(product.price, product.currency, i18n.language)}</dd>
      {shown.map((c) => (
        <div key={c.name} className="contents">
          <dt className="font-medium text-slate-600">{c.name}</dt>
          <dd className="text-slate-900">
            <ProductValue value={product.data[c.name]} type={c.type} />
          </dd>
        </div>
      ))}
      <dt className="font-medium text-slate-600">{t('PRODUCTS_PAGE.UPDATED')}</dt>
      <dd className="text-slate-900">{formatDateTime(product.updatedAt)}</dd>
    </dl>
  );
}
