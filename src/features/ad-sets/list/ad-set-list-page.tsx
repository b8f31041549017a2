/**
 * Ad sets (`/{brand}/ad-sets`): a live page of `ad-sets/list` with search, a review-state filter,
 * the archived toggle and paging, all kept in the URL. Drafts link back into the wizard at the
 * step the server saved; ready ones open their detail.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { AD_SET_REVIEW_STATES, type AdSetReviewState, type AdSetsListQuery, type AdSetSummary } from '../../../../worker/contract/ad-sets';
import { PageHeading } from '../../../app/layouts/page-heading';
import { useBrandPath } from '../../../app/router/use-brand-path';
import { buttonClass, focusRing } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useLiveQuery } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { Pagination } from '../../templates/list/pagination';
import { useAdSetPermissions } from '../permissions';
import { REVIEW_KEYS, ReviewBadge } from '../review-badge';
import { CREATE_ROUTE, stepRoute } from '../wizard/wizard-model';

const AD_SETS_PER_PAGE = 20;
type ReviewFilter = AdSetReviewState | 'none' | '';

function parse(search: string) {
  const p = new URLSearchParams(search);
  const review = p.get('review') ?? '';
  return {
    page: Math.max(1, Number(p.get('page')) || 1),
    search: p.get('search') ?? '',
    review: ([...AD_SET_REVIEW_STATES, 'none'] as string[]).includes(review) ? (review as ReviewFilter) : '',
    archived: p.get('archived') === '1',
  };
}
type Params = ReturnType<typeof parse>;

function toSearch(p: Params): string {
  const out = new URLSearchParams();
  if (p.page > 1) out.set('page', String(p.page));
  if (p.search) out.set('search', p.search);
  if (p.review) out.set('review', p.review);
  if (p.archived) out.set('archived', '1');
  const s = out.toString();
  return s ? `?${s}` : '';
}

export function AdSetListPage() {
  const { t } = useTranslation('ad-sets');
  const [location, navigate] = useLocation();
  const search = useSearch();
  const params = useMemo(() => parse(search), [search]);
  const pathFor = useBrandPath();
  const { canEdit } = useAdSetPermissions();
  const [typed, setTyped] = useState(params.search);
  const query: AdSetsListQuery = {
    kind: 'ad-sets/list',
    page: params.page,
    perPage: AD_SETS_PER_PAGE,
    ...(params.search ? { search: params.search } : {}),
    ...(params.review ? { reviewState: params.review } : {}),
    ...(params.archived ? { archived: true } : {}),
  };
  const state = useLiveQuery(query);
  const go = (next: Partial<Params>) => navigate(`${location}${toSearch({ ...params, page: 1, ...next })}`);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ search: typed.trim() });
  };
  const filtered = params.search !== '' || params.review !== '';

  return (
    <div data-testid="ad-set-list-page">
      <PageHeading
        actions={
          canEdit ? (
            <Link href={pathFor(CREATE_ROUTE)} className={buttonClass('primary')} data-testid="new-ad-set">
              {t('AD_SETS_LIST.NEW')}
            </Link>
          ) : null
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
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
            {([...AD_SET_REVIEW_STATES, 'none'] as const).map((s) => (
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
      {state.status === 'loading' ? <LoadingState /> : null}
      {state.status === 'error' ? <ErrorState error={state.failure} onRetry={state.retry} /> : null}
      {state.status === 'ok' && state.data.items.length === 0 ? (
        <EmptyState
          title={t(filtered ? 'AD_SETS_LIST.EMPTY_FILTERED' : params.archived ? 'AD_SETS_LIST.EMPTY_ARCHIVED' : 'AD_SETS_LIST.EMPTY')}
          hint={!filtered && !params.archived && canEdit ? t('AD_SETS_LIST.EMPTY_HINT') : undefined}
        />
      ) : null}
      {state.status === 'ok' && state.data.items.length > 0 ? (
        <>
          <AdSetTable items={state.data.items} />
          <Pagination meta={state.data} onPage={(page) => go({ page })} />
        </>
      ) : null}
    </div>
  );
}

function AdSetTable({ items }: { items: readonly AdSetSummary[] }) {
  const { t } = useTranslation('ad-sets');
  const pathFor = useBrandPath();
  const { canEdit } = useAdSetPermissions();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="ad-set-table">
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">{t('AD_SETS_LIST.COL_NAME')}</th>
            <th scope="col" className="px-3 py-2">{t('AD_SETS_LIST.COL_TEMPLATE')}</th>
            <th scope="col" className="px-3 py-2">{t('AD_SETS_LIST.COL_FEED')}</th>
            <th scope="col" className="px-3 py-2">{t('AD_SETS_LIST.COL_FORMAT')}</th>
            <th scope="col" className="px-3 py-2 text-right">{t('AD_SETS_LIST.COL_ADS')}</th>
            <th scope="col" className="px-3 py-2">{t('AD_SETS_LIST.COL_REVIEW')}</th>
            <th scope="col" className="px-3 py-2">{t('AD_SETS_LIST.COL_UPDATED')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((a) => (
            <tr key={a.id} data-testid={`ad-set-row-${a.id}`}>
              <td className="px-3 py-2">
                {a.status === 'draft' ? (
                  <span className="flex flex-col">
                    <span className="font-medium text-slate-900">{a.name}</span>
                    {canEdit ? (
                      <Link href={pathFor(stepRoute(a.wizardStep), { adSetId: a.id })} className={`text-xs text-amber-800 underline ${focusRing}`} data-testid="continue-draft">
                        {t('AD_SETS_LIST.DRAFT_CONTINUE')}
                      </Link>
                    ) : (
                      <span className="text-xs text-amber-800">{t('AD_SETS_LIST.DRAFT')}</span>
                    )}
                  </span>
                ) : (
                  <Link href={pathFor('brand-ad-sets-adSetId', { adSetId: a.id })} className={`font-medium text-indigo-700 hover:underline ${focusRing}`}>
                    {a.name}
                  </Link>
                )}
                {a.archived ? <span className="ml-2 text-xs text-slate-500">{t('AD_SETS_LIST.ARCHIVED_MARK')}</span> : null}
              </td>
              <td className="px-3 py-2 text-slate-700">{a.templateLabel ?? '–'}</td>
              <td className="px-3 py-2 text-slate-700">{a.feedLabel ?? '–'}</td>
              <td className="px-3 py-2 uppercase text-slate-700">{a.format}</td>
              <td className="px-3 py-2 text-right tabular-nums text-slate-700">{a.adsCount}</td>
              <td className="px-3 py-2">
                <ReviewBadge state={a.reviewState} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-600">{formatDateTime(a.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
