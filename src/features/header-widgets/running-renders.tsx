/** Running renders (builds widget `unfinished`), linking to the builds list. */
import { useTranslation } from '../../i18n/use-translation';
import { useBrandPath } from '../../shell/router/use-brand-path';
import { useBrandScoped } from '../../shell/router/use-brand-scope';
import { WidgetLink } from './widget-link';

export function RunningRenders() {
  const { t } = useTranslation();
  const pathFor = useBrandPath();
  const count = useBrandScoped('builds')?.widget?.unfinished ?? null;
  return (
    <WidgetLink to={pathFor('brand-builds')} icon="renders" label={t('HEADER.RENDERS_LABEL', { count: count ?? 0 })} testId="running-renders">
      <span aria-hidden="true" className={count !== null && count > 0 ? 'font-semibold text-indigo-700' : ''}>
        {count ?? '—'}
      </span>
    </WidgetLink>
  );
}
