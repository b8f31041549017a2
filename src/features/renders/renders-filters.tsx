/**
 * The Renders list's filters: status, and template (the brand's templates from `visuals/list`).
 * Native selects: keyboard and screen-reader friendly as they come, and the choice goes to the
 * URL, so the watched query (and the server's filtering) follows it.
 */
import { memo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { BUILD_STATUSES } from '../../../worker/contract/creatives';
import type { VisualsListQuery } from '../../../worker/domains/visuals/contract';
import { Button, focusRing } from '../../components/ui/button';
import { useLiveQuery } from '../../data-client';
import { statusLabel } from './render-status';
import type { RendersFilter } from './renders-filter';
import { LIST_MAX_LIMIT } from '../../../worker/contract/limits';

const TEMPLATES: VisualsListQuery = { kind: 'visuals/list', page: 1, perPage: LIST_MAX_LIMIT, view: 'active' };
const select = `rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-800 ${focusRing}`;

// Memoised: the Renders page renders again on every batch of a storm, its filters do not change.
export const RendersFilters = memo(function RendersFilters({ filter, onChange }: { filter: RendersFilter; onChange: (next: RendersFilter) => void }) {
  const { t } = useTranslation('renders');
  const templates = useLiveQuery(TEMPLATES);
  const options = templates.status === 'ok' ? templates.data.items.map((visual) => ({ id: visual.id, name: visual.name })) : [];
  // A template chosen by URL that the list does not hold (archived, or still loading) stays selectable.
  if (filter.visualId !== null && !options.some((option) => option.id === filter.visualId)) options.unshift({ id: filter.visualId, name: t('RENDERS.TEMPLATE_NUMBER', { id: filter.visualId }) });
  const filtered = filter.status !== null || filter.visualId !== null;

  return (
    <div className="flex flex-wrap items-end gap-3" role="group" aria-label={t('RENDERS.FILTERS')}>
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
        {t('RENDERS.FILTER_STATUS')}
        <select className={select} value={filter.status ?? ''} onChange={(event) => onChange({ ...filter, status: (event.target.value || null) as RendersFilter['status'] })}>
          <option value="">{t('RENDERS.ALL_STATUSES')}</option>
          {BUILD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(t, status)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
        {t('RENDERS.FILTER_TEMPLATE')}
        <select className={`${select} max-w-64`} value={filter.visualId ?? ''} onChange={(event) => onChange({ ...filter, visualId: event.target.value || null })} aria-busy={templates.status === 'loading'}>
          <option value="">{templates.status === 'error' ? t('RENDERS.TEMPLATES_UNAVAILABLE') : t('RENDERS.ALL_TEMPLATES')}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      {filtered ? (
        <Button variant="ghost" onClick={() => onChange({ status: null, visualId: null })}>
          {t('RENDERS.CLEAR_FILTERS')}
        </Button>
      ) : null}
    </div>
  );
});
