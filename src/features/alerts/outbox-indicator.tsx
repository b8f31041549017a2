/**
 * How many of this brand's changes wait to be sent (written while the connection was down:
 * docs/collaboration.md), in the header beside the live-connection icon: "3 changes waiting to
 * send", or in red how many the server refused (each is shown where it was written, with its
 * reason). Clicking it tries to send now. Nothing is shown when nothing waits.
 */
import { useTranslation } from '../../i18n/use-translation';
import { focusRing } from '../../components/ui/button';
import { ClockIcon } from '../../components/outbox/outbox-entry-status';
import { useOutboxEntries } from '../../components/outbox/use-outbox';
import { useDataLayer } from '../../data-client';

export function OutboxIndicator() {
  const { t } = useTranslation();
  const api = useDataLayer();
  const entries = useOutboxEntries();
  const refused = entries.filter((e) => e.status === 'refused').length;
  const waiting = entries.length - refused;
  const label = [waiting > 0 ? t('OUTBOX.WAITING_COUNT', { count: waiting }) : null, refused > 0 ? t('OUTBOX.REFUSED_COUNT', { count: refused }) : null]
    .filter((x) => x !== null)
    .join(', ');
  return (
    <span role="status" className="inline-flex empty:hidden">
      {entries.length > 0 ? (
        <button
          type="button"
          onClick={() => void api.dispatch({ type: 'outbox/send' })}
          title={label}
          aria-label={label}
          className={`inline-flex items-center gap-1 rounded-full px-2 py-1 text-xs font-medium ${refused > 0 ? 'bg-red-50 text-red-700' : 'bg-amber-50 text-amber-800'} ${focusRing}`}
          data-testid="outbox-indicator"
          data-waiting={waiting}
          data-refused={refused}
        >
          <ClockIcon />
          <span className="@4xl:hidden" aria-hidden="true">
            {entries.length}
          </span>
          <span className="hidden @4xl:inline" aria-hidden="true">
            {label}
          </span>
        </button>
      ) : null}
    </span>
  );
}
