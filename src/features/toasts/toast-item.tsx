/**
 * One toast: the translated key, and the server's text (validation messages) rendered as text,
 * never as HTML. Dismissed after 5000 ms, or by its close button.
 */
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { TOAST_TIMEOUT_MS, type ShownToast } from '../../shell/rules/toasts';
import { focusRing } from '../../components/ui/button';
import { NamedIcon } from '../../components/ui/icons';

const TONES = {
  error: 'border-red-300 bg-red-50 text-red-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
} as const;

export function ToastItem({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [onDismiss, toast.id]);
  const title = t(toast.key, { ...toast.params, defaultValue: '' });
  return (
    <li role={toast.kind === 'error' ? 'alert' : 'status'} className={`pointer-events-auto flex w-80 items-start gap-2 rounded-md border p-3 text-sm shadow-md ${TONES[toast.kind]}`} data-testid="toast">
      <NamedIcon name={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'info'} className="mt-0.5 h-4 w-4" />
      <div className="min-w-0 flex-1 break-words">
        {title !== '' ? <p className="font-medium">{title}</p> : null}
        {toast.text !== null ? <p data-testid="toast-text">{toast.text}</p> : null}
      </div>
      <button type="button" onClick={() => onDismiss(toast.id)} className={`rounded p-0.5 opacity-70 hover:opacity-100 ${focusRing}`} aria-label={t('COMMON.DISMISS')}>
        <NamedIcon name="close" className="h-4 w-4" />
      </button>
    </li>
  );
}
