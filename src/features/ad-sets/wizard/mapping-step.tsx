/**
 * Mapping: each template input takes a feed column (required ones must); the preview row shows
 * the first product's values through the mapping as it is being edited.
 */
import { useTranslation } from '../../../i18n/use-translation';
import type { AdSetDetail } from '../../../../worker/domains/ad-sets/contract';
import { describedBy, inputClass, SHOWS_FIELD_PROBLEMS } from '../../../components/ui/form-field';
import { useDataLayer } from '../../../data-client';
import { StepFrame } from './step-frame';
import { useStepForm } from './use-step-form';
import { checkMapping, previewValues } from './wizard-model';
import { STEP_KEYS } from './wizard-stepper';
import { DataTable } from '../../../components/ui/data-table';

export function MappingStep({ draft, onSaved, onBack, disabled }: { draft: AdSetDetail; onSaved: () => void; onBack: () => void; disabled: boolean }) {
  const { t } = useTranslation('ad-sets');
  const api = useDataLayer();
  const form = useStepForm<Readonly<Record<string, string>>>(draft.id, 'mapping', draft.mapping, (m) => checkMapping(draft.inputs, m));
  const preview = previewValues(form.values, draft.sampleProducts[0]);
  const next = async () => {
    const result = await form.submit((mapping) => api.dispatch({ type: 'ad-sets/save-step', id: draft.id, step: { step: 'mapping', mapping } }, SHOWS_FIELD_PROBLEMS), ['mapping']);
    if (result?.ok) onSaved();
  };
  return (
    <StepFrame title={t(STEP_KEYS.mapping)} intro={t('AD_SETS_WIZARD.MAPPING_INTRO')} onBack={onBack} onNext={() => void next()} busy={form.busy} other={form.other} nextDisabled={disabled}>
      <DataTable
        variant="plain"
        testId="mapping-table"
        rows={draft.inputs}
        rowKey={(input) => input.name}
        rowProps={() => ({ className: 'align-top' })}
        columns={[
          {
            key: 'input',
            header: t('AD_SETS_WIZARD.MAPPING_INPUT'),
            cell: (input) => (
              <>
                <label htmlFor={`mapping-${input.name}`} className="font-medium text-slate-900">
                  {input.name}
                  {input.required ? (
                    <span className="ml-1 text-red-700" aria-hidden="true">
                      *
                    </span>
                  ) : null}
                </label>
                <span className="block text-xs text-slate-500">{t(`AD_SETS_WIZARD.INPUT_TYPE_${input.type.toUpperCase()}`)}</span>
              </>
            ),
          },
          {
            key: 'column',
            header: t('AD_SETS_WIZARD.MAPPING_COLUMN'),
            cell: (input) => {
              const id = `mapping-${input.name}`;
              const problems = form.problems[`mapping.${input.name}`] ?? [];
              return (
                <>
                  <select id={id} value={form.values[input.name] ?? ''} disabled={disabled} onChange={(e) => form.change({ ...form.values, [input.name]: e.target.value })} className={inputClass(problems.length > 0)} aria-required={input.required} {...describedBy(id, problems)}>
                    <option value="">{t('AD_SETS_WIZARD.NOT_MAPPED')}</option>
                    {draft.feedColumns.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </select>
                  {problems.length > 0 ? (
                    <ul id={`${id}-problems`} className="mt-1 text-sm text-red-700" data-testid={`${id}-problems`}>
                      {problems.map((p, i) => (
                        <li key={i}>{'text' in p ? p.text : t(p.key, p.params)}</li>
                      ))}
                    </ul>
                  ) : null}
                </>
              );
            },
          },
          {
            key: 'preview',
            header: t('AD_SETS_WIZARD.MAPPING_PREVIEW', { product: draft.sampleProducts[0]?.name ?? '–' }),
            className: 'text-slate-700',
            cellProps: (input) => ({ 'data-testid': `preview-${input.name}` }),
            cell: (input) => preview[input.name] ?? '–',
          },
        ]}
      />
    </StepFrame>
  );
}
