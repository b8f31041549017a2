/**
 * Every product of the brand across its feeds (`/{brand}/products`): name, SKU, the feed it
 * comes from (by its name), price in its currency, last change; search by name or SKU. Read
 * through a window (useLiveWindow): the worker holds the whole list, paged from the server as
 * the table scrolls, and sends only the rows in view.
 */
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocation, useSearch } from 'wouter';
import type { ListWindow } from '../../../../worker/contract/live-queries';
import type { Product } from '../../../../worker/domains/feeds/contract';
import { PageHeading } from '../../../shell/layouts/page-heading';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { EmptyState } from '../../../components/ui/page-states';
import { WindowStates } from '../../../components/ui/window-states';
import { useLiveWindow } from '../../../data-client';
import { ListSearch } from '../../../components/records/list-search';
import { listHref, listParams } from '../list/list-params';
import { ProductsTable } from './products-table';

/** Products per page asked of the server as the window moves down. */
const PER_PAGE = 200;
/** The window before the table has measured itself: a screenful and then some. */
const FIRST_WINDOW: ListWindow = { from: 0, to: 40 };

export function ProductsPage() {
  const { t } = useTranslation('feeds');
  const [location, navigate] = useLocation();
  const { search } = listParams(useSearch());
  const pathFor = useBrandPath();
  const list = useLiveWindow<Product>({ kind: 'products/list', page: 1, perPage: PER_PAGE, ...(search ? { search } : {}) }, FIRST_WINDOW);
  const hrefOf = useCallback((product: Product) => pathFor('brand-products-productId', { productId: product.id }), [pathFor]);
  const feedHrefOf = useCallback((feedId: string) => pathFor('brand-feeds-feedId', { feedId }), [pathFor]);
  return (
    <div data-testid="products-page" className="flex flex-col gap-2">
      <PageHeading />
      <ListSearch value={search} onSearch={(words) => navigate(listHref(location, 1, words))} />
      <WindowStates
        list={list}
        empty={<EmptyState title={search ? t('FEEDS_PRODUCTS.NO_MATCH', { search }) : t('PRODUCTS_PAGE.EMPTY')} hint={search ? undefined : t('PRODUCTS_PAGE.EMPTY_HINT')} />}
        count={{ testId: 'products-count', text: (shown, count) => t('PRODUCTS_PAGE.SHOWING', { shown, count }) }}
      >
        {(view) => (
          <ProductsTable
            view={view}
            hrefOf={hrefOf}
            feedHrefOf={feedHrefOf}
          />
        )}
      </WindowStates>
    </div>
  );
}
