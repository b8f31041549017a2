/**
 * Renders (`/{brand}/builds`): the brand's render queue, live. Every loaded render is watched
 * (`builds/list`, pages of 999); the worker patches status and progress from the live events
 * and this page only renders what changed. Filters by status and template (in the URL),
 * a virtualized table for thousands of rows, selection of many, one download per finished
 * render and a zip of the selected ones.
 *
 * During a storm the list changes many times a second. Only the table's rows that changed may
 * render again: every other part (heading, filters, selection bar, footer) is memoised on props
 * that keep their identity between batches (docs/benchmarks.md, issue 12).
 */
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { PageHeading } from '../../app/layouts/page-heading';
import { useBrandPath } from '../../app/router/use-brand-path';
import { Button, buttonClass } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/card';
import { PageLoader, Spinner } from '../../components/ui/spinner';
import { BuildsTable } from './builds-table';
import { filterFromSearch, searchOf, type RendersFilter } from './renders-filter';
import { RendersFilters } from './renders-filters';
import { allState, selectedAmong, toggle, type Selection } from './selection';
import { SelectionBar } from './selection-bar';
import { useBuildDownloads } from './use-build-downloads';
import { usePagedBuilds } from './use-paged-builds';
import { zipPlan } from './zip-plan';
import { ErrorState, RetryButton } from '../../components/ui/page-states';

const NOTHING: Selection = new Set();

export function RendersPage() {
  const { t } = useTranslation('renders');
  const pathFor = useBrandPath();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const filter = useMemo(() => filterFromSearch(search), [search]);
  const filterKey = searchOf(filter);
  const { list, loadMore, watches } = usePagedBuilds(filter);
  const { downloading, zipping, outcome, download, downloadZip, dismiss } = useBuildDownloads();

  // The selection belongs to one filtered list: another filter starts with none.
  const [selection, setSelection] = useState({ key: filterKey, ids: NOTHING });
  const selected = selection.key === filterKey ? selection.ids : NOTHING;
  const ids = useMemo(() => list.items.map((build) => build.id), [list.items]);
  // The toggle callback must stay the same function (rows are memoised on it): it reads the
  // current list through a ref, and remembers the last row clicked (the anchor of Shift ranges).
  const latest = useRef({ ids, filterKey });
  useLayoutEffect(() => {
    latest.current = { ids, filterKey };
  }, [ids, filterKey]);
  const anchor = useRef<number | null>(null);
  const onToggle = useCallback((id: string, index: number, range: boolean) => {
    const { ids: listed, filterKey: key } = latest.current;
    const from = anchor.current;
    anchor.current = index;
    setSelection((prev) => ({ key, ids: toggle(prev.key === key ? prev.ids : NOTHING, listed, id, index, range, from) }));
  }, []);
  const count = selectedAmong(selected, ids);
  const all = allState(count, ids.length);
  const onToggleAll = useCallback(() => {
    const { ids: listed, filterKey: key } = latest.current;
    setSelection((prev) => {
      const current = prev.key === key ? prev.ids : NOTHING;
      return { key, ids: allState(selectedAmong(current, listed), listed.length) === 'all' ? NOTHING : new Set(listed) };
    });
  }, []);
  const clear = useCallback(() => setSelection({ key: latest.current.filterKey, ids: NOTHING }), []);
  const plan = useMemo(() => zipPlan(list.items, selected), [list.items, selected]);
  const onDownload = useCallback((id: string) => void download(id), [download]);
  const onZip = useCallback((zipIds: readonly string[]) => void downloadZip(zipIds), [downloadZip]);
  const changeFilter = useCallback((next: RendersFilter) => navigate(`${location}${searchOf(next)}`), [navigate, location]);
  const filtered = filter.status !== null || filter.visualId !== null;

  return (
    <div data-testid="renders-page" className="flex flex-col gap-4">
      {watches}
      <RendersHeading shown={list.status === 'ok' ? list.items.length : null} total={list.total} reportPath={pathFor('brand-builds-report')} />
      <RendersFilters filter={filter} onChange={changeFilter} />
      <SelectionBar selectedCount={count} plan={plan} zipping={zipping} outcome={outcome} onZip={onZip} onClear={clear} onDismiss={dismiss} />
      {list.status === 'loading' ? <PageLoader label={t('COMMON.LOADING')} /> : null}
      {list.status === 'error' && list.failure !== null ? <ErrorState error={list.failure} onRetry={list.retry} /> : null}
      {list.status === 'ok' && list.items.length === 0 ? <EmptyState>{filtered ? t('RENDERS.EMPTY_FILTERED') : t('RENDERS.EMPTY')}</EmptyState> : null}
      {list.status === 'ok' && list.items.length > 0 ? (
        <BuildsTable
          builds={list.items}
          total={list.total}
          selected={selected}
          downloading={downloading}
          allState={all}
          pathFor={pathFor}
          onToggle={onToggle}
          onToggleAll={onToggleAll}
          onDownload={onDownload}
          onNearEnd={loadMore}
          footer={<ListFooter loadingMore={list.loadingMore} failed={list.moreFailure !== null} more={list.loadedPages < list.lastPage} onMore={loadMore} onRetry={list.retry} />}
        />
      ) : null}
    </div>
  );
}

const RendersHeading = memo(function RendersHeading({ shown, total, reportPath }: { shown: number | null; total: number; reportPath: string }) {
  const { t } = useTranslation('renders');
  return (
    <PageHeading
      subtitle={shown !== null ? t('RENDERS.SHOWING', { shown, count: total }) : undefined}
      actions={
        <Link href={reportPath} className={buttonClass('secondary')}>
          {t('RENDERS.REPORT_LINK')}
        </Link>
      }
    />
  );
});

const ListFooter = memo(function ListFooter({ loadingMore, failed, more, onMore, onRetry }: { loadingMore: boolean; failed: boolean; more: boolean; onMore: () => void; onRetry: (() => void) | undefined }) {
  const { t } = useTranslation('renders');
  if (loadingMore) {
    return (
      <div className="flex justify-center p-3">
        <Spinner label={t('RENDERS.LOADING_MORE')} showLabel />
      </div>
    );
  }
  if (failed) {
    return (
      <div className="flex items-center justify-center gap-3 p-3 text-sm text-red-800">
        <p role="alert">{t('RENDERS.MORE_FAILED')}</p>
        {onRetry ? <RetryButton onRetry={onRetry} /> : null}
      </div>
    );
  }
  if (!more) return null;
  return (
    <div className="flex justify-center p-3">
      <Button variant="secondary" onClick={onMore}>
        {t('RENDERS.LOAD_MORE')}
      </Button>
    </div>
  );
});
