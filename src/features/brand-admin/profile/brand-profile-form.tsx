/**
 * Managers rename the brand and set its language (`PUT /brand/profile`). The server's 422s show
 * next to the fields; after saving, the brand user is refetched so the header and brand menu
 * show the new label (other tabs hear BrandUpdated).
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { BrandUser } from '../../../../worker/contract/entities';
import { Button } from '../../../components/ui/button';
import { Card, InlineError } from '../../../components/ui/card';
import { describedBy, Field, type FieldProblems, inputClass, serverFieldProblems, SHOWS_FIELD_PROBLEMS } from '../../../components/ui/form-field';
import { useDataLayer } from '../../../data-client';
import { BRAND_LANGUAGES, languageName } from './brand-languages';

type ProfileField = 'label' | 'languageCode';
const SERVER_FIELDS: Readonly<Record<string, ProfileField>> = { label: 'label', language_code: 'languageCode' };

export function BrandProfileForm({ brandUser }: { brandUser: BrandUser }) {
  const { t, i18n } = useTranslation('brand-admin');
  const api = useDataLayer();
  const id = useId();
  const [label, setLabel] = useState(brandUser.brand.label);
  const [languageCode, setLanguageCode] = useState(brandUser.brand.languageCode ?? 'en');
  const [collaborativeMode, setCollaborativeMode] = useState(brandUser.brand.collaborativeMode);
  const [problems, setProblems] = useState<FieldProblems<ProfileField>>({});
  const [other, setOther] = useState<readonly string[]>([]);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (label.trim() === '') {
      setProblems({ label: [{ text: t('BRAND_ADMIN_PROFILE.LABEL_REQUIRED') }] });
      return;
    }
    setState('saving');
    setProblems({});
    setOther([]);
    const result = await api.dispatch({ type: 'brand-admin/save-brand-profile', label: label.trim(), languageCode, collaborativeMode }, SHOWS_FIELD_PROBLEMS);
    if (result.ok) return setState('saved');
    setState('idle');
    const server = serverFieldProblems(result.fieldErrors, (name) => SERVER_FIELDS[name]);
    setProblems(server.fields);
    setOther(result.fieldErrors === undefined ? [result.message ?? t('BRAND_ADMIN.SAVE_FAILED')] : server.other);
  };

  const labelId = `${id}-label`;
  const languageId = `${id}-language`;
  return (
    <Card title={t('BRAND_ADMIN_PROFILE.EDIT_TITLE')}>
      <form className="space-y-4" onSubmit={(e) => void submit(e)} noValidate data-testid="brand-profile-form">
        <Field id={labelId} label={t('BRAND_ADMIN_PROFILE.LABEL')} required problems={problems.label ?? []}>
          <input
            id={labelId}
            className={inputClass((problems.label ?? []).length > 0)}
            value={label}
            maxLength={64}
            onChange={(e) => {
              setLabel(e.target.value);
              setState('idle');
            }}
            {...describedBy(labelId, problems.label ?? [])}
          />
        </Field>
        <Field id={languageId} label={t('BRAND_ADMIN_PROFILE.LANGUAGE')} problems={problems.languageCode ?? []}>
          <select
            id={languageId}
            className={inputClass((problems.languageCode ?? []).length > 0)}
            value={languageCode}
            onChange={(e) => {
              setLanguageCode(e.target.value);
              setState('idle');
            }}
            {...describedBy(languageId, problems.languageCode ?? [])}
          >
            {BRAND_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {languageName(code, i18n.language)}
              </option>
            ))}
          </select>
        </Field>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 rounded border-slate-300"
            checked={collaborativeMode}
            onChange={(e) => {
              setCollaborativeMode(e.target.checked);
              setState('idle');
            }}
            data-testid="brand-collaborative-toggle"
          />
          <span>
            <span className="font-medium">{t('BRAND_ADMIN_PROFILE.COLLABORATIVE_TOGGLE')}</span>
            <span className="block text-slate-600">{collaborativeMode ? t('BRAND_ADMIN_PROFILE.COLLABORATIVE_ON_HINT') : t('BRAND_ADMIN_PROFILE.COLLABORATIVE_OFF_HINT')}</span>
          </span>
        </label>
        {other.length > 0 ? <InlineError>{other.join(' ')}</InlineError> : null}
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={state === 'saving'} data-testid="brand-profile-save">
            {state === 'saving' ? t('BRAND_ADMIN.SAVING') : t('BRAND_ADMIN.SAVE')}
          </Button>
          {state === 'saved' ? (
            <p role="status" className="text-sm text-emerald-700">
              {t('BRAND_ADMIN.SAVED')}
            </p>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
