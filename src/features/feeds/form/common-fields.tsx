/** The fields every kind has: the feed's name and the currency its prices are in. */
import { useTranslation } from '../../../i18n/use-translation';
import { FEED_CURRENCIES } from '../feed-options';
import { describedBy, Field, inputClass } from '../../../components/ui/form-field';
import type { Problems } from './feed-form-model';
import { problemsOf } from './use-feed-form';

export function NameAndCurrency({ name, currency, problems, onChange }: { name: string; currency: string; problems: Problems; onChange: (next: { name?: string; currency?: string }) => void }) {
  const { t } = useTranslation('feeds');
  const nameProblems = problemsOf(problems, 'name');
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <div className="sm:col-span-2">
        <Field id="feed-name" label={t('FEEDS_FORM.NAME')} required problems={nameProblems}>
          <input id="feed-name" value={name} onChange={(e) => onChange({ name: e.target.value })} className={inputClass(nameProblems.length > 0)} {...describedBy('feed-name', nameProblems)} />
        </Field>
      </div>
      <Field id="feed-currency" label={t('FEEDS_FORM.CURRENCY')} hint={t('FEEDS_FORM.CURRENCY_HINT')} problems={problemsOf(problems, 'currency')}>
        <select id="feed-currency" value={currency} onChange={(e) => onChange({ currency: e.target.value })} className={inputClass(false)} {...describedBy('feed-currency', [], true)}>
          {FEED_CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}

export function FormProblems({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul role="alert" className="space-y-0.5 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="feed-form-problems">
      {messages.map((m, i) => (
        <li key={i}>{m}</li>
      ))}
    </ul>
  );
}
