/**
 * Render report (`/{brand}/builds/report`): what ran between two days (by default the last 30,
 * never beyond today), by status, by template and by day, and every failure with its reason,
 * from the watched `builds/report` (live: renders that finish meanwhile are counted).
 */
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useSearch } from 'wouter';
import { BUILD_STATUSES, type BuildsReport } from '../../../worker/contract/creatives';
import type { BuildsReportQuery } from '../../../worker/domains/builds/contract';
import { PageHeading } from '../../shell/layouts/page-heading';
import { useBrandPath } from '../../shell/router/use-brand-path';
import { buttonClass, focusRing } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DateInput } from '../../components/ui/date-input';
import { useLiveQuery } from '../../data-client';
import { isDay } from '../../lib/date-text';
import { formatDate, formatDateTime } from '../../lib/dates';
import { renderPath } from './render-links';
import { statusLabel } from './render-status';
import { DayColumns, HorizontalBars, type BarRow } from './report-bars';
import { daysOf, isoDayOf, reportRange, type ReportRange } from './report-range';
import { EmptyState } from '../../components/ui/page-states';
import { DataTable } from '../../components/ui/data-table';
import { QueryStates } from '../../components/ui/query-states';
import { reasonMessage } from '../../components/renders/render-reason';

const STATUS_TONES: Readonly<Record<string, string>> = { queued: 'bg-slate-400', rendering: 'bg-indigo-500', finished: 'bg-emerald-500', failed: 'bg-red-500' };
const link = `rounded-sm text-indigo-700 hover:underline ${focusRing}`;

export function RendersReportPage() {
  const { t } = useTranslation('renders');
  const pathFor = useBrandPath();
  const [location, navigate] = useLocation();
  const today = isoDayOf(new Date());
  const range = reportRange(useSearch(), new Date());
  const query: BuildsReportQuery = { kind: 'builds/report', from: range.from, to: range.to };
  const state = useLiveQuery(query);
  const setRange = (next: ReportRange) => navigate(`${location}?from=${next.from}&to=${next.to}`, { replace: true });

  return (
    <div data-testid="renders-report-page" className="flex flex-col gap-6">
      <PageHeading
        actions={
          <Link href={pathFor('brand-builds')} className={buttonClass('secondary')}>
            {t('RENDERS.BACK_TO_LIST')}
          </Link>
        }
      />
      <form className="flex flex-wrap items-start gap-3" aria-label={t('RENDERS.REPORT_RANGE')} onSubmit={(event) => event.preventDefault()}>
        {/* The URL changes only for a real day; a half-typed one stays in its field. */}
        <DateInput label={t('RENDERS.REPORT_FROM')} value={range.from} max={range.to} required onChange={(from) => isDay(from) && setRange({ ...range, from })} />
        <DateInput label={t('RENDERS.REPORT_TO')} value={range.to} min={range.from} max={today} required onChange={(to) => isDay(to) && setRange({ ...range, to })} />
      </form>
      <QueryStates state={state}>{(data) => <ReportBody report={data} range={range} renderHref={(id) => renderPath(pathFor, id)} />}</QueryStates>
    </div>
  );
}

function ReportBody({ report, range, renderHref }: { report: BuildsReport; range: ReportRange; renderHref: (id: string) => string }) {
  const { t } = useTranslation('renders');
  if (report.total === 0) return <EmptyState>{t('RENDERS.REPORT_EMPTY', { from: formatDate(range.from), to: formatDate(range.to) })}</EmptyState>;
  const failed = report.byStatus.find((row) => row.status === 'failed')?.count ?? 0;
  const rank = (status: string) => {
    const index = (BUILD_STATUSES as readonly string[]).indexOf(status);
    return index === -1 ? BUILD_STATUSES.length : index;
  };
  const statuses: BarRow[] = [...report.byStatus]
    .sort((a, b) => rank(a.status) - rank(b.status))
    .map((row) => ({ key: row.status, label: statusLabel(t, row.status), count: row.count, tone: STATUS_TONES[row.status] ?? 'bg-slate-400' }));
  const templates: BarRow[] = [...report.byTemplate].sort((a, b) => b.count - a.count).map((row) => ({ key: row.visualId, label: row.name, count: row.count, failed: row.failed }));
  const perDay = new Map(report.byDay.map((row) => [row.day.slice(0, 10), row]));
  const days = daysOf(range).map((day) => ({ day, count: perDay.get(day)?.count ?? 0, failed: perDay.get(day)?.failed ?? 0 }));

  return (
    <>
      <p className="text-sm text-slate-700" data-testid="report-totals">
        {t('RENDERS.REPORT_TOTALS', { count: report.total, failed, from: formatDate(range.from), to: formatDate(range.to) })}
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={t('RENDERS.REPORT_BY_STATUS')}>
          <HorizontalBars rows={statuses} label={t('RENDERS.REPORT_BY_STATUS')} />
        </Card>
        <Card title={t('RENDERS.REPORT_BY_TEMPLATE')}>
          <HorizontalBars rows={templates} label={t('RENDERS.REPORT_BY_TEMPLATE')} />
        </Card>
      </div>
      <Card title={t('RENDERS.REPORT_BY_DAY')}>
        <DayColumns days={days} label={t('RENDERS.REPORT_BY_DAY')} />
      </Card>
      <Card title={t('RENDERS.REPORT_FAILURES', { count: report.failures.length })}>
        {report.failures.length === 0 ? <EmptyState>{t('RENDERS.REPORT_NO_FAILURES')}</EmptyState> : null}
        {report.failureReasons.length > 0 ? (
          <div className="mb-4">
            <h3 className="mb-2 text-sm font-medium text-slate-700">{t('RENDERS.REPORT_REASONS')}</h3>
            <HorizontalBars rows={report.failureReasons.map((r) => ({ key: r.error, label: reasonMessage(t, r.reason, r.error) ?? r.error, count: r.count, tone: 'bg-red-500' }))} label={t('RENDERS.REPORT_REASONS')} wrapLabels />
          </div>
        ) : null}
        {report.failures.length === 0 ? null : (
          <DataTable
            variant="plain"
            testId="report-failures"
            rows={report.failures}
            rowKey={(failure) => failure.id}
            rowProps={() => ({ className: 'align-top' })}
            columns={[
              {
                key: 'render',
                header: t('RENDERS.COLUMN_RENDER'),
                cell: (failure) => (
                  <Link href={renderHref(failure.id)} className={link}>
                    #{failure.id}
                  </Link>
                ),
              },
              { key: 'template', header: t('RENDERS.COLUMN_TEMPLATE'), cell: (failure) => failure.visualName ?? t('RENDERS.UNKNOWN_TEMPLATE') },
              { key: 'when', header: t('RENDERS.REPORT_WHEN'), className: 'whitespace-nowrap tabular-nums', cell: (failure) => formatDateTime(failure.at) },
              { key: 'reason', header: t('RENDERS.REPORT_REASON'), className: 'text-red-800', cell: (failure) => reasonMessage(t, failure.reason, failure.error) },
            ]}
          />
        )}
      </Card>
    </>
  );
}
