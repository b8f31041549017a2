/**
 * The wallet's spending history: a server-paginated list of credit transactions, newest first,
 * within an optional period of days (never beyond today). Watched live: a Spend makes the shown
 * page refetch, so a new render's charge appears on top of the first page.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import type { CreditTransaction, TransactionsQuery } from '../../../worker/contract/brand-money';
import { useBrandPath } from '../../shell/router/use-brand-path';
import { Button, focusRing } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DateInput } from '../../components/ui/date-input';
import { useLiveQuery } from '../../data-client';
import { isDay } from '../../lib/date-text';
import { formatDate, formatDateTime } from '../../lib/dates';
import { isoDayOf } from './usage-range';
import { EmptyState } from '../../components/ui/page-states';
import { DataTable } from '../../components/ui/data-table';
import { QueryStates } from '../../components/ui/query-states';
import { Pagination } from '../../components/ui/pagination';

const HISTORY_PAGE_SIZE = 20;
const link = `rounded-sm text-indigo-700 hover:underline ${focusRing}`;

function Amount({ value }: { value: number }) {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  return <span className={`font-medium tabular-nums ${value < 0 ? 'text-red-700' : value > 0 ? 'text-emerald-700' : 'text-slate-700'}`}>{number.format(value)}</span>;
}

function ForWhat({ transaction }: { transaction: CreditTransaction }) {
  const { t } = useTranslation('brand-money');
  const pathFor = useBrandPath();
  if (transaction.visual !== null) {
    return (
      <Link href={pathFor('brand-visuals-visualId', { visualId: transaction.visual.id })} className={link}>
        {transaction.visual.name}
      </Link>
    );
  }
  if (transaction.buildId !== null) {
    return (
      <Link href={pathFor('brand-builds-visualBuildId', { visualBuildId: transaction.buildId })} className={link}>
        {t('BRAND_MONEY_HISTORY.RENDER', { id: transaction.buildId })}
      </Link>
    );
  }
  return <span className="text-slate-500">—</span>;
}

export function SpendingHistory() {
  const { t } = useTranslation('brand-money');
  const today = isoDayOf(new Date());
  const [page, setPage] = useState(1);
  const [period, setPeriod] = useState({ from: '', to: '' });
  // A bound is '' (open), a day, or the text of a date being typed (no day yet: not applied).
  const validPeriod = [period.from, period.to].every((bound) => bound === '' || (isDay(bound) && bound <= today)) && (period.from === '' || period.to === '' || period.from <= period.to);
  const query: TransactionsQuery = {
    kind: 'wallet/transactions',
    page,
    perPage: HISTORY_PAGE_SIZE,
    ...(validPeriod && period.from !== '' ? { from: period.from } : {}),
    ...(validPeriod && period.to !== '' ? { to: period.to } : {}),
  };
  const state = useLiveQuery(query);
  const changePeriod = (next: typeof period) => {
    setPeriod(next);
    setPage(1);
  };

  return (
    <Card title={t('BRAND_MONEY_HISTORY.TITLE')}>
      <form className="mb-4 flex flex-wrap items-start gap-4" aria-label={t('BRAND_MONEY_HISTORY.PERIOD')} onSubmit={(event) => event.preventDefault()}>
        <DateInput label={t('BRAND_MONEY_HISTORY.FROM')} value={period.from} max={period.to !== '' && period.to < today ? period.to : today} onChange={(from) => changePeriod({ ...period, from })} error={period.from > today ? t('BRAND_MONEY_USAGE.ERROR_AFTER_TODAY', { today: formatDate(today) }) : undefined} />
        <DateInput
          label={t('BRAND_MONEY_HISTORY.TO')}
          value={period.to}
          min={period.from === '' ? undefined : period.from}
          max={today}
          onChange={(to) => changePeriod({ ...period, to })}
          error={period.to > today ? t('BRAND_MONEY_USAGE.ERROR_AFTER_TODAY', { today: formatDate(today) }) : period.from !== '' && period.to !== '' && period.to < period.from ? t('BRAND_MONEY_USAGE.ERROR_TO_BEFORE_FROM') : undefined}
        />
        {period.from !== '' || period.to !== '' ? (
          <div className="pt-5">
            <Button variant="ghost" onClick={() => changePeriod({ from: '', to: '' })}>
              {t('BRAND_MONEY_HISTORY.ALL_TIME')}
            </Button>
          </div>
        ) : null}
      </form>
      <QueryStates state={state} isEmpty={(data) => data.items.length === 0} empty={<EmptyState>{t('BRAND_MONEY_HISTORY.EMPTY')}</EmptyState>}>
        {(data) => (
          <>
            <DataTable
              variant="plain"
              testId="spending-history"
              rows={data.items}
              rowKey={(transaction) => transaction.id}
              columns={[
                { key: 'date', header: t('BRAND_MONEY_HISTORY.DATE'), className: 'whitespace-nowrap tabular-nums', cell: (transaction) => formatDateTime(transaction.createdAt) },
                { key: 'kind', header: t('BRAND_MONEY_HISTORY.KIND'), cell: (transaction) => t(`BRAND_MONEY_HISTORY.KIND_${transaction.kind.toUpperCase().replace('-', '_')}`) },
                { key: 'amount', header: t('BRAND_MONEY_HISTORY.AMOUNT'), align: 'right', cell: (transaction) => <Amount value={transaction.amount} /> },
                { key: 'for', header: t('BRAND_MONEY_HISTORY.FOR'), cell: (transaction) => <ForWhat transaction={transaction} /> },
                { key: 'who', header: t('BRAND_MONEY_HISTORY.WHO'), cell: (transaction) => transaction.user?.name ?? <span className="text-slate-500">—</span> },
              ]}
            />
            <Pagination
              meta={data}
              onPage={setPage}
              label={t('BRAND_MONEY_HISTORY.PAGES')}
              summary={t('BRAND_MONEY_HISTORY.PAGE_OF', { page: data.page, last: data.lastPage, total: data.total })}
              summaryTestId="history-page"
            />
          </>
        )}
      </QueryStates>
    </Card>
  );
}
