import { afterEach, describe, expect, it } from 'vitest';
import { connectErrorReporter, disconnectErrorReporter, reportError, resetErrorReporting, type ErrorContext } from './report-error';

afterEach(resetErrorReporting);

function recorder() {
  const reports: [unknown, ErrorContext][] = [];
  return { reports, reporter: { report: (error: unknown, context: ErrorContext) => void reports.push([error, context]) } };
}

describe('reportError', () => {
  it('keeps what fails before reporting is decided and reports it, in order, once a reporter connects', () => {
    reportError('first', { tags: { widget: 'a' } });
    reportError('second');
    const { reports, reporter } = recorder();
    connectErrorReporter(reporter);
    expect(reports).toEqual([
      ['first', { tags: { widget: 'a' } }],
      ['second', {}],
    ]);
    reportError('third');
    expect(reports.map(([error]) => error)).toEqual(['first', 'second', 'third']);
  });

  it('keeps at most 20 while waiting', () => {
    for (let i = 0; i < 25; i += 1) reportError(i);
    const { reports, reporter } = recorder();
    connectErrorReporter(reporter);
    expect(reports.map(([error]) => error)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('drops everything when reporting is off, waiting reports included', () => {
    reportError('before');
    disconnectErrorReporter();
    reportError('after');
    const { reports, reporter } = recorder();
    connectErrorReporter(reporter);
    expect(reports).toEqual([]);
  });
});
