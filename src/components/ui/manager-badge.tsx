/** The star that marks a manager beside the role label (user menu, dashboard brand card). */
import { useTranslation } from '../../i18n/use-translation';

export function ManagerBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex h-4 w-4 items-center justify-center rounded-full bg-amber-400 text-amber-950" title={t('ROLES.MANAGER_BADGE')} data-testid="manager-badge">
      <svg viewBox="0 0 20 20" className="h-3 w-3" fill="currentColor" aria-hidden="true">
        <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
      </svg>
      <span className="sr-only">{t('ROLES.MANAGER_BADGE')}</span>
    </span>
  );
}
