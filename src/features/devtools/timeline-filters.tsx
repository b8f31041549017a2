/** Three selects narrowing the timeline: source, event type, brand ("any" for each). */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { TimelineRow } from '../../../worker/contract/log-inspection';
import { focusRing } from '../../components/ui/button';
import { filterOptions, NO_BRAND, type TimelineFilter } from './timeline-filter';

interface FilterSelectProps {
  readonly label: string;
  readonly value: string | null;
  readonly options: readonly string[];
  readonly optionLabel?: (value: string) => string;
  readonly onChange: (value: string | null) => void;
}

function FilterSelect({ label, value, options, optionLabel = (v) => v, onChange }: FilterSelectProps) {
  const { t } = useTranslation('devtools');
  return (
    <label className="flex flex-col gap-1 text-xs text-slate-600">
      {label}
      <select value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)} className={`rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 ${focusRing}`}>
        <option value="">{t('DEVTOOLS.FILTER_ANY')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function TimelineFilters({ rows, filter, onChange }: { rows: readonly TimelineRow[]; filter: TimelineFilter; onChange: (filter: TimelineFilter) => void }) {
  const { t } = useTranslation('devtools');
  const options = useMemo(() => filterOptions(rows), [rows]);
  return (
    <div className="flex flex-wrap gap-3">
      <FilterSelect label={t('DEVTOOLS.SOURCE')} value={filter.source} options={options.sources} onChange={(source) => onChange({ ...filter, source })} />
      <FilterSelect label={t('DEVTOOLS.EVENT')} value={filter.type} options={options.types} onChange={(type) => onChange({ ...filter, type })} />
      <FilterSelect label={t('DEVTOOLS.BRAND')} value={filter.brand} options={options.brands} optionLabel={(b) => (b === NO_BRAND ? t('DEVTOOLS.NO_BRAND') : b)} onChange={(brand) => onChange({ ...filter, brand })} />
    </div>
  );
}
