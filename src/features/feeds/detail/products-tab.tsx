/**
 * The feed's products in the feed's own columns, read through a window of the whole list
 * (useLiveWindow, components/ui/windowed-table.tsx): a feed of tens of thousands of products
 * keeps only the rows in view in the DOM and on the bridge. A product's fields open in a panel
 * beside the table (`products/{productId}`). A product id that is not this feed's is the 404 page.
 */
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useLocation, useSearch } from 'wouter';
import type { ListWindow } from '../../../../worker/contract/live-queries';
import type { FeedAttribute, FeedDetail, Product } from '../../../../worker/domains/feeds/contract';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { buttonClass, focusRing } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/page-states';
import { QueryStates } from '../../../components/ui/query-states';
import { WindowStates } from '../../../components/ui/window-states';
import { WindowedTable, windowedRowProps } from '../../../components/ui/windowed-table';
import { WindowedTableHead } from '../../../components/ui/windowed-table-head';
import { useLiveWindow, type LiveQueryState } from '../../../data-client';
import { ListSearch } from '../../../components/records/list-search';
import { formatPrice } from '../feed-format';
import { listHref, listParams } from '../list/list-params';
import { ProductFields } from '../products/product-fields';
import { ProductValue } from '../products/product-value';

/** Products per page asked of the server as the window moves down. */
const PER_PAGE = 200;
const FIRST_WINDOW: ListWindow = { from: 0, to: 40 };
const ROW_HEIGHT = 36;
/** More columns than this make the table unreadable; the panel shows them all. */
const MAX_COLUMNS = 6;

/** `product`: the watch of the product in the URL (the page shows the 404 page for an unknown one), null without one. */
export function ProductsTab({ feed, product }: { feed: FeedDetail; product: LiveQueryState<Product> | null }) {
  const productId = product !== null && product.status === 'ok' ? product.data.id : null;
  const { t } = useTranslation('feeds');
  const [location, navigate] = useLocation();
  const { search } = listParams(useSearch());
  const pathFor = useBrandPath();
  const list = useLiveWindow<Product>({ kind: 'products/list', feedId: feed.id, page: 1, perPage: PER_PAGE, ...(search ? { search } : {}) }, FIRST_WINDOW);
  // Kept while the feed is the same: the rows are memoised on it.
  const columns = useMemo(() => feed.attributes.slice(0, MAX_COLUMNS), [feed.attributes]);
  const priceColumn = !feed.attributes.some((a) => a.type === 'price');
  const productHref = useCallback((id: string | null) => pathFor('brand-feeds-feedId-products-productId', { feedId: feed.id, ...(id === null ? {} : { productId: id }) }), [pathFor, feed.id]);

  return (
    <div className="grid gap-4 xl:grid-cols-[1fr_22rem]">
      <div className="flex min-w-0 flex-col gap-2">
        <ListSearch value={search} onSearch={(words) => navigate(listHref(location, 1, words))} />
        <WindowStates
          list={list}
          empty={<EmptyState title={search ? t('FEEDS_PRODUCTS.NO_MATCH', { search }) : t('FEEDS_PRODUCTS.EMPTY')} />}
          count={{ testId: 'feed-products-count', text: (shown, count) => t('FEEDS_PRODUCTS.SHOWING', { shown, count }) }}
        >
          {(view) => (
            <>
              <WindowedTable
                testId="feed-products-table"
                {...view}
                rowHeight={ROW_HEIGHT}
                columns={columns.length + (priceColumn ? 1 : 0)}
                tableClassName="min-w-full"
                head={<ProductsHead caption={t('FEEDS_PRODUCTS.CAPTION', { name: feed.name })} columns={columns} priceColumn={priceColumn} />}
                renderRow={(item, index) => <FeedProductRow key={item.id} index={index} product={item} columns={columns} priceColumn={priceColumn} current={item.id === productId} href={productHref(item.id)} />}
              />
              {feed.attributes.length > MAX_COLUMNS ? <p className="mt-2 text-xs text-slate-500">{t('FEEDS_PRODUCTS.MORE_COLUMNS', { count: feed.attributes.length - MAX_COLUMNS })}</p> : null}
            </>
          )}
        </WindowStates>
      </div>
      {product !== null ? <ProductPanel feed={feed} state={product} closeHref={productHref(null)} /> : null}
    </div>
  );
}

function ProductsHead({ caption, columns, priceColumn }: { caption: string; columns: readonly FeedAttribute[]; priceColumn: boolean }) {
  const { t } = useTranslation('feeds');
  const heads = columns.map((c) => ({ label: c.name, className: 'whitespace-nowrap normal-case' }));
  return <WindowedTableHead caption={caption} cellClassName="px-3 py-2" columns={priceColumn ? [...heads, { label: t('PRODUCTS_PAGE.PRICE') }] : heads} />;
}

interface RowProps {
  readonly index: number;
  readonly product: Product;
  readonly columns: readonly FeedAttribute[];
  readonly priceColumn: boolean;
  readonly current: boolean;
  readonly href: string;
}

const FeedProductRow = memo(function FeedProductRow({ index, product, columns, priceColumn, current, href }: RowProps) {
  const { i18n } = useTranslation('feeds');
  return (
    <tr {...windowedRowProps(index, ROW_HEIGHT)} data-testid="feed-product-row" aria-current={current ? 'true' : undefined} className={`border-t border-slate-100 ${current ? 'bg-indigo-50' : ''}`}>
      {columns.map((c, i) => (
        <td key={c.name} className="max-w-xs truncate px-3 py-1">
          {i === 0 ? (
            <Link href={href} className={`rounded font-medium text-indigo-700 hover:underline ${focusRing}`}>
              {product.data[c.name] || product.sku}
            </Link>
          ) : c.type === 'price' ? (
            formatPrice(product.price, product.currency, i18n.language)
          ) : (
            <ProductValue value={product.data[c.name]} type={c.type === 'image' ? 'text' : c.type} />
          )}
        </td>
      ))}
      {priceColumn ? <td className="px-3 py-1">{formatPrice(product.price, product.currency, i18n.language)}</td> : null}
    </tr>
  );
});

function ProductPanel({ feed, state, closeHref }: { feed: FeedDetail; state: LiveQueryState<Product>; closeHref: string }) {
  const { t } = useTranslation('feeds');
  const pathFor = useBrandPath();
  return (
    <aside className="h-fit rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label={t('FEEDS_PRODUCTS.PANEL')} data-testid="product-panel">
      <QueryStates state={state}>{(product) => <PanelContent product={product} feed={feed} />}</QueryStates>
      <div className="mt-4 flex gap-2">
        <Link href={closeHref} className={buttonClass('secondary')}>
          {t('FEEDS_PRODUCTS.CLOSE')}
        </Link>
        {state.status === 'ok' ? (
          <Link href={pathFor('brand-products-productId', { productId: state.data.id })} className={buttonClass('ghost')}>
            {t('FEEDS_PRODUCTS.OPEN_PAGE')}
          </Link>
        ) : null}
      </div>
    </aside>
  );
}

function PanelContent({ product, feed }: { product: Product; feed: FeedDetail }) {
  return (
    <>
      <h2 className="mb-3 text-lg font-semibold break-words text-slate-900" data-testid="product-panel-name">
        {product.name}
      </h2>
      <ProductFields product={product} columns={feed.attributes} />
    </>
  );
}

