/** The render report through the real in-process data layer (fake network by call name). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildsReport } from '../../../worker/contract/creatives';
import type { BuildsReportQuery } from '../../../worker/domains/builds/contract';
import { renderApp, type RenderedApp } from '../../../tests/harness/render-app';
import { preloadPages } from '../../../src/app/router/page-registry';

// Every page chunk and language loads once before the first test (slow on a busy machine), not inside its 5 s.
beforeAll(() => preloadPages(), 60_000);

const report = (query: BuildsReportQuery, overrides: Partial<BuildsReport> = {}): BuildsReport & { id: string } => ({
  id: `${query.from}..${query.to}`,
  from: query.from,
  to: query.to,
  total: 42,
  byStatus: [
    { status: 'failed', count: 5 },
    { status: 'finished', count: 30 },
    { status: 'rendering', count: 4 },
    { status: 'queued', count: 3 },
  ],
  byTemplate: [
    { visualId: '4', name: 'Winter promo', count: 12, failed: 5 },
    { visualId: '3', name: 'Summer sale', count: 30, failed: 0 },
  ],
  byDay: [
    { day: '2025-04-29', count: 10, failed: 0 },
    { day: '2025-05-01', count: 32, failed: 5 },
  ],
  failures: [
    { id: '81', visualName: 'Winter promo', error: 'Not enough credits to finish the render', at: '2025-05-01T08:30:00Z' },
    { id: '77', visualName: 'Winter promo', error: 'Render timed out after 120 s.', at: '2025-05-01T08:10:00Z' },
  ],
  failureReasons: [
    { error: 'Not enough credits to finish the render', count: 4 },
    { error: 'Render timed out after 120 s.', count: 1 },
  ],
  ...overrides,
});

function openReport(path = '/acme/builds/report', overrides: Partial<BuildsReport> = {}) {
  return renderApp({ path, network: (fakes) => fakes.backend.autoAnswer('buildsReport', (call) => report(call.args[0] as BuildsReportQuery, overrides)) });
}

const reportCalls = (app: RenderedApp) => app.backend.calls.filter((call) => call.method === 'buildsReport').map((call) => call.args[0] as BuildsReportQuery);

describe('render report', () => {
  it('reports the last 30 days by default: by status, by template, by day, and the failures with their reasons', async () => {
    const app = await openReport();
    const page = await screen.findByTestId('renders-report-page');
    expect(await within(page).findByTestId('report-totals')).toHaveTextContent('42 renders between 2.4.2025 and 1.5.2025, 5 of them failed.');
    // Virtual now: 1 May 2025.
    expect(reportCalls(app)).toEqual([{ kind: 'builds/report', from: '2025-04-02', to: '2025-05-01' }]);
    // D.M.YYYY whatever the browser's locale.
    expect(within(page).getByLabelText('From')).toHaveValue('2.4.2025');
    expect(within(page).getByLabelText('To')).toHaveValue('1.5.2025');

    const statuses = within(within(page).getByRole('list', { name: 'By status' })).getAllByRole('listitem');
    expect(statuses.map((item) => item.textContent)).toEqual(['Queued3', 'Rendering4', 'Finished30', 'Failed5']);
    const templates = within(within(page).getByRole('list', { name: 'By template' })).getAllByRole('listitem');
    expect(templates.map((item) => item.textContent)).toEqual(['Summer sale30', 'Winter promo12(5 failed)']);

    const days = within(within(page).getByRole('list', { name: 'By day' })).getAllByRole('listitem');
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toHaveTextContent('1.5.2025: 32 renders, 5 failed');
    expect(days.at(-3)).toHaveTextContent('29.4.2025: 10 renders, 0 failed');
    expect(days.at(-2)).toHaveTextContent('30.4.2025: 0 renders, 0 failed');

    const reasons = within(within(page).getByRole('list', { name: 'Failure reasons' })).getAllByRole('listitem');
    expect(reasons.map((item) => item.textContent)).toEqual(['Not enough credits to finish the render4', 'Render timed out after 120 s.1']);
    const failures = within(page).getByTestId('report-failures');
    expect(within(failures).getByRole('link', { name: '#81' })).toHaveAttribute('href', '/acme/builds/81');
    expect(failures).toHaveTextContent('Not enough credits to finish the render');
  });

  it('reports another period chosen in the form, never beyond today', async () => {
    const app = await openReport('/acme/builds/report?from=2025-04-20&to=2025-06-30');
    const page = await screen.findByTestId('renders-report-page');
    await within(page).findByTestId('report-totals');
    expect(reportCalls(app)).toEqual([{ kind: 'builds/report', from: '2025-04-20', to: '2025-05-01' }]);
    const from = within(page).getByLabelText('From');
    fireEvent.change(from, { target: { value: '25.4.2025' } });
    await waitFor(() => expect(reportCalls(app).at(-1)).toEqual({ kind: 'builds/report', from: '2025-04-25', to: '2025-05-01' }));
    expect(app.location()).toBe('/acme/builds/report?from=2025-04-25&to=2025-05-01');
    // Half typed: the report stays, the field keeps the text.
    const asked = reportCalls(app).length;
    fireEvent.change(from, { target: { value: '25.4.' } });
    fireEvent.blur(from);
    expect(within(page).getByText('Enter a date as D.M.YYYY, for example 31.12.2025.')).toBeInTheDocument();
    expect(from).toHaveValue('25.4.');
    expect(app.location()).toBe('/acme/builds/report?from=2025-04-25&to=2025-05-01');
    expect(reportCalls(app)).toHaveLength(asked);
  });

  it('says when nothing ran in the period', async () => {
    await openReport('/acme/builds/report', { total: 0, byStatus: [], byTemplate: [], byDay: [], failures: [], failureReasons: [] });
    expect(await screen.findByText('No renders between 2.4.2025 and 1.5.2025.')).toBeInTheDocument();
  });
});
