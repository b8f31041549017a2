/**
 * The feed's products, a page at a time, in the feed's own columns; a product's fields open in
 * a panel beside the table (`products/{productId}`). A product id that is not this feed's is
 * the 404 page.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { FeedDetail, Product } from '../../../../worker/contract/feeds';
import { useBrandPath } from '../../../app/router/use-brand-path';
import { buttonClass, focusRing } from '../../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useLiveQuery, type LiveQueryState } from '../../../data-client';
import { ListSearch } from '../../resources/list-search';
import { Pagination } from '../../templates/list/pagination';
import { formatPrice } from '../feed-format';
import { listHref, listParams } from '../list/list-params';
import { ProductFields } from '../products/product-fields';
import { ProductValue } from '../products/product-value';

const PER_PAGE = 25;
/** More columns than this make the table unreadable; the panel shows them all. */
const MAX_COLUMNS = 6;

/** `product`: the watch of the product in the URL (the page shows the 404 page for an unknown one), null without one. */
export function ProductsTab({ feed, product }: { feed: FeedDetail; product: LiveQueryState<Product> | null }) {
  const productId = product !== null && product.status === 'ok' ? product.data.id : null;
  const { t, i18n } = useTranslation('feeds');
  const [location, navigate] = useLocation();
  const { page, search } = listParams(useSearch());
  const pathFor = useBrandPath();
  const state = useLiveQuery({ kind: 'products/list', feedId: feed.id, page, perPage: PER_PAGE, ...(search ? { search } : {}) });
  const columns = feed.attributes.slice(0, MAX_COLUMNS);
  const productHref = (id: string | null) => pathFor('brand-feeds-feedId-products-productId', { feedId: feed.id, ...(id === null ? {} : { productId: id }) });

  return (
    <div className="grid gap-4 xl:grid-cols-[1fr_22rem]">
      <div className="min-w-0">
        <ListSearch value={search} onSearch={(words) => navigate(listHref(location, 1, words))} />
        {state.status === 'loading' ? <LoadingState /> : null}
        {state.status === 'error' ? <ErrorState error={state.failure} onRetry={state.retry} /> : null}
        {state.status === 'ok' && state.data.items.length === 0 ? <EmptyState title={search ? t('FEEDS_PRODUCTS.NO_MATCH', { search }) : t('FEEDS_PRODUCTS.EMPTY')} /> : null}
        {state.status === 'ok' && state.data.items.length > 0 ? (
          <>
            <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
              <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="feed-products-table">
                <caption className="sr-only">{t('FEEDS_PRODUCTS.CAPTION', { name: feed.name })}</caption>
                <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600">
                  <tr>
                    {columns.map((c) => (
                      <th key={c.name} scope="col" className="px-3 py-2 whitespace-nowrap">
                        {c.name}
                      </th>
                    ))}
                    {feed.attributes.some((a) => a.type === 'price') ? null : <th scope="col" className="px-3 py-2">{t('PRODUCTS_PAGE.PRICE')}</th>}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {state.data.items.map((product) => (
                    <tr key={product.id} data-testid="feed-product-row" aria-current={product.id === productId ? 'true' : undefined} className={product.id === productId ? 'bg-indigo-50' : undefined}>
                      {columns.map((c, i) => (
                        <td key={c.name} className="max-w-xs truncate px-3 py-1.5">
                          {i === 0 ? (
                            <Link href={productHref(product.id)} className={`rounded font-medium text-indigo-700 hover:underline ${focusRing}`}>
                              {product.data[c.name] || product.sku}
                            </Link>
                          ) : c.type === 'price' ? (
                            formatPrice(product.price, product.currency, i18n.language)
                          ) : (
                            <ProductValue value={product.data[c.name]} type={c.type === 'image' ? 'text' : c.type} />
                          )}
                        </td>
                      ))}
                      {feed.attributes.some((a) => a.type === 'price') ? null : <td className="px-3 py-1.5">{formatPrice(product.price, product.currency, i18n.language)}</td>}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {feed.attributes.length > MAX_COLUMNS ? <p className="mt-2 text-xs text-slate-500">{t('FEEDS_PRODUCTS.MORE_COLUMNS', { count: feed.attributes.length - MAX_COLUMNS })}</p> : null}
            <Pagination meta={state.data} onPage={(next) => navigate(listHref(location, next, search))} />
          </>
        ) : null}
      </div>
      {product !== null ? <ProductPanel feed={feed} state={product} closeHref={productHref(null)} /> : null}
    </div>
  );
}

function ProductPanel({ feed, state, closeHref }: { feed: FeedDetail; state: LiveQueryState<Product>; closeHref: string }) {
  const { t } = useTranslation('feeds');
  const pathFor = useBrandPath();
  return (
    <aside className="h-fit rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label={t('FEEDS_PRODUCTS.PANEL')} data-testid="product-panel">
      {state.status === 'loading' ? <LoadingState /> : null}
      {state.status === 'error' ? <ErrorState error={state.failure} onRetry={state.retry} /> : null}
      {state.status === 'ok' ? <PanelContent product={state.data} feed={feed} /> : null}
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

