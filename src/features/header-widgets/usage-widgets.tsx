/**
 * Storage usage, credit balance and running renders, each in its HeaderWidget frame: in a row in
 * a wide header, as labelled rows (`labelled`) in the header menu of a narrow one.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CreditBalance } from './credit-balance';
import { HeaderWidget, type HeaderWidgetName } from './header-widget';
import { RunningRenders } from './running-renders';
import { StorageUsage } from './storage-usage';

const WIDGETS: readonly { name: HeaderWidgetName; labelKey: string; widget: () => ReactNode }[] = [
  { name: 'storage-usage', labelKey: 'HEADER.MENU_STORAGE', widget: () => <StorageUsage /> },
  { name: 'credit-balance', labelKey: 'HEADER.MENU_BALANCE', widget: () => <CreditBalance /> },
  { name: 'running-renders', labelKey: 'HEADER.MENU_RENDERS', widget: () => <RunningRenders /> },
];

export function UsageWidgets({ className, testId, labelled = false }: { className: string; testId: string; labelled?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={className} aria-label={t('HEADER.USAGE')} data-testid={testId}>
      {WIDGETS.map(({ name, labelKey, widget }) => (
        <li key={name} className={labelled ? 'flex items-center justify-between gap-3 px-3 py-1' : undefined}>
          {/* The widget's own accessible name says the same, with its value. */}
          {labelled ? (
            <span aria-hidden="true" className="text-sm text-slate-600">
              {t(labelKey)}
            </span>
          ) : null}
          <HeaderWidget name={name}>{widget()}</HeaderWidget>
        </li>
      ))}
    </ul>
  );
}
