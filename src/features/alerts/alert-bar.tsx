/** One bar of the alert area; info bars can be dismissible, warnings usually are not. */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { focusRing } from '../../components/ui/button';
import { NamedIcon } from '../../components/ui/icons';

export function AlertBar({ tone, children, onDismiss, dismissDisabled = false, testId }: { tone: 'warning' | 'info' | 'danger'; children: ReactNode; onDismiss?: () => void; dismissDisabled?: boolean; testId: string }) {
  const { t } = useTranslation();
  const toneClass = tone === 'danger' ? 'border-red-300 bg-red-50 text-red-900' : tone === 'warning' ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-sky-200 bg-sky-50 text-sky-900';
  return (
    <div role={tone === 'info' ? 'status' : 'alert'} className={`flex items-start gap-2 border-b px-4 py-2 text-sm ${toneClass}`} data-testid={testId}>
      <NamedIcon name={tone === 'info' ? 'info' : 'alert'} className="mt-0.5 h-4 w-4" />
      <div className="min-w-0 flex-1">{children}</div>
      {onDismiss ? (
        <button type="button" onClick={onDismiss} disabled={dismissDisabled} className={`rounded p-0.5 opacity-70 hover:opacity-100 disabled:opacity-30 ${focusRing}`} aria-label={t('COMMON.DISMISS')}>
          <NamedIcon name="close" className="h-4 w-4" />
        </button>
      ) : null}
    </div>
  );
}
