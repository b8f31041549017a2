import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderApp } from '../../../tests/harness/render-app';
import { connectErrorReporter, resetErrorReporting, type ErrorContext } from '../error-reporting/report-error';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteError } from './route-error';

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

let consoleError: MockInstance<typeof console.error>;
let reports: [unknown, ErrorContext][];
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  reports = [];
  connectErrorReporter({ report: (error, context) => void reports.push([error, context]) });
});
afterEach(() => {
  resetErrorReporting();
  consoleError.mockRestore();
});

const pageFailures = () => consoleError.mock.calls.filter(([message]) => message === 'Page failed to render');

describe('the route error boundary reports unexpected errors', () => {
  it.each([
    ['an error without a status', new Error('page exploded'), '500'],
    ['an error carrying a 5xx status', Object.assign(new Error('bad gateway'), { status: 502 }), '502'],
  ])('%s: logged and reported once, tagged', async (_case, error, status) => {
    await renderApp({ ui: <RouteErrorBoundary><Thrower error={error} /></RouteErrorBoundary> });
    expect(screen.getByText(`Error ${status}`)).toBeInTheDocument();
    expect(pageFailures()).toHaveLength(1);
    expect(reports).toHaveLength(1);
    expect(reports[0]![0]).toBe(error);
    expect(reports[0]![1]).toMatchObject({ tags: { boundary: 'route', status } });
  });

  it.each([
    ['a status page thrown on purpose', new RouteError(404)],
    ['an error carrying a 4xx status', Object.assign(new Error('forbidden'), { status: 403 })],
  ])('%s: not reported', async (_case, error) => {
    await renderApp({ ui: <RouteErrorBoundary><Thrower error={error} /></RouteErrorBoundary> });
    expect(reports).toEqual([]);
  });
});
