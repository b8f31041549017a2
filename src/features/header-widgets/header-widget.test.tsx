import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderApp } from '../../../tests/harness/render-app';
import { connectErrorReporter, disconnectErrorReporter, resetErrorReporting, type ErrorContext } from '../../shell/error-reporting/report-error';
import { FAULT_KEY } from '../../lib/fault-injection';
import { HeaderWidget } from './header-widget';

let consoleError: MockInstance<typeof console.error>;
let reports: { error: unknown; context: ErrorContext }[];

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  reports = [];
});

afterEach(() => {
  window.localStorage.removeItem(FAULT_KEY);
  resetErrorReporting();
  consoleError.mockRestore();
});

const fakeReporter = () => ({ report: (error: unknown, context: ErrorContext) => void reports.push({ error, context }) });
/** Our boundary's own log lines (React logs caught errors too, through its default handler). */
const widgetLogs = () => consoleError.mock.calls.filter(([message]) => typeof message === 'string' && message.startsWith('Header widget'));

describe('a failing header widget', () => {
  it('is replaced in place, logged and reported once with its name, and the rest of the header works', async () => {
    connectErrorReporter(fakeReporter());
    window.localStorage.setItem(FAULT_KEY, 'header-widget:credit-balance');
    const app = await renderApp({ role: 'manager', balance: 250, storagePercent: 42, unfinishedBuilds: 3 });

    const widgets = await screen.findByTestId('money-storage-widgets');
    const failed = within(widgets).getByTestId('header-widget-failed');
    expect(failed).toHaveAttribute('data-widget', 'credit-balance');
    expect(failed).toHaveAccessibleName('This indicator could not be shown. The rest of the app works.');
    expect(within(widgets).queryByTestId('credit-balance')).toBeNull();
    // Its neighbours still show their figures, and the header still takes the user places.
    expect(within(widgets).getByTestId('storage-usage')).toHaveTextContent('42 %');
    expect(within(widgets).getByTestId('running-renders')).toHaveAccessibleName('Running renders: 3');
    expect(screen.getByTestId('notifications-bell')).toBeInTheDocument();

    expect(reports).toHaveLength(1);
    expect(reports[0]!.error).toMatchObject({ name: 'InjectedFault', message: 'Injected fault: header-widget:credit-balance' });
    expect(reports[0]!.context.tags).toEqual({ widget: 'credit-balance' });
    expect(reports[0]!.context.componentStack).toContain('HeaderWidget');
    expect(widgetLogs()).toHaveLength(1);
    expect(widgetLogs()[0]![0]).toBe('Header widget "credit-balance" failed');

    await app.user.click(within(widgets).getByTestId('storage-usage'));
    expect(app.location()).toBe('/acme/brand-settings/storage');
    await app.settle();
    // Living on (navigation, new state) does not report the same failure again.
    expect(reports).toHaveLength(1);
    expect(widgetLogs()).toHaveLength(1);
  });

  it('catches what the widget itself throws, whichever widget it is', async () => {
    connectErrorReporter(fakeReporter());
    function Broken(): never {
      throw new TypeError('cannot read the balance');
    }
    await renderApp({
      ui: (
        <>
          <HeaderWidget name="notifications-bell">
            <Broken />
          </HeaderWidget>
          <span data-testid="neighbour">still here</span>
        </>
      ),
    });
    expect(screen.getByTestId('header-widget-failed')).toHaveAttribute('data-widget', 'notifications-bell');
    expect(screen.getByTestId('neighbour')).toHaveTextContent('still here');
    expect(reports.map((r) => [(r.error as Error).message, r.context.tags])).toEqual([['cannot read the balance', { widget: 'notifications-bell' }]]);
  });

  it('is only logged when error reporting is off (no DSN)', async () => {
    disconnectErrorReporter();
    window.localStorage.setItem(FAULT_KEY, 'header-widget:running-renders');
    await renderApp({ role: 'manager' });
    expect(await screen.findByTestId('header-widget-failed')).toHaveAttribute('data-widget', 'running-renders');
    expect(widgetLogs()).toHaveLength(1);
    // Nothing waited for a reporter either.
    connectErrorReporter(fakeReporter());
    expect(reports).toHaveLength(0);
  });

  it('is reported once the reporter is ready when it failed before (the SDK loads after the first render)', async () => {
    window.localStorage.setItem(FAULT_KEY, 'header-widget:storage-usage, header-widget:environment-chip');
    await renderApp({ role: 'manager' });
    expect((await screen.findAllByTestId('header-widget-failed')).map((el) => el.dataset.widget)).toEqual(['storage-usage', 'environment-chip']);
    expect(reports).toHaveLength(0);
    connectErrorReporter(fakeReporter());
    expect(reports.map((r) => r.context.tags)).toEqual([{ widget: 'storage-usage' }, { widget: 'environment-chip' }]);
  });
});
