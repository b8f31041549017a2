import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeploymentInfo } from '../../../worker/contract/entities';
import { connectErrorReporter, reportError, resetErrorReporting, type ErrorContext, type ErrorReporter } from './report-error';
import { startErrorReporting } from './start-error-reporting';

afterEach(resetErrorReporting);

const DEPLOYMENT: DeploymentInfo = { environment: 'uat', providerOrigin: null, applicationName: 'Adcreative', sentryDsn: 'http://public@localhost:8090/__sentry/1' };

function recorder() {
  const reports: unknown[] = [];
  return { reports, reporter: { report: (error: unknown, _context: ErrorContext) => void reports.push(error) } satisfies ErrorReporter };
}

describe('startErrorReporting', () => {
  it('loads the reporter with the DSN and environment, and reports what waited for it', async () => {
    const { reports, reporter } = recorder();
    const load = vi.fn(async () => reporter);
    reportError('early');
    await startErrorReporting(DEPLOYMENT, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith({ dsn: 'http://public@localhost:8090/__sentry/1', environment: 'uat' });
    reportError('late');
    expect(reports).toEqual(['early', 'late']);
  });

  it.each([
    ['no DSN', { ...DEPLOYMENT, sentryDsn: null }],
    ['no deployment', null],
  ])('with %s loads nothing and turns reporting off', async (_case, deployment) => {
    const load = vi.fn(async () => recorder().reporter);
    reportError('early');
    await startErrorReporting(deployment, load);
    expect(load).not.toHaveBeenCalled();
    const { reports, reporter } = recorder();
    connectErrorReporter(reporter);
    expect(reports).toEqual([]);
  });

  it('goes on without reporting when the SDK cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportError('early');
    await startErrorReporting(DEPLOYMENT, async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    expect(warn).toHaveBeenCalledTimes(1);
    const { reports, reporter } = recorder();
    connectErrorReporter(reporter);
    expect(reports).toEqual([]);
    warn.mockRestore();
  });

  it('downloads the SDK only after what it is told to wait for (the first paint), and reports what failed meanwhile', async () => {
    const { reports, reporter } = recorder();
    const load = vi.fn(async () => reporter);
    let painted!: () => void;
    const firstPaint = new Promise<void>((resolve) => (painted = resolve));
    const started = startErrorReporting(DEPLOYMENT, load, firstPaint);
    reportError('before the paint');
    await Promise.resolve();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    painted();
    await started;
    expect(load).toHaveBeenCalledTimes(1);
    expect(reports).toEqual(['before the paint']);
  });
});
