/**
 * The first step: name, format and the template version (approved versions, searchable by the
 * template's name). Without a draft, Next creates one; with one, it saves the settings.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { AdSetDetail, AdSetOptions } from '../../../../worker/domains/ad-sets/contract';
import { describedBy, Field, inputClass, SHOWS_FIELD_PROBLEMS } from '../../../components/ui/form-field';
import { useDataLayer } from '../../../data-client';
import { StepFrame } from './step-frame';
import { useStepForm } from './use-step-form';
import { checkSettings, type SettingsValues } from './wizard-model';
import { STEP_KEYS } from './wizard-stepper';

export function SettingsStep({ draft, options, onSaved, disabled }: { draft: AdSetDetail | null; options: AdSetOptions; onSaved: (id: string) => void; disabled: boolean }) {
  const { t } = useTranslation('ad-sets');
  const api = useDataLayer();
  const saved: SettingsValues = { name: draft?.name ?? '', format: draft?.format ?? options.formats[0] ?? 'html', versionId: draft?.versionId ?? '' };
  const form = useStepForm(draft?.id ?? null, 'settings', saved, checkSettings);
  const [filter, setFilter] = useState('');
  const { values, problems } = form;
  const needle = filter.trim().toLowerCase();
  const versions = options.versions.filter((v) => v.id === values.versionId || needle === '' || v.label.toLowerCase().includes(needle));

  const next = async () => {
    const result = await form.submit(
      (settings) => (draft === null ? api.dispatch({ type: 'ad-sets/create-draft', settings }, SHOWS_FIELD_PROBLEMS) : api.dispatch({ type: 'ad-sets/save-step', id: draft.id, step: { step: 'settings', settings } }, SHOWS_FIELD_PROBLEMS)),
      ['name', 'format', 'visual_version_id'],
    );
    if (result?.ok && result.id !== undefined) onSaved(result.id);
  };

  return (
    <StepFrame title={t(STEP_KEYS.settings)} intro={t('AD_SETS_WIZARD.SETTINGS_INTRO')} onNext={() => void next()} busy={form.busy} other={form.other} nextDisabled={disabled}>
      <Field id="ad-set-name" label={t('AD_SETS_WIZARD.NAME')} required problems={problems.name ?? []}>
        <input id="ad-set-name" value={values.name} disabled={disabled} onChange={(e) => form.change({ ...values, name: e.target.value })} className={inputClass((problems.name ?? []).length > 0)} {...describedBy('ad-set-name', problems.name ?? [])} />
      </Field>
      <Field id="ad-set-format" label={t('AD_SETS_WIZARD.FORMAT')} required problems={problems.format ?? []}>
        <select id="ad-set-format" value={values.format} disabled={disabled} onChange={(e) => form.change({ ...values, format: e.target.value })} className={inputClass((problems.format ?? []).length > 0)} {...describedBy('ad-set-format', problems.format ?? [])}>
          {options.formats.map((f) => (
            <option key={f} value={f}>
              {f.toUpperCase()}
            </option>
          ))}
        </select>
      </Field>
      <Field id="ad-set-version" label={t('AD_SETS_WIZARD.VERSION')} required hint={t('AD_SETS_WIZARD.VERSION_HINT')} problems={problems.visual_version_id ?? []}>
        <input type="search" aria-label={t('AD_SETS_WIZARD.VERSION_SEARCH')} placeholder={t('AD_SETS_WIZARD.VERSION_SEARCH')} value={filter} onChange={(e) => setFilter(e.target.value)} className={`${inputClass(false)} mb-2`} disabled={disabled} />
        <select
          id="ad-set-version"
          size={Math.min(6, Math.max(2, versions.length + 1))}
          value={values.versionId}
          disabled={disabled}
          onChange={(e) => form.change({ ...values, versionId: e.target.value })}
          className={inputClass((problems.visual_version_id ?? []).length > 0)}
          {...describedBy('ad-set-version', problems.visual_version_id ?? [], true)}
        >
          {versions.length === 0 ? <option disabled>{t('AD_SETS_WIZARD.NO_VERSIONS')}</option> : null}
          {versions.map((v) => (
            <option key={v.id} value={v.id}>
              {v.label}
            </option>
          ))}
        </select>
      </Field>
    </StepFrame>
  );
}
