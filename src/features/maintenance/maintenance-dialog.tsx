/**
 * The maintenance modal (spec section 4), opened by a live event. High severity is persistent
 * with only Refresh; other severities also offer Continue (system/close-maintenance). The optional
 * message comes from the server and is rendered as text. Loaded by maintenance-modal.tsx.
 */
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { DefaultErrorImage } from '../../shell/errors/error-images';
import { useDataLayer } from '../../data-client';
import { browserNavigation } from '../../lib/browser-navigation';
import { systemAtom, useAtomValue } from '../../state';

export function MaintenanceDialog() {
  const { t } = useTranslation();
  const api = useDataLayer();
  const { maintenance } = useAtomValue(systemAtom);
  if (maintenance === null) return null;
  const persistent = maintenance.severity === 'high';
  const close = () => void api.dispatch({ type: 'system/close-maintenance' });
  return (
    <Dialog open onClose={persistent ? () => undefined : close} className="relative z-[70]">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="flex w-full max-w-md flex-col items-center gap-3 rounded-lg bg-white p-6 text-center shadow-xl" data-testid="maintenance-modal">
          <DefaultErrorImage />
          <DialogTitle className="text-lg font-semibold">{t('MAINTENANCE.TITLE')}</DialogTitle>
          <Description className="text-sm text-slate-600">{persistent ? t('MAINTENANCE.TEXT_HIGH') : t('MAINTENANCE.TEXT')}</Description>
          {maintenance.message ? (
            <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800" data-testid="maintenance-message">
              {maintenance.message}
            </p>
          ) : null}
          <div className="mt-2 flex gap-3">
            {persistent ? null : (
              <Button variant="secondary" onClick={close}>
                {t('MAINTENANCE.CONTINUE')}
              </Button>
            )}
            <Button onClick={() => browserNavigation.reload('maintenance-refresh')}>{t('MAINTENANCE.REFRESH')}</Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
