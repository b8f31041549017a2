/**
 * Topping up (docs/brand-money.md): the reference backend takes no payments, so a manager sends a
 * top-up request (amount and what it is for) that waits for whoever sells credits; everyone who
 * sees the wallet sees the requests. Others are told to ask a manager.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useDisplayedBrandUser } from '../../shell/router/use-brand-scope';
import { Button, focusRing } from '../../components/ui/button';
import { Card, InlineError } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { EmptyState } from '../../components/ui/page-states';
import { QueryStates } from '../../components/ui/query-states';
import { useDataLayer, useLiveQuery } from '../../data-client';
import { formatDateTime } from '../../lib/dates';

const input = `w-full rounded-md border bg-white px-2 py-1.5 text-sm text-slate-800 ${focusRing}`;

function TopUpForm() {
  const { t } = useTranslation('brand-money');
  const api = useDataLayer();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Readonly<Record<string, readonly string[]>>>({});
  const [result, setResult] = useState<'sent' | string | null>(null);
  const amountError = errors.amount?.join(' ');

  const submit = async () => {
    const value = Number(amount);
    if (amount.trim() === '' || !Number.isInteger(value) || value < 1) {
      setErrors({ amount: [t('BRAND_MONEY_TOP_UP.AMOUNT_INVALID')] });
      return;
    }
    setSending(true);
    setErrors({});
    setResult(null);
    const outcome = await api.dispatch({ type: 'wallet/request-top-up', amount: value, note });
    setSending(false);
    if (outcome.ok) {
      setAmount('');
      setNote('');
      setResult('sent');
    } else {
      setErrors(outcome.fieldErrors ?? {});
      if (outcome.fieldErrors === undefined) setResult(outcome.message ?? t(outcome.error ?? 'REQUESTS.FAILED_UNKNOWN', { status: '', statusText: '' }));
    }
  };

  return (
    <form
      className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start"
      aria-label={t('BRAND_MONEY_TOP_UP.FORM')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-amount`} className="text-xs font-medium text-slate-600">
          {t('BRAND_MONEY_TOP_UP.AMOUNT')}
        </label>
        <input
          id={`${id}-amount`}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          className={`${input} ${amountError === undefined ? 'border-slate-300' : 'border-red-500'}`}
          value={amount}
          aria-invalid={amountError !== undefined}
          aria-describedby={amountError === undefined ? undefined : `${id}-amount-error`}
          onChange={(event) => setAmount(event.target.value)}
        />
        {amountError === undefined ? null : (
          <p id={`${id}-amount-error`} className="text-xs text-red-700">
            {amountError}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-note`} className="text-xs font-medium text-slate-600">
          {t('BRAND_MONEY_TOP_UP.NOTE')}
        </label>
        <input id={`${id}-note`} type="text" maxLength={500} className={`${input} border-slate-300`} value={note} onChange={(event) => setNote(event.target.value)} />
        {errors.note === undefined ? null : <p className="text-xs text-red-700">{errors.note.join(' ')}</p>}
      </div>
      <div className="sm:pt-5">
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {sending ? <Spinner label={t('BRAND_MONEY_TOP_UP.SENDING')} className="h-4 w-4" /> : null}
          {t('BRAND_MONEY_TOP_UP.SEND')}
        </Button>
      </div>
      <div className="sm:col-span-3" aria-live="polite">
        {result === 'sent' ? <p className="text-sm text-emerald-800">{t('BRAND_MONEY_TOP_UP.SENT')}</p> : null}
        {result !== null && result !== 'sent' ? <InlineError>{result}</InlineError> : null}
      </div>
    </form>
  );
}

function TopUpRequests() {
  const { t, i18n } = useTranslation('brand-money');
  const state = useLiveQuery({ kind: 'wallet/top-up-requests' });
  const number = new Intl.NumberFormat(i18n.language);
  // Nothing while loading: the requests appear under the form once there is an answer.
  return (
    <QueryStates state={state} loading={null} isEmpty={(data) => data.requests.length === 0} empty={<EmptyState>{t('BRAND_MONEY_TOP_UP.NONE')}</EmptyState>}>
      {(data) => (
        <ul className="divide-y divide-slate-100 text-sm" aria-label={t('BRAND_MONEY_TOP_UP.REQUESTS')} data-testid="top-up-requests">
          {data.requests.map((request) => (
            <li key={request.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span>
                <span className="font-medium text-slate-900">{t('BRAND_MONEY_WALLET.CREDITS', { value: number.format(request.amount) })}</span>
                {request.note === null ? null : <span className="text-slate-600"> · {request.note}</span>}
              </span>
              <span className="text-slate-600">
                {t(request.status === 'pending' ? 'BRAND_MONEY_TOP_UP.PENDING' : 'BRAND_MONEY_TOP_UP.DONE')} · {formatDateTime(request.createdAt)}
                {request.user === null ? null : ` · ${request.user.name}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

export function TopUp() {
  const { t } = useTranslation('brand-money');
  const brandUser = useDisplayedBrandUser();
  const mayRequest = brandUser?.primaryRole === 'manager';
  return (
    <Card title={t('BRAND_MONEY_TOP_UP.TITLE')}>
      <div className="space-y-4">
        {mayRequest ? <TopUpForm /> : <p className="text-sm text-slate-600">{t('BRAND_MONEY_TOP_UP.ASK_MANAGER')}</p>}
        <TopUpRequests />
      </div>
    </Card>
  );
}
