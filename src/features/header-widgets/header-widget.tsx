/**
 * The frame of every header widget (spec section 8: failures in header widgets are reported and
 * logged). A widget that throws while rendering is replaced in place by a small mark, the rest
 * of the header keeps working, and the failure is logged and reported once, tagged
 * `widget=<name>` (report-error.ts; without a DSN it is only logged). The failed widget stays
 * replaced until the header is mounted again (a reload): a widget that threw once would most
 * likely throw again.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { reportError } from '../../shell/error-reporting/report-error';
import { NamedIcon } from '../../components/ui/icons';
import { throwIfFaultInjected } from '../../lib/fault-injection';

export type HeaderWidgetName = 'storage-usage' | 'credit-balance' | 'running-renders' | 'notifications-bell' | 'environment-chip';

interface BoundaryProps {
  readonly name: HeaderWidgetName;
  readonly children: ReactNode;
}

class HeaderWidgetBoundary extends Component<BoundaryProps, { failed: boolean }> {
  /** This boundary logs what it catches itself (mount-app.tsx leaves it out of its own log). */
  static readonly logsItsErrors = true;

  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // React 19 calls this once per failure (its retry of the render is not a second failure).
    console.error(`Header widget "${this.props.name}" failed`, error, info.componentStack);
    reportError(error, { tags: { widget: this.props.name }, componentStack: info.componentStack });
  }

  override render(): ReactNode {
    return this.state.failed ? <WidgetFailed name={this.props.name} /> : this.props.children;
  }
}

function WidgetFailed({ name }: { name: HeaderWidgetName }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('HEADER.WIDGET_FAILED')} title={t('HEADER.WIDGET_FAILED')} data-testid="header-widget-failed" data-widget={name} className="inline-flex items-center rounded-md px-2 py-1 text-slate-400">
      <NamedIcon name="alert" className="h-4 w-4" />
    </span>
  );
}

/** Where a tester or e2e test can make this widget fail (lib/fault-injection.ts; never in production). */
function FaultPoint({ name }: { name: HeaderWidgetName }) {
  throwIfFaultInjected(`header-widget:${name}`);
  return null;
}

export function HeaderWidget({ name, children }: BoundaryProps) {
  return (
    <HeaderWidgetBoundary name={name}>
      <FaultPoint name={name} />
      {children}
    </HeaderWidgetBoundary>
  );
}
