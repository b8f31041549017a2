/**
 * Renders (`/{brand}/builds`): the brand's render queue, live, read through a window
 * (`builds/list`, useLiveWindow): the worker holds the whole list (paged from the server 999 at a
 * time as the window moves down, patched by the live events) and sends only the rows in view,
 * the total and the selection's figures, so a render storm costs this page the rows on screen. Filters by status and template (in the URL),
 * a virtualized table for thousands of rows, selection of many, one download per finished
 * render and a zip of the selected ones.
 *
 * During a storm the list changes many times a second. Only the table's rows that changed may
 * render again: every other part (heading, filters, selection bar, footer) is memoised on props
 * that keep their identity between batches (docs/benchmarks.md).
 */
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useSearch } from 'wouter';
import type { ListWindow } from '../../../worker/contract/live-queries';
import type { VisualBuild } from '../../../worker/contract/creatives';
import { PageHeading } from '../../shell/layouts/page-heading';
import { useDisplayedBrandUser } from '../../shell/router/use-brand-scope';
import { useBrandPath } from '../../shell/router/use-brand-path';
import { buttonClass } from '../../components/ui/button';
import { WindowStates } from '../../components/ui/window-states';
import { LiveProgressProvider, useLiveWindow } from '../../data-client';
import { RendersTable } from './renders-table';
import { filterFromSearch, listQuery, searchOf, type RendersFilter } from './renders-filter';
import { RendersFilters } from './renders-filters';
import { allState, clickChange } from './selection';
import { SelectionBar } from './selection-bar';
import { useRenderDownloads } from '../../components/renders/use-render-downloads';
import { zipPlan } from './zip-plan';
import { EmptyState } from '../../components/ui/page-states';
import { LIST_MAX_LIMIT } from '../../../worker/contract/limits';
import { FIRST_PAINT_PAGES } from '../../../worker/contract/first-paint';

/** Renders per page asked of the server: its limit for a list (spec section 7, `limit 999`). */
export const BUILDS_PER_PAGE = LIST_MAX_LIMIT;
/** The window before the table has measured itself: a screenful and then some. */
const FIRST_WINDOW: ListWindow = { from: 0, to: 40 };

export function RendersPage() {
  const pathFor = useBrandPath();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const filter = useMemo(() => filterFromSearch(search), [search]);
  // A new filter is a new watch, with a selection of its own (another filter starts with none).
  const list = useLiveWindow<VisualBuild>(listQuery(filter, 1, BUILDS_PER_PAGE), FIRST_WINDOW);
  const { downloading, zipping, outcome, download, downloadZip, dismiss } = useRenderDownloads();
  const { aggregates, isSelected, select, pick } = list;

  // The toggle callback must stay the same function (rows are memoised on it): it reads the
  // current selection through a ref, and remembers the last row clicked (the anchor of Shift ranges).
  const latest = useRef({ isSelected, select });
  useLayoutEffect(() => {
    latest.current = { isSelected, select };
  }, [isSelected, select]);
  const anchor = useRef<number | null>(null);
  const onToggle = useCallback((id: string, index: number, range: boolean) => {
    const from = anchor.current;
    anchor.current = index;
    latest.current.select(clickChange(id, index, range, from, latest.current.isSelected(id, index)));
  }, []);
  const all = allState(aggregates.selected, aggregates.loaded);
  const onToggleAll = useCallback(() => latest.current.select({ kind: 'all', on: all !== 'all' }), [all]);
  const clear = useCallback(() => latest.current.select({ kind: 'all', on: false }), []);
  const finished = aggregates.selectedCounts.finished ?? 0;
  // Memoised on its figures: the selection bar is memoised on the plan.
  const plan = useMemo(() => zipPlan(aggregates.selected, finished), [aggregates.selected, finished]);
  const onDownload = useCallback((id: string) => void download(id), [download]);
  const onZip = useCallback(() => {
    void pick({ selected: true, where: { status: 'finished' } }).then((ids) => downloadZip(ids));
  }, [pick, downloadZip]);
  const changeFilter = useCallback((next: RendersFilter) => navigate(`${location}${searchOf(next)}`), [navigate, location]);
  const filtered = filter.status !== null || filter.visualId !== null;
  const ok = list.status === 'ok';

  return (
    // The page's element and heading as the server's first paint draws them (contract/first-paint.ts).
    <div data-testid="renders-page" className={FIRST_PAINT_PAGES['brand-builds'].page}>
      <RendersHeading />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <RendersFilters filter={filter} onChange={changeFilter} />
        <ReportLink href={pathFor('brand-builds-report')} />
      </div>
      {ok ? <RendersCount shown={aggregates.loaded} total={aggregates.total} /> : null}
      <SelectionBar selectedCount={aggregates.selected} plan={plan} zipping={zipping} outcome={outcome} onZip={onZip} onClear={clear} onDismiss={dismiss} />
      {/* The empty state translates its words itself, so a live row update translates that row only. */}
      <WindowStates list={list} empty={<RendersEmpty filtered={filtered} />}>
        {(view) => (
          <LiveProgressProvider source={list.progress}>
            <RendersTable
              view={view}
              isSelected={isSelected}
              downloading={downloading}
              allState={all}
              pathFor={pathFor}
              onToggle={onToggle}
              onToggleAll={onToggleAll}
              onDownload={onDownload}
            />
          </LiveProgressProvider>
        )}
      </WindowStates>
    </div>
  );
}

/**
 * The heading and its line say what the page holds before any row is there: the server draws
 * them into the page (the largest text of a phone's first screen is on it before any script
 * runs), so the heading has nothing beside it the server could not draw (the Report link is in
 * the toolbar); how many rows are shown is the smaller line below the filters, with the rows.
 */
const RendersHeading = memo(function RendersHeading() {
  const { t } = useTranslation();
  const brand = useDisplayedBrandUser()?.brand.label ?? '';
  return <PageHeading subtitle={t(FIRST_PAINT_PAGES['brand-builds'].subtitle, { brand })} />;
});

const ReportLink = memo(function ReportLink({ href }: { href: string }) {
  const { t } = useTranslation('renders');
  return (
    <Link href={href} className={buttonClass('secondary')}>
      {t('RENDERS.REPORT_LINK')}
    </Link>
  );
});

const RendersCount = memo(function RendersCount({ shown, total }: { shown: number; total: number }) {
  const { t } = useTranslation('renders');
  return (
    <p className="text-xs text-slate-600" data-testid="renders-count">
      {t('RENDERS.SHOWING', { shown, count: total })}
    </p>
  );
});

function RendersEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation('renders');
  return <EmptyState>{filtered ? t('RENDERS.EMPTY_FILTERED') : t('RENDERS.EMPTY')}</EmptyState>;
}
