/**
 * Every product of the brand across its feeds (`/{brand}/products`): name, SKU, the feed it
 * comes from (by its name), price in its currency, last change; search by name or SKU.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { PageHeading } from '../../../app/layouts/page-heading';
import { useBrandPath } from '../../../app/router/use-brand-path';
import { focusRing } from '../../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useLiveQuery } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { ListSearch } from '../../resources/list-search';
import { RecordLink } from '../../resources/record-link';
import { Pagination } from '../../templates/list/pagination';
import { formatPrice } from '../feed-format';
import { listHref, listParams } from '../list/list-params';

const PER_PAGE = 25;

export function ProductsPage() {
  const { t, i18n } = useTranslation('feeds');
  const [location, navigate] = useLocation();
  const { page, search } = listParams(useSearch());
  const pathFor = useBrandPath();
  const state = useLiveQuery({ kind: 'products/list', page, perPage: PER_PAGE, ...(search ? { search } : {}) });
  return (
    <div data-testid="products-page">
      <PageHeading />
      <ListSearch value={search} onSearch={(words) => navigate(listHref(location, 1, words))} />
      {state.status === 'loading' ? <LoadingState /> : null}
      {state.status === 'error' ? <ErrorState error={state.failure} onRetry={state.retry} /> : null}
      {state.status === 'ok' && state.data.items.length === 0 ? <EmptyState title={search ? t('FEEDS_PRODUCTS.NO_MATCH', { search }) : t('PRODUCTS_PAGE.EMPTY')} hint={search ? undefined : t('PRODUCTS_PAGE.EMPTY_HINT')} /> : null}
      {state.status === 'ok' && state.data.items.length > 0 ? (
        <>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
            <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="products-table">
              <caption className="sr-only">{t('PRODUCTS_PAGE.CAPTION')}</caption>
              <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-2">{t('PRODUCTS_PAGE.NAME')}</th>
                  <th scope="col" className="px-4 py-2">{t('PRODUCTS_PAGE.SKU')}</th>
                  <th scope="col" className="px-4 py-2">{t('PRODUCTS_PAGE.FEED')}</th>
                  <th scope="col" className="px-4 py-2 text-right">{t('PRODUCTS_PAGE.PRICE')}</th>
                  <th scope="col" className="px-4 py-2">{t('PRODUCTS_PAGE.UPDATED')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {state.data.items.map((product) => (
                  <tr key={product.id} data-testid="product-row">
                    <td className="px-4 py-2 font-medium">
                      <Link href={pathFor('brand-products-productId', { productId: product.id })} className={`rounded text-indigo-700 hover:underline ${focusRing}`}>
                        {product.name}
                      </Link>
                    </td>
                    <td className="px-4 py-2 font-mono text-xs text-slate-700">{product.sku}</td>
                    <td className="px-4 py-2">
                      <RecordLink resource="feed" id={product.feedId} to={product.feedId ? pathFor('brand-feeds-feedId', { feedId: product.feedId }) : null} />
                    </td>
                    <td className="px-4 py-2 text-right tabular-nums">{formatPrice(product.price, product.currency, i18n.language)}</td>
                    <td className="px-4 py-2 whitespace-nowrap text-slate-600">{formatDateTime(product.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination meta={state.data} onPage={(next) => navigate(listHref(location, next, search))} />
        </>
      ) : null}
    </div>
  );
}
