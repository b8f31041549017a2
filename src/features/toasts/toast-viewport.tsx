/**
 * The toast viewport: the data layer's toasts and the main thread's own (route guard), at most 8.
 * Dismissing a worker toast goes back through `toast/dismiss`; a local one is dropped here.
 */
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isLocalToast } from '../../shell/rules/toasts';
import { useDataLayer } from '../../data-client';
import { useAtomValue, useSetAtom } from '../../state';
import { dismissLocalToastAtom, visibleToastsAtom } from '../../state/derived';
import { ToastItem } from './toast-item';

export function ToastViewport() {
  const { t } = useTranslation();
  const api = useDataLayer();
  const toasts = useAtomValue(visibleToastsAtom);
  const dismissLocal = useSetAtom(dismissLocalToastAtom);
  const dismiss = useCallback(
    (id: string) => {
      if (isLocalToast(id)) dismissLocal(id);
      else void api.dispatch({ type: 'toast/dismiss', id });
    },
    [api, dismissLocal],
  );
  return (
    <section aria-label={t('TOASTS.REGION')} className="pointer-events-none fixed right-4 bottom-4 z-[60]">
      <ol className="flex flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </ol>
    </section>
  );
}
