/**
 * List pages of the generic resources (ad sets, ads, feeds, source files, products, templates,
 * renders, users): a live page of records from `resource/list` (a build's status changes and new
 * builds appear without navigation), with loading, empty and error states and paging through
 * `?page=`.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { ResourceListQuery } from '../../../worker/contract/queries';
import { PageHeading } from '../../app/layouts/page-heading';
import { useRouteMatch } from '../../app/router/route-context';
import { useBrandPath } from '../../app/router/use-brand-path';
import { routeByName } from '../../app/routes/route-table';
import { Button, buttonClass } from '../../components/ui/button';
import { EmptyState, InlineError } from '../../components/ui/card';
import { PageLoader } from '../../components/ui/spinner';
import { useLiveQuery } from '../../data-client';
import { ChildLinks, RouteTabs } from './related-nav';
import { DETAIL_ROUTE_OF } from './related-links';
import { ResourceTable } from './resource-table';

export const PER_PAGE = 20;

function pageFrom(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function ResourceListPage() {
  const { t } = useTranslation();
  const { route } = useRouteMatch();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const pathFor = useBrandPath();
  const page = pageFrom(search);
  const resource = route.resource;
  const query: ResourceListQuery | null = resource ? { kind: 'resource/list', resource, page, perPage: PER_PAGE, ...(route.listArchived ? { archived: 1 } : {}) } : null;
  const state = useLiveQuery(query);
  const detail = resource ? DETAIL_ROUTE_OF[resource] : undefined;
  const createRoute = `${route.name}-create`;
  const canCreate = (() => {
    try {
      return routeByName(createRoute).crumbParent === route.name;
    } catch {
      return false;
    }
  })();
  const goTo = (next: number) => navigate(next === 1 ? location : `${location}?page=${next}`);

  return (
    <div data-testid="resource-list-page">
      <PageHeading
        actions={
          canCreate ? (
            <Link href={pathFor(createRoute)} className={buttonClass('primary')}>
              {t('COMMON.CREATE')}
            </Link>
          ) : undefined
        }
      />
      <RouteTabs />
      {state.status === 'loading' ? <PageLoader label={t('COMMON.LOADING')} /> : null}
      {state.status === 'error' ? <InlineError>{t(state.failure.key, { status: state.failure.status ?? '', statusText: '' })}</InlineError> : null}
      {state.status === 'ok' && state.data.items.length === 0 ? <EmptyState>{t('RESOURCES.EMPTY')}</EmptyState> : null}
      {state.status === 'ok' && state.data.items.length > 0 ? (
        <>
          <ResourceTable caption={t(route.titleKey)} records={state.data.items} hrefOf={(record) => (detail ? pathFor(detail.route, { [detail.param]: record.id }) : null)} />
          <nav aria-label={t('RESOURCES.PAGINATION')} className="mt-4 flex items-center justify-between text-sm text-slate-600">
            <span>{t('RESOURCES.PAGE_OF', { page: state.data.page, lastPage: Math.max(1, state.data.lastPage), total: state.data.total })}</span>
            <span className="flex gap-2">
              <Button variant="secondary" disabled={state.data.page <= 1} onClick={() => goTo(state.data.page - 1)}>
                {t('RESOURCES.PREVIOUS')}
              </Button>
              <Button variant="secondary" disabled={state.data.page >= state.data.lastPage} onClick={() => goTo(state.data.page + 1)}>
                {t('RESOURCES.NEXT')}
              </Button>
            </span>
          </nav>
        </>
      ) : null}
      <ChildLinks />
    </div>
  );
}
