/**
 * The filter chips All / Unread and "mark all as read" of the notification centre (spec sections
 * 2, 4 and 5): a chip reloads the list under its filter; mark-all is disabled while the list
 * loads, while a mark-all runs, and when nothing is unread (or the count is not known yet).
 */
import { useTranslation } from '../../i18n/use-translation';
import type { NotificationFilter } from '../../../worker/contract/entities';
import type { NotificationsSummary } from '../../../worker/domains/notifications/contract';
import { Button, focusRing } from '../../components/ui/button';
import { useDataLayer } from '../../data-client';

const FILTERS: readonly NotificationFilter[] = ['all', 'unread'];

export function NotificationToolbar({ slice }: { slice: NotificationsSummary | null }) {
  const { t } = useTranslation();
  const api = useDataLayer();
  const current = slice?.filter ?? 'all';
  const loading = slice === null || slice.status === 'loading';
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div role="group" aria-label={t('NOTIFICATIONS.FILTER')} className="flex gap-2">
        {FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={current === filter}
            onClick={() => void api.dispatch({ type: 'notifications/load', filter })}
            className={`rounded-full px-3 py-1 text-sm ${focusRing} ${current === filter ? 'bg-indigo-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50'}`}
          >
            {t(`NOTIFICATIONS.FILTER_${filter.toUpperCase()}`)}
          </button>
        ))}
      </div>
      <Button variant="secondary" disabled={loading || slice.markingAll || (slice.unreadCount ?? 0) === 0} onClick={() => void api.dispatch({ type: 'notifications/mark-all-read' })}>
        {t('NOTIFICATIONS.MARK_ALL')}
      </Button>
    </div>
  );
}
