/**
 * Brand settings → Usage statistics (spec sections 2, 5, 7, 9): pick a range (by default this month
 * through today, never beyond today), or the entire period the server has data for, and download
 * it as an xlsx named by the two dates. The worker fetches the file (usage-stats/download). The page
 * and the server check the range by one rule (worker/contract/usage-range.ts), so a refusal is
 * rare (a device clock set ahead); it is shown next to its field, in the user's language: never
 * the server's English with ISO dates.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeading } from '../../shell/layouts/page-heading';
import { Button } from '../../components/ui/button';
import { Card, InlineError } from '../../components/ui/card';
import { DateInput } from '../../components/ui/date-input';
import { Spinner } from '../../components/ui/spinner';
import { useDataLayer, useLiveQuery } from '../../data-client';
import { formatDate } from '../../lib/dates';
import { saveFile } from '../../lib/save-file';
import { defaultUsageRange, entireRange, isoDayOf, usageRangeErrors, type UsageRange } from './usage-range';

type Outcome = { readonly kind: 'saved'; readonly name: string } | { readonly kind: 'failed'; readonly message: string; readonly fields: Readonly<Record<string, readonly string[]>> };

export function UsageStatisticsPage() {
  const { t } = useTranslation('brand-money');
  const api = useDataLayer();
  const today = isoDayOf(new Date());
  const [range, setRange] = useState<UsageRange>(() => defaultUsageRange(new Date()));
  const [downloading, setDownloading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const period = useLiveQuery({ kind: 'usage-stats/period' });
  const errors = usageRangeErrors(range, today);
  const invalid = errors.from !== undefined || errors.to !== undefined;
  const serverFields = outcome?.kind === 'failed' ? outcome.fields : {};

  const change = (next: UsageRange) => {
    setRange(next);
    setOutcome(null);
  };

  const download = async () => {
    if (invalid || downloading) return;
    setDownloading(true);
    setOutcome(null);
    try {
      const result = await api.dispatch({ type: 'usage-stats/download', from: range.from, to: range.to });
      if (result.ok && result.file !== undefined) {
        saveFile(result.file);
        setOutcome({ kind: 'saved', name: result.file.name });
      } else {
        const message = result.message ?? t(result.error ?? 'REQUESTS.FAILED_UNKNOWN', result.errorParams ?? {});
        setOutcome({ kind: 'failed', message, fields: result.fieldErrors ?? {} });
      }
    } catch (error) {
      console.error('usage statistics download failed', error);
      setOutcome({ kind: 'failed', message: t('REQUESTS.FAILED_UNKNOWN'), fields: {} });
    } finally {
      setDownloading(false);
    }
  };

  const fieldError = (field: 'from' | 'to') => {
    if (errors[field] !== undefined) return t(errors[field]!, { today: formatDate(today) });
    // The page's own check passed, so the server's clock disagrees with the device's.
    return serverFields[field] === undefined ? undefined : t('BRAND_MONEY_USAGE.ERROR_REFUSED');
  };

  return (
    <div className="space-y-6" data-testid="usage-statistics-page">
      <PageHeading subtitle={t('BRAND_MONEY_USAGE.INTRO')} />
      <Card title={t('BRAND_MONEY_USAGE.RANGE')}>
        <form
          className="flex flex-wrap items-start gap-4"
          aria-label={t('BRAND_MONEY_USAGE.RANGE')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void download();
          }}
        >
          <DateInput label={t('BRAND_MONEY_USAGE.FROM')} value={range.from} max={range.to !== '' && range.to < today ? range.to : today} error={fieldError('from')} onChange={(from) => change({ ...range, from })} />
          <DateInput label={t('BRAND_MONEY_USAGE.TO')} value={range.to} min={range.from === '' ? undefined : range.from} max={today} error={fieldError('to')} onChange={(to) => change({ ...range, to })} />
          <div className="flex flex-wrap gap-2 pt-5">
            <Button type="submit" disabled={invalid || downloading} aria-busy={downloading} data-testid="usage-download">
              {downloading ? <Spinner label={t('BRAND_MONEY_USAGE.DOWNLOADING')} className="h-4 w-4" /> : null}
              {downloading ? t('BRAND_MONEY_USAGE.DOWNLOADING') : t('BRAND_MONEY_USAGE.DOWNLOAD')}
            </Button>
            <Button variant="secondary" onClick={() => change(defaultUsageRange(new Date()))}>
              {t('BRAND_MONEY_USAGE.THIS_MONTH')}
            </Button>
            {period.status === 'ok' ? (
              <Button variant="secondary" onClick={() => change(entireRange(period.data, today))} data-testid="usage-entire-period">
                {t('BRAND_MONEY_USAGE.ENTIRE_PERIOD', { from: formatDate(period.data.from) })}
              </Button>
            ) : null}
          </div>
        </form>
        <p className="mt-4 text-sm text-slate-600">{t('BRAND_MONEY_USAGE.FILE_NOTE')}</p>
        {period.status === 'error' ? <p className="mt-2 text-sm text-slate-600">{t('BRAND_MONEY_USAGE.PERIOD_UNKNOWN')}</p> : null}
      </Card>
      <div aria-live="polite">
        {outcome?.kind === 'saved' ? (
          <p className="text-sm text-emerald-800" data-testid="usage-saved">
            {t('BRAND_MONEY_USAGE.SAVED', { name: outcome.name })}
          </p>
        ) : null}
        {outcome?.kind === 'failed' && Object.keys(outcome.fields).length === 0 ? <InlineError>{t('BRAND_MONEY_USAGE.FAILED', { reason: outcome.message })}</InlineError> : null}
      </div>
    </div>
  );
}
