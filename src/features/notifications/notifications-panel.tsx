/**
 * The notification centre: a panel sliding in from the right, opened by the bell (spec section 2).
 * Headless UI's Dialog gives the accessibility: labelled by its title, focus trapped inside,
 * Escape and a click outside close it, focus returns to the bell. Each opening reloads the list
 * under the current filter, so it starts from the newest. Following an item closes the panel.
 * The list is read through a window (notification-feed.tsx): only the rows in view cross.
 */
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentBrand } from '../../shell/router/use-brand-path';
import { useBrandScoped } from '../../shell/router/use-brand-scope';
import { focusRing } from '../../components/ui/button';
import { NamedIcon } from '../../components/ui/icons';
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
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-slate-900/30 transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none" />
      <div className="fixed inset-y-0 right-0 flex max-w-full">
        <DialogPanel
          transition
          data-testid="notifications-panel"
          className="flex h-full w-screen max-w-md flex-col bg-white shadow-xl transition-transform duration-200 ease-out data-closed:translate-x-full motion-reduce:transition-none"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <DialogTitle className="text-base font-semibold text-slate-900">{t('NOTIFICATIONS.PANEL_TITLE')}</DialogTitle>
            <button type="button" onClick={onClose} aria-label={t('NOTIFICATIONS.CLOSE')} className={`rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700 ${focusRing}`}>
              <NamedIcon name="close" className="h-5 w-5" />
            </button>
          </div>
          <div className="border-b border-slate-200 px-4 py-3">
            <NotificationToolbar slice={slice} />
          </div>
          <RouteBrandProvider brand={brand}>
            <NotificationFeed slice={slice} className="min-h-0 flex-1" onActivate={onClose} />
          </RouteBrandProvider>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
