/**
 * The brand's products, read through a window of the whole list (components/ui/windowed-table.tsx):
 * a brand with tens of thousands of products keeps only the rows in view in the DOM and on the
 * bridge. Rows have one height and are memoised on their product.
 */
import { memo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { Product } from '../../../../worker/domains/feeds/contract';
import { focusRing } from '../../../components/ui/button';
import { WindowedTableHead } from '../../../components/ui/windowed-table-head';
import { WindowedTable, windowedRowProps, type WindowView } from '../../../components/ui/windowed-table';
import { formatDateTime } from '../../../lib/dates';
import { RecordLink } from '../../../components/records/record-link';
import { formatPrice } from '../feed-format';

export const PRODUCT_ROW_HEIGHT = 40;
const COLUMNS = ['w-auto', 'w-36', 'w-48', 'w-32', 'w-40'] as const;

interface ProductsTableProps {
  /** The window: its rows, counts, onRange and the footer under the last row. */
  readonly view: WindowView<Product>;
  readonly hrefOf: (product: Product) => string;
  readonly feedHrefOf: (feedId: string) => string;
}

export function ProductsTable({ view, hrefOf, feedHrefOf }: ProductsTableProps) {
  return (
    <WindowedTable
      testId="products-table"
      {...view}
      rowHeight={PRODUCT_ROW_HEIGHT}
      columns={COLUMNS.length}
      tableClassName="w-full min-w-[48rem] table-fixed"
      head={<ProductsHead />}
      renderRow={(product, index) => <ProductRow key={product.id} index={index} product={product} href={hrefOf(product)} feedHref={product.feedId ? feedHrefOf(product.feedId) : null} />}
    />
  );
}

const ProductsHead = memo(function ProductsHead() {
  const { t } = useTranslation('feeds');
  return (
    <WindowedTableHead
      caption={t('PRODUCTS_PAGE.CAPTION')}
      cellClassName="px-4 py-2"
      columns={[
        { width: COLUMNS[0], label: t('PRODUCTS_PAGE.NAME') },
        { width: COLUMNS[1], label: t('PRODUCTS_PAGE.SKU') },
        { width: COLUMNS[2], label: t('PRODUCTS_PAGE.FEED') },
        { width: COLUMNS[3], label: t('PRODUCTS_PAGE.PRICE'), align: 'right' },
        { width: COLUMNS[4], label: t('PRODUCTS_PAGE.UPDATED') },
      ]}
    />
  );
});

const ProductRow = memo(function ProductRow({ index, product, href, feedHref }: { index: number; product: Product; href: string; feedHref: string | null }) {
  const { i18n } = useTranslation('feeds');
  return (
    <tr {...windowedRowProps(index, PRODUCT_ROW_HEIGHT)} data-testid="product-row" data-id={product.id} className="border-t border-slate-100">
      <td className="truncate px-4 py-1 font-medium">
        <Link href={href} className={`rounded text-indigo-700 hover:underline ${focusRing}`}>
          {product.name}
        </Link>
      </td>
      <td className="truncate px-4 py-1 font-mono text-xs text-slate-700">{product.sku}</td>
      <td className="truncate px-4 py-1">
        <RecordLink resource="feed" id={product.feedId} to={feedHref} />
      </td>
      <td className="px-4 py-1 text-right tabular-nums">{formatPrice(product.price, product.currency, i18n.language)}</td>
      <td className="truncate px-4 py-1 text-slate-600">{formatDateTime(product.updatedAt)}</td>
    </tr>
  );
});
