/**
 * Ad sets (`/{brand}/ad-sets`): `ad-sets/list` read through a window (useLiveWindow: the worker
 * holds the whole live list, paged from the server at its largest page as the table scrolls, and
 * sends only the rows in view), with search, a review-state filter and the archived toggle, all
 * kept in the URL (list-params.ts; no page, an old `?page=` is ignored). Drafts link back into
 * the wizard at the step the server saved; ready ones open their detail.
 */
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useLocation, useSearch } from 'wouter';
import { AD_SETS_LIST_MAX_LIMIT } from '../../../../worker/contract/ad-sets';
import type { AdSetsListQuery, AdSetSummary } from '../../../../worker/domains/ad-sets/contract';
import type { ListWindow } from '../../../../worker/contract/live-queries';
import { PageHeading } from '../../../shell/layouts/page-heading';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { buttonClass, focusRing } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';
import { EmptyState } from '../../../components/ui/page-states';
import { WindowStates } from '../../../components/ui/window-states';
import { useLiveWindow } from '../../../data-client';
import { useAdSetPermissions } from '../permissions';
import { REVIEW_KEYS } from '../review-badge';
import { CREATE_ROUTE, stepRoute } from '../wizard/wizard-model';
import { AdSetTable } from './ad-set-table';
import { adSetListSearch, parseAdSetListParams, REVIEW_FILTERS, type AdSetListParams, type ReviewFilter } from './list-params';

/** The window before the table has measured itself: a screenful and then some. */
const FIRST_WINDOW: ListWindow = { from: 0, to: 30 };

export function AdSetListPage() {
  const { t } = useTranslation('ad-sets');
  const [location, navigate] = useLocation();
  const search = useSearch();
  const params = useMemo(() => parseAdSetListParams(search), [search]);
  const pathFor = useBrandPath();
  const { canEdit } = useAdSetPermissions();
  const [typed, setTyped] = useState(params.search);
  const query: AdSetsListQuery = {
    kind: 'ad-sets/list',
    page: 1,
    perPage: AD_SETS_LIST_MAX_LIMIT,
    ...(params.search ? { search: params.search } : {}),
    ...(params.review ? { reviewState: params.review } : {}),
    ...(params.archived ? { archived: true } : {}),
  };
  const list = useLiveWindow<AdSetSummary>(query, FIRST_WINDOW);
  const go = (change: Partial<AdSetListParams>) => navigate(`${location}${adSetListSearch({ ...params, ...change })}`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ search: typed.trim() });
  };
  const hrefOf = useCallback(
    (adSet: AdSetSummary) => {
      if (adSet.status !== 'draft') return pathFor('brand-ad-sets-adSetId', { adSetId: adSet.id });
      return canEdit ? pathFor(stepRoute(adSet.wizardStep), { adSetId: adSet.id }) : null;
    },
    [pathFor, canEdit],
  );
  const filtered = params.search !== '' || params.review !== '';

  return (
    <div data-testid="ad-set-list-page" className="flex flex-col gap-2">
      <PageHeading
        actions={
          canEdit ? (
            <Link href={pathFor(CREATE_ROUTE)} className={buttonClass('primary')} data-testid="new-ad-set">
              {t('AD_SETS_LIST.NEW')}
            </Link>
          ) : null
        }
      />
      <div className="mb-2 flex flex-wrap items-end gap-3">
        <form onSubmit={submit} role="search" className="flex items-end gap-2">
          <label className="text-sm">
            <span className="mb-1 block font-medium text-slate-800">{t('AD_SETS_LIST.SEARCH')}</span>
            <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} className={inputClass(false)} placeholder={t('AD_SETS_LIST.SEARCH_PLACEHOLDER')} />
          </label>
          <button type="submit" className={buttonClass('secondary')}>
            {t('AD_SETS_LIST.SEARCH_SUBMIT')}
          </button>
        </form>
        <label className="text-sm">
          <span className="mb-1 block font-medium text-slate-800">{t('AD_SETS_LIST.REVIEW_FILTER')}</span>
          <select value={params.review} onChange={(e) => go({ review: e.target.value as ReviewFilter })} className={inputClass(false)} data-testid="review-filter">
            <option value="">{t('AD_SETS_LIST.REVIEW_ANY')}</option>
            {REVIEW_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(REVIEW_KEYS[s])}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
          <input type="checkbox" checked={params.archived} onChange={(e) => go({ archived: e.target.checked })} className={focusRing} />
          {t('AD_SETS_LIST.ARCHIVED')}
        </label>
      </div>
      <WindowStates
        list={list}
        empty={
          <EmptyState
            title={t(filtered ? 'AD_SETS_LIST.EMPTY_FILTERED' : params.archived ? 'AD_SETS_LIST.EMPTY_ARCHIVED' : 'AD_SETS_LIST.EMPTY')}
            hint={!filtered && !params.archived && canEdit ? t('AD_SETS_LIST.EMPTY_HINT') : undefined}
          />
        }
        count={{ testId: 'ad-sets-count', text: (shown, count) => t('AD_SETS_LIST.SHOWING', { shown, count }) }}
      >
        {(view) => (
          <AdSetTable
            view={view}
            hrefOf={hrefOf}
          />
        )}
      </WindowStates>
    </div>
  );
}
