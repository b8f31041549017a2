/** Storage usage of the brand, as a percentage with a small bar; details in the tooltip. */
import { useTranslation } from '../../i18n/use-translation';
import { useBrandPath } from '../../shell/router/use-brand-path';
import { Tooltip } from '../../components/ui/tooltip';
import { useBrandScoped } from '../../shell/router/use-brand-scope';
import { levelTone, storageLevel } from '../../shell/rules/balance-level';
import { formatBytes } from '../../lib/format-bytes';
import { WidgetLink } from './widget-link';

export function StorageUsage() {
  const { t } = useTranslation();
  const usage = useBrandScoped('storage')?.usage ?? null;
  const pathFor = useBrandPath();
  const percent = usage?.percentageInt ?? null;
  const level = storageLevel(percent);
  const shown = percent === null ? '—' : `${percent} %`;
  const tone = levelTone(level);
  const detail = usage === null ? t('HEADER.STORAGE_UNKNOWN') : t('HEADER.STORAGE_DETAIL', { used: formatBytes(usage.used), total: formatBytes(usage.total) });
  return (
    <Tooltip content={detail} tone={tone === 'neutral' ? 'neutral' : 'warning'}>
      {(describedBy) => (
        <WidgetLink to={pathFor('brand-brand-settings-storage')} icon="storage" label={t('HEADER.STORAGE_LABEL', { value: shown })} describedBy={describedBy} tone={tone} testId="storage-usage">
          <span aria-hidden="true">{shown}</span>
          <span aria-hidden="true" className="hidden h-1.5 w-12 overflow-hidden rounded-full bg-slate-200 md:inline-block">
            <span className={`block h-full ${tone === 'danger' ? 'bg-red-500' : tone === 'warning' ? 'bg-amber-500' : 'bg-indigo-500'}`} style={{ width: `${Math.min(100, Math.max(0, percent ?? 0))}%` }} />
          </span>
        </WidgetLink>
      )}
    </Tooltip>
  );
}
