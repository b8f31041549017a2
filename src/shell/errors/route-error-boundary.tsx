/**
 * Catches what a page throws while rendering. A failed chunk load reloads the page (at most once
 * per 60 s); anything else shows the error page with the error's status, or 500 and its message.
 * What ends on a 5xx page is unexpected: it is logged and reported (docs/error-reporting.md).
 * Keyed by location in the router, so navigating away resets it.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '../../lib/chunk-reload';
import { reportError } from '../error-reporting/report-error';
import { ErrorPage } from './error-page';
import { errorViewOf, RouteError } from './route-error';

interface State {
  readonly error: unknown;
  readonly failed: boolean;
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  /** Logs what it catches itself (logs-its-errors.ts). */
  static readonly logsItsErrors = true;

  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
    // A RouteError is an expected outcome (a status page), not a bug worth a console error.
    if (error instanceof RouteError) return;
    console.error('Page failed to render', error, info.componentStack);
    const { status } = errorViewOf(error);
    if (status >= 500) reportError(error, { tags: { boundary: 'route', status: String(status) }, componentStack: info.componentStack });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const view = errorViewOf(this.state.error);
    return <ErrorPage status={view.status} message={view.message} />;
  }
}
