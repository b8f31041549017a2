/**
 * The notification list of the panel and the settings page: virtualized (@tanstack/react-virtual)
 * so thousands of loaded items keep only the ones in view (plus a few) in the DOM, with the
 * infinite-scroll loader, the end-of-list message, an empty state and a load failure. Items differ
 * in height (a comment or an error adds a line), so each rendered one is measured.
 *
 * Unrecognised kinds render nothing and take no row; "everything is loaded" compares the loaded
 * count (rendered or not) with the server's total (spec sections 5 and 9).
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationsSlice } from '../../../worker/contract/snapshot';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/card';
import { PageLoader, Spinner } from '../../components/ui/spinner';
import { NotificationItem } from './notification-item';
import { viewNotifications } from './notification-view';
import { useInfiniteNotifications } from './use-infinite-notifications';

/** A typical item (title, text, date); real heights are measured. */
const ESTIMATED_HEIGHT = 88;
const OVERSCAN = 5;

export interface NotificationFeedProps {
  readonly slice: NotificationsSlice | null;
  /** Classes of the scroll box (its height comes from the owner). */
  readonly className: string;
  readonly onActivate?: () => void;
}

export function NotificationFeed({ slice, className, onActivate }: NotificationFeedProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const loaderRef = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => viewNotifications(slice?.items ?? []), [slice?.items]);
  const { atEnd, failed, retry } = useInfiniteNotifications(slice, loaderRef, scrollRef);
  // The app does not use the React Compiler; rows are memoised by hand (notification-item.tsx).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]?.notification.id ?? index,
  });

  // Not loaded yet ('idle', or another brand's list) reads as loading.
  const status = slice === null || slice.status === 'idle' ? 'loading' : slice.status;
  const marking = new Set(slice?.marking ?? []);
  const markingAll = slice?.markingAll ?? false;
  return (
    <div ref={scrollRef} className={`overflow-y-auto overscroll-contain ${className}`} data-testid="notifications-scroll">
      {status === 'loading' && rows.length === 0 ? <PageLoader label={t('COMMON.LOADING')} /> : null}
      {status === 'error' ? (
        <div className="p-4">
          <EmptyState>{t('NOTIFICATIONS.LOAD_FAILED')}</EmptyState>
        </div>
      ) : null}
      {status === 'ready' && atEnd && rows.length === 0 ? (
        <div className="p-4">
          <EmptyState>{t('NOTIFICATIONS.EMPTY')}</EmptyState>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <ul aria-label={t('NOTIFICATIONS.LIST')} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((virtual) => {
            const row = rows[virtual.index];
            if (row === undefined) return null;
            return (
              <li
                key={virtual.key}
                ref={virtualizer.measureElement}
                data-index={virtual.index}
                aria-setsize={atEnd ? rows.length : -1}
                aria-posinset={virtual.index + 1}
                className="absolute top-0 left-0 w-full border-b border-slate-100"
                style={{ transform: `translateY(${virtual.start}px)` }}
              >
                <NotificationItem notification={row.notification} view={row.view} marking={markingAll || marking.has(row.notification.id)} onActivate={onActivate} />
              </li>
            );
          })}
        </ul>
      ) : null}
      {/* The bottom loader: entering view loads the next page. Always there, so it stays observed. */}
      <div ref={loaderRef} className="flex min-h-12 items-center justify-center px-4 py-3 text-center text-sm text-slate-600" data-testid="notifications-loader">
        {slice?.loadingMore ? <Spinner label={t('NOTIFICATIONS.LOADING_MORE')} showLabel /> : null}
        {failed && !slice?.loadingMore ? (
          <span className="flex items-center gap-2">
            {t('NOTIFICATIONS.LOAD_MORE_FAILED')}
            <Button variant="secondary" onClick={retry}>
              {t('NOTIFICATIONS.RETRY')}
            </Button>
          </span>
        ) : null}
        {atEnd && rows.length > 0 ? <p data-testid="notifications-end">{t('NOTIFICATIONS.NO_MORE')}</p> : null}
      </div>
    </div>
  );
}
