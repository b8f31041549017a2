/**
 * One product (`/{brand}/products/{productId}`): its fields in its feed's columns, the feed it
 * belongs to, and the revisions that touched it. An unknown product is the 404 page.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorPage } from '../../../shell/errors/error-page';
import { useRouteMatch } from '../../../shell/router/route-context';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/page-states';
import { QueryStates } from '../../../components/ui/query-states';
import { useLiveQuery } from '../../../data-client';
import { RecordLink } from '../../../components/records/record-link';
import { ChangesTable } from '../detail/changes-list';
import { ProductFields } from './product-fields';
import type { Product } from '../../../../worker/domains/feeds/contract';

export function ProductPage() {
  const { params } = useRouteMatch();
  const state = useLiveQuery({ kind: 'products/get', id: params.productId ?? '' });
  if (state.status === 'error' && state.failure.status === 404) return <ErrorPage status={404} />;
  return <QueryStates state={state}>{(product) => <ProductView product={product} />}</QueryStates>;
}

function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation('feeds');
  return (
    <div className="space-y-4" data-testid="product-page">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold break-words text-slate-900" data-testid="product-name">
          {product.name}
        </h1>
        <p className="text-sm text-slate-600">
          {t('PRODUCTS_PAGE.SKU')}: <span className="font-mono">{product.sku}</span>
        </p>
      </header>
      <div className="grid gap-4 lg:grid-cols-5">
        <Card title={t('PRODUCTS_PAGE.FIELDS')} className="lg:col-span-2">
          <ProductDetails product={product} />
        </Card>
        <Card title={t('PRODUCTS_PAGE.HISTORY')} className="lg:col-span-3">
          <ProductHistory productId={product.id} />
        </Card>
      </div>
    </div>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation('feeds');
  const pathFor = useBrandPath();
  const feed = useLiveQuery(product.feedId === null ? null : { kind: 'feeds/get', id: product.feedId });
  return (
    <div className="space-y-3">
      <p className="text-sm">
        <span className="font-medium text-slate-600">{t('PRODUCTS_PAGE.FEED')}: </span>
        <RecordLink resource="feed" id={product.feedId} to={product.feedId ? pathFor('brand-feeds-feedId-products-productId', { feedId: product.feedId, productId: product.id }) : null} />
      </p>
      <ProductFields product={product} columns={feed.status === 'ok' ? feed.data.attributes : null} />
    </div>
  );
}

function ProductHistory({ productId }: { productId: string }) {
  const { t } = useTranslation('feeds');
  const state = useLiveQuery({ kind: 'feeds/changes', of: { productId }, page: 1, perPage: 50 });
  return (
    <QueryStates state={state} isEmpty={(page) => page.items.length === 0} empty={<EmptyState title={t('PRODUCTS_PAGE.NO_HISTORY')} />}>
      {(page) => <ChangesTable changes={page.items} showProduct={false} />}
    </QueryStates>
  );
}
