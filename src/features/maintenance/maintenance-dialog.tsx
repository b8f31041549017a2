/**
 * The maintenance modal (spec section 4), opened by a live event. High severity is persistent
 * with only Refresh; other severities also offer Continue (system/close-maintenance). The optional
 * message comes from the server and is rendered as text. Loaded by maintenance-modal.tsx.
 */
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/ui/button';
import { DefaultErrorImage } from '../../shell/errors/error-images';
import { useDataLayer } from '../../data-client';
import { browserNavigation } from '../../lib/browser-navigation';
import { systemAtom, useAtomValue } from '../../state';
import { Modal } from '../../components/ui/modal';

export function MaintenanceDialog() {
  const { t } = useTranslation();
  const api = useDataLayer();
  const { maintenance } = useAtomValue(systemAtom);
  if (maintenance === null) return null;
  const persistent = maintenance.severity === 'high';
  const close = () => void api.dispatch({ type: 'system/close-maintenance' });
  return (
    <Modal
      onClose={close}
      persistent={persistent}
      topmost
      centered
      size="md"
      picture={<DefaultErrorImage />}
      title={t('MAINTENANCE.TITLE')}
      description={persistent ? t('MAINTENANCE.TEXT_HIGH') : t('MAINTENANCE.TEXT')}
      testId="maintenance-modal"
      footer={
        <>
          {persistent ? null : (
            <Button variant="secondary" onClick={close}>
              {t('MAINTENANCE.CONTINUE')}
            </Button>
          )}
          <Button onClick={() => browserNavigation.reload('maintenance-refresh')}>{t('MAINTENANCE.REFRESH')}</Button>
        </>
      }
    >
      {maintenance.message ? (
        <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800" data-testid="maintenance-message">
          {maintenance.message}
        </p>
      ) : null}
    </Modal>
  );
}
