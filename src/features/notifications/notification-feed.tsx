/**
 * The notification list of the panel and the settings page, read through a window (docs/engine.md,
 * "Windows"): the worker holds every loaded notification; the virtualizer (@tanstack/react-virtual)
 * renders the ones in view plus a few, and that range is the window, so only those rows cross the
 * bridge, whether the user scrolled through 20 or 5,000. Scrolling is one `setWindow` message.
 * Items differ in height (a comment or an error adds a line), so each rendered one is measured;
 * a row whose notification has not arrived yet (a quick scroll) is an empty row for a frame.
 *
 * Infinite scroll is the worker's: when the window reaches the last row held it loads the next
 * 20 (held-list.ts). This list shows the loader while a page is on its way, the end-of-list
 * message, an empty state, a load failure and a failed page with "Try again" (no retry loop).
 *
 * The worker lists only recognised kinds (an unrecognised one takes no row); "everything is
 * loaded" compares what the server sent with its total (spec sections 5 and 9).
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { AppNotification } from '../../../worker/contract/entities';
import type { NotificationsListQuery } from '../../../worker/domains/notifications/contract';
import type { NotificationsSummary } from '../../../worker/domains/notifications/contract';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/page-states';
import { PageLoader, Spinner } from '../../components/ui/spinner';
import { useDataLayer } from '../../data-client';
import { useLiveWindow } from '../../data-client/use-live-window';
import { NotificationItem } from '../../components/notifications/notification-item';
import { viewOf } from '../../components/notifications/notification-view';

/** A typical item (title, text, date); real heights are measured. */
const ESTIMATED_HEIGHT = 88;
const OVERSCAN = 5;
const LIST: NotificationsListQuery = { kind: 'notifications/list' };
/** The window until the virtualizer has measured: a screenful of typical items and the overscan. */
export const FIRST_WINDOW = { from: 0, to: 12 } as const;

export interface NotificationFeedProps {
  /** The notification slice as it crosses the bridge (filter, marking, counts); null: another brand's. */
  readonly slice: NotificationsSummary | null;
  /** Classes of the scroll box (its height comes from the owner). */
  readonly className: string;
  readonly onActivate?: () => void;
}

export function NotificationFeed({ slice, className, onActivate }: NotificationFeedProps) {
  const { t } = useTranslation();
  const api = useDataLayer();
  const scrollRef = useRef<HTMLDivElement>(null);
  const list = useLiveWindow<AppNotification>(LIST, FIRST_WINDOW);
  const { rows, offset, aggregates, setWindow } = list;
  // Rows the worker holds: what the list can scroll through.
  const count = aggregates.loaded;
  // The app does not use the React Compiler; rows are memoised by hand (notification-item.tsx).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index - offset]?.id ?? `row-${index}`,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const firstShown = virtualItems[0]?.index ?? 0;
  const lastShown = virtualItems.at(-1)?.index ?? -1;
  useEffect(() => {
    // Nothing held yet: keep the first window (the rows it covers come with the first page).
    if (count > 0) setWindow({ from: firstShown, to: lastShown + 1 });
  }, [count, firstShown, lastShown, setWindow]);

  // A further page failed: ask for it again (the worker then goes on by itself).
  const retry = useCallback(() => void api.dispatch({ type: 'notifications/load-more' }), [api]);

  // Not loaded yet (the watch starting, or another brand's list) reads as loading.
  const status = slice === null ? 'loading' : list.status;
  const atEnd = status === 'ok' && aggregates.loaded >= aggregates.total;
  const marking = new Set(slice?.marking ?? []);
  const markingAll = slice?.markingAll ?? false;
  return (
    <div ref={scrollRef} className={`overflow-y-auto overscroll-contain ${className}`} data-testid="notifications-scroll">
      {status === 'loading' && count === 0 ? <PageLoader label={t('COMMON.LOADING')} /> : null}
      {status === 'error' ? (
        <div className="p-4">
          <EmptyState>{t('NOTIFICATIONS.LOAD_FAILED')}</EmptyState>
        </div>
      ) : null}
      {atEnd && count === 0 ? (
        <div className="p-4">
          <EmptyState>{t('NOTIFICATIONS.EMPTY')}</EmptyState>
        </div>
      ) : null}
      {count > 0 ? (
        <ul aria-label={t('NOTIFICATIONS.LIST')} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualItems.map((virtual) => {
            const notification = rows[virtual.index - offset];
            const view = notification === undefined ? null : viewOf(notification);
            return (
              <li
                key={virtual.key}
                ref={virtualizer.measureElement}
                data-index={virtual.index}
                aria-setsize={atEnd ? count : -1}
                aria-posinset={virtual.index + 1}
                aria-busy={notification === undefined ? true : undefined}
                className="absolute top-0 left-0 w-full border-b border-slate-100"
                style={{ transform: `translateY(${virtual.start}px)`, ...(notification === undefined ? { height: ESTIMATED_HEIGHT } : {}) }}
              >
                {notification === undefined || view === null ? null : (
                  <NotificationItem notification={notification} view={view} marking={markingAll || marking.has(notification.id)} onActivate={onActivate} />
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {/* Under the last row: a page on its way, a failed page, or the end of the list. */}
      <div className="flex min-h-12 items-center justify-center px-4 py-3 text-center text-sm text-slate-600" data-testid="notifications-loader">
        {aggregates.loadingMore ? <Spinner label={t('NOTIFICATIONS.LOADING_MORE')} showLabel /> : null}
        {aggregates.moreFailure !== null && !aggregates.loadingMore ? (
          <span className="flex items-center gap-2">
            {t('NOTIFICATIONS.LOAD_MORE_FAILED')}
            <Button variant="secondary" onClick={retry}>
              {t('NOTIFICATIONS.RETRY')}
            </Button>
          </span>
        ) : null}
        {atEnd && count > 0 ? <p data-testid="notifications-end">{t('NOTIFICATIONS.NO_MORE')}</p> : null}
      </div>
    </div>
  );
}
