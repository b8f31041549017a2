/**
 * The notification centre: a panel sliding in from the right, opened by the bell (spec section 2).
 * The kit's SidePanel gives the accessibility: labelled by its title, focus trapped inside,
 * Escape and a click outside close it, focus returns to the bell. Each opening reloads the list
 * under the current filter, so it starts from the newest. Following an item closes the panel.
 * The list is read through a window (notification-feed.tsx): only the rows in view cross.
 */
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useCurrentBrand } from '../../shell/router/use-brand-path';
import { useBrandScoped } from '../../shell/router/use-brand-scope';
import { SidePanel } from '../../components/ui/side-panel';
import { RouteBrandProvider, useDataLayer } from '../../data-client';
import { NotificationFeed } from './notification-feed';
import { NotificationToolbar } from './notification-toolbar';

export function NotificationsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useDataLayer();
  const slice = useBrandScoped('notifications');
  // The header sits outside the page's route: the list is the displayed brand's, as the bell's count.
  const brand = useCurrentBrand();
  // The filter is read at opening only: a chip inside the panel reloads by itself.
  const reload = useEffectEvent(() => void api.dispatch({ type: 'notifications/load', filter: slice?.filter ?? 'all' }));
  useEffect(() => {
    if (open) reload();
  }, [open]);

  return (
    <SidePanel open={open} onClose={onClose} side="right" title={t('NOTIFICATIONS.PANEL_TITLE')} closeLabel={t('NOTIFICATIONS.CLOSE')} testId="notifications-panel">
      <div className="border-b border-slate-200 px-4 py-3">
        <NotificationToolbar slice={slice} />
      </div>
      <RouteBrandProvider brand={brand}>
        <NotificationFeed slice={slice} className="min-h-0 flex-1" onActivate={onClose} />
      </RouteBrandProvider>
    </SidePanel>
  );
}
