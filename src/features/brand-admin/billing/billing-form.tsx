/** The billing details form: our checks first, then the server's 422s next to the same fields. */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { BillingAddress } from '../../../../worker/domains/brand-admin/contract';
import { Button } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/card';
import { describedBy, Field, type FieldProblem, type FieldProblems, inputClass, serverFieldProblems, SHOWS_FIELD_PROBLEMS } from '../../../components/ui/form-field';
import { useDataLayer } from '../../../data-client';
import { COUNTRIES } from '../../../../worker/contract/billing-rules';
import { SERVER_FIELDS, toBillingAddress, validateBilling, type BillingField } from './billing-model';

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function BillingForm({ initial }: { initial: BillingAddress }) {
  const { t, i18n } = useTranslation('brand-admin');
  const api = useDataLayer();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<FieldProblems<BillingField>>({});
  const [other, setOther] = useState<readonly string[]>([]);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');

  // Our problems are keys of this area; translate them here (ProblemText uses the shared namespace).
  const shown = (field: BillingField): readonly FieldProblem[] => (problems[field] ?? []).map((p) => ('key' in p ? { text: t(p.key) } : p));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const own = validateBilling(values);
    setProblems(own);
    setOther([]);
    if (Object.keys(own).length > 0) return;
    setState('saving');
    const result = await api.dispatch({ type: 'brand-admin/save-billing-details', details: toBillingAddress(values) }, SHOWS_FIELD_PROBLEMS);
    if (result.ok) return setState('saved');
    setState('idle');
    const server = serverFieldProblems(result.fieldErrors, (name) => SERVER_FIELDS[name]);
    setProblems(server.fields);
    setOther(result.fieldErrors === undefined ? [result.message ?? t('BRAND_ADMIN.SAVE_FAILED')] : server.other);
  };

  const change = (field: BillingField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => ({ ...p, [field]: [] }));
    setState('idle');
  };

  const input = (field: BillingField, label: string, options: { required?: boolean; type?: string; autoComplete?: string; hint?: string } = {}): ReactNode => {
    const id = `billing-${field}`;
    const list = shown(field);
    return (
      <Field id={id} label={label} required={options.required ?? true} problems={list} {...(options.hint ? { hint: options.hint } : {})}>
        <input
          id={id}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          className={inputClass(list.length > 0)}
          value={values[field]}
          onChange={(e) => change(field, e.target.value)}
          {...describedBy(id, list, options.hint !== undefined)}
        />
      </Field>
    );
  };

  const countries = [...COUNTRIES].map((code) => ({ code, name: countryName(code, i18n.language) })).sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  return (
    <form className="space-y-4" onSubmit={(e) => void submit(e)} noValidate data-testid="billing-form">
      {input('companyName', t('BRAND_ADMIN_BILLING.COMPANY'), { autoComplete: 'organization' })}
      {input('billingEmail', t('BRAND_ADMIN_BILLING.EMAIL'), { type: 'email', autoComplete: 'email' })}
      {input('vatId', t('BRAND_ADMIN_BILLING.VAT'), { required: false, hint: t('BRAND_ADMIN_BILLING.VAT_HINT') })}
      <fieldset className="min-w-0 space-y-4 rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-700">{t('BRAND_ADMIN_BILLING.ADDRESS')}</legend>
        {input('street', t('BRAND_ADMIN_BILLING.STREET'), { autoComplete: 'street-address' })}
        <div className="grid gap-4 sm:grid-cols-2">
          {input('city', t('BRAND_ADMIN_BILLING.CITY'), { autoComplete: 'address-level2' })}
          {input('postalCode', t('BRAND_ADMIN_BILLING.POSTAL'), { autoComplete: 'postal-code' })}
        </div>
        <Field id="billing-country" label={t('BRAND_ADMIN_BILLING.COUNTRY')} required problems={shown('country')}>
          <select id="billing-country" className={inputClass(shown('country').length > 0)} value={values.country} onChange={(e) => change('country', e.target.value)} {...describedBy('billing-country', shown('country'))}>
            <option value="">{t('BRAND_ADMIN_BILLING.COUNTRY_CHOOSE')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>
      {other.length > 0 ? <InlineError>{other.join(' ')}</InlineError> : null}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={state === 'saving'} data-testid="billing-save">
          {state === 'saving' ? t('BRAND_ADMIN.SAVING') : t('BRAND_ADMIN.SAVE')}
        </Button>
        {state === 'saved' ? (
          <p role="status" className="text-sm text-emerald-700" data-testid="billing-saved">
            {t('BRAND_ADMIN.SAVED')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
