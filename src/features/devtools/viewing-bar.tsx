/**
 * The bar across the app while it shows a past moment of a loaded log: which row of how many,
 * step back/forward, the timeline drawer, and Back to live (at once: the live slices were kept
 * aside on the main thread, past-moment.ts). Its title says what a past view shows and what it
 * cannot: lists fetched from the server are a cache, not in the log, so they stay as they are now.
 */
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/ui/button';
import { formatNumber } from '../../lib/format-number';
import type { PastMoment } from '../../state';

export interface ViewingBarProps {
  readonly moment: PastMoment;
  readonly onStep: (delta: 1 | -1) => void;
  readonly onBackToLive: () => void;
  readonly drawerOpen: boolean;
  readonly onToggleDrawer: () => void;
}

export function ViewingBar({ moment, onStep, onBackToLive, drawerOpen, onToggleDrawer }: ViewingBarProps) {
  const { t, i18n } = useTranslation('devtools');
  const position = formatNumber(moment.index + 1, i18n.language, 0);
  const total = formatNumber(moment.total, i18n.language, 0);
  return (
    <div role="region" aria-label={t('TIME_TRAVEL_BAR.REGION')} data-testid="viewing-bar" className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t-2 border-amber-500 bg-amber-100 px-3 py-2 text-sm text-amber-950">
      <p className="w-full min-w-0 sm:w-auto sm:flex-1" title={t('TIME_TRAVEL_BAR.EXPLAINED')}>
        <span className="font-semibold" data-testid="viewing-position">
          {t('TIME_TRAVEL_BAR.VIEWING', { position, total })}
        </span>{' '}
        {moment.seq !== null && <span className="font-mono text-xs">{t('TIME_TRAVEL_BAR.SEQ', { seq: moment.seq })}</span>}{' '}
        <span className="rounded bg-amber-200 px-1.5 text-xs" data-testid="viewing-lists-note">
          {t('TIME_TRAVEL_BAR.LISTS_NOW')}
        </span>{' '}
        <span className="text-xs">{t('TIME_TRAVEL_BAR.WRITES_OFF')}</span>
      </p>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        <Button variant="ghost" aria-label={t('TIME_TRAVEL_BAR.PREVIOUS')} title={t('TIME_TRAVEL_BAR.KEYS')} onClick={() => onStep(-1)}>
          ‹
        </Button>
        <Button variant="ghost" aria-label={t('TIME_TRAVEL_BAR.NEXT')} title={t('TIME_TRAVEL_BAR.KEYS')} onClick={() => onStep(1)}>
          ›
        </Button>
        <Button variant="secondary" aria-expanded={drawerOpen} onClick={onToggleDrawer}>
          {t('DEVTOOLS.TIMELINE')}
        </Button>
        <Button onClick={onBackToLive}>{t('TIME_TRAVEL_BAR.BACK_TO_LIVE')}</Button>
      </div>
    </div>
  );
}
