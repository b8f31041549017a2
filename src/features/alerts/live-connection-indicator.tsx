/**
 * The quiet sign that live updates are interrupted: a small icon in the header, with a tooltip
 * and a label, once the worker says the live connection has been down for a while (3 s after
 * having been up: connection/down-for-a-while). Not a bar: the page still works, it is just not
 * live. Gone as soon as the connection is back (the worker then resyncs).
 *
 * The status wrapper is always rendered, so screen readers announce the icon when it appears.
 */
import { useTranslation } from '../../i18n/use-translation';
import { focusRing } from '../../components/ui/button';
import { Tooltip } from '../../components/ui/tooltip';
import { connectionAtom, useAtomValue } from '../../state';

function LiveOffIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M2 8.8a15 15 0 0 1 20 0" />
      <path d="M5 12.5a10 10 0 0 1 14 0" />
      <path d="M8.5 16.1a5 5 0 0 1 7 0" />
      <path d="M12 20h.01" />
      <path d="M3 3l18 18" />
    </svg>
  );
}

export function LiveConnectionIndicator() {
  const { t } = useTranslation();
  const down = useAtomValue(connectionAtom).downForAWhile;
  return (
    <span role="status" className="inline-flex empty:hidden">
      {down ? (
        <Tooltip content={t('HEADER.LIVE_DOWN')} tone="warning">
          {() => (
            // Focusable so keyboard users get the tooltip too; the label is the same text.
            <span role="img" tabIndex={0} aria-label={t('HEADER.LIVE_DOWN')} className={`inline-flex rounded-full p-1 text-amber-600 ${focusRing}`} data-testid="live-down-indicator">
              <LiveOffIcon />
            </span>
          )}
        </Tooltip>
      ) : null}
    </span>
  );
}
