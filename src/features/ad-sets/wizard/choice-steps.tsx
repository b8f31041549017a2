/**
 * The steps that choose from a list: the feed (one, with its product count), the languages (at
 * least one) and the resizes (at least one of the template's sizes; Finish marks the ad set ready).
 */
import { useTranslation } from '../../../i18n/use-translation';
import type { AdSetDetail, AdSetOptions } from '../../../../worker/domains/ad-sets/contract';
import { focusRing } from '../../../components/ui/button';
import type { FieldProblem } from '../../../components/ui/form-field';
import { useDataLayer } from '../../../data-client';
import { StepFrame } from './step-frame';
import { useStepForm } from './use-step-form';
import { checkFeed, checkLanguages, checkSizes } from './wizard-model';
import { STEP_KEYS } from './wizard-stepper';
import { SHOWS_FIELD_PROBLEMS } from '../../../components/ui/form-field';

interface StepProps {
  readonly draft: AdSetDetail;
  readonly onSaved: () => void;
  readonly onBack: () => void;
  readonly disabled: boolean;
}

function ChoiceGroup({ id, legend, problems, children }: { id: string; legend: string; problems: readonly FieldProblem[]; children: React.ReactNode }) {
  const { t } = useTranslation('ad-sets');
  return (
    <fieldset aria-describedby={problems.length > 0 ? `${id}-problems` : undefined} aria-invalid={problems.length > 0 ? true : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">{children}</div>
      {problems.length > 0 ? (
        <ul id={`${id}-problems`} className="mt-2 space-y-0.5 text-sm text-red-700" data-testid={`${id}-problems`}>
          {problems.map((p, i) => (
            <li key={i}>{'text' in p ? p.text : t(p.key, p.params)}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

const optionClass = (checked: boolean) => `flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm ${checked ? 'border-indigo-500 bg-indigo-50' : 'border-slate-200 bg-white hover:bg-slate-50'}`;

export function FeedStep({ draft, options, onSaved, onBack, disabled }: StepProps & { options: AdSetOptions }) {
  const { t } = useTranslation('ad-sets');
  const api = useDataLayer();
  const form = useStepForm(draft.id, 'feed', draft.feedId ?? '', checkFeed);
  const next = async () => {
    const result = await form.submit((feedId) => api.dispatch({ type: 'ad-sets/save-step', id: draft.id, step: { step: 'feed', feedId } }, SHOWS_FIELD_PROBLEMS), ['feed_id']);
    if (result?.ok) onSaved();
  };
  return (
    <StepFrame title={t(STEP_KEYS.feed)} intro={t('AD_SETS_WIZARD.FEED_INTRO')} onBack={onBack} onNext={() => void next()} busy={form.busy} other={form.other} nextDisabled={disabled}>
      {options.feeds.length === 0 ? <p className="text-sm text-slate-600">{t('AD_SETS_WIZARD.NO_FEEDS')}</p> : null}
      <ChoiceGroup id="ad-set-feed" legend={t('AD_SETS_WIZARD.FEED')} problems={form.problems.feed_id ?? []}>
        {options.feeds.map((f) => (
          <label key={f.id} className={optionClass(form.values === f.id)}>
            <input type="radio" name="feed" value={f.id} checked={form.values === f.id} disabled={disabled} onChange={() => form.change(f.id)} className={focusRing} />
            <span className="flex flex-col">
              <span className="font-medium text-slate-900">{f.name}</span>
              <span className="text-xs text-slate-600">{t('AD_SETS_WIZARD.PRODUCTS_COUNT', { n: f.productsCount })}</span>
            </span>
          </label>
        ))}
      </ChoiceGroup>
    </StepFrame>
  );
}

export function LocalizeStep({ draft, options, onSaved, onBack, disabled }: StepProps & { options: AdSetOptions }) {
  const { t } = useTranslation('ad-sets');
  const api = useDataLayer();
  const form = useStepForm<readonly string[]>(draft.id, 'localize', draft.languages, checkLanguages);
  const toggle = (code: string) => form.change(form.values.includes(code) ? form.values.filter((c) => c !== code) : [...form.values, code]);
  const next = async () => {
    const result = await form.submit((languages) => api.dispatch({ type: 'ad-sets/save-step', id: draft.id, step: { step: 'localize', languages } }, SHOWS_FIELD_PROBLEMS), ['languages']);
    if (result?.ok) onSaved();
  };
  return (
    <StepFrame title={t(STEP_KEYS.localize)} intro={t('AD_SETS_WIZARD.LOCALIZE_INTRO')} onBack={onBack} onNext={() => void next()} busy={form.busy} other={form.other} nextDisabled={disabled}>
      <ChoiceGroup id="ad-set-languages" legend={t('AD_SETS_WIZARD.LANGUAGES')} problems={form.problems.languages ?? []}>
        {options.languages.map((code) => (
          <label key={code} className={optionClass(form.values.includes(code))}>
            <input type="checkbox" checked={form.values.includes(code)} disabled={disabled} onChange={() => toggle(code)} className={focusRing} data-testid={`language-${code}`} />
            <span className="font-medium text-slate-900">{t(`AD_SETS_LANGUAGES.${code.toUpperCase()}`, { defaultValue: code.toUpperCase() })}</span>
            <span className="text-xs uppercase text-slate-500">{code}</span>
          </label>
        ))}
      </ChoiceGroup>
    </StepFrame>
  );
}

type Size = { readonly width: number; readonly height: number };
const sameSize = (a: Size, b: Size) => a.width === b.width && a.height === b.height;

export function ResizesStep({ draft, onSaved, onBack, disabled }: StepProps) {
  const { t } = useTranslation('ad-sets');
  const api = useDataLayer();
  const form = useStepForm<readonly Size[]>(draft.id, 'resizes', draft.sizes, checkSizes);
  const toggle = (size: Size) => form.change(form.values.some((s) => sameSize(s, size)) ? form.values.filter((s) => !sameSize(s, size)) : [...form.values, size]);
  const next = async () => {
    const result = await form.submit((sizes) => api.dispatch({ type: 'ad-sets/save-step', id: draft.id, step: { step: 'resizes', sizes } }, SHOWS_FIELD_PROBLEMS), ['sizes', 'ads']);
    if (result?.ok) onSaved();
  };
  return (
    <StepFrame title={t(STEP_KEYS.resizes)} intro={t('AD_SETS_WIZARD.RESIZES_INTRO')} onBack={onBack} onNext={() => void next()} busy={form.busy} other={form.other} nextLabel={t('AD_SETS_WIZARD.FINISH')} nextDisabled={disabled}>
      <ChoiceGroup id="ad-set-sizes" legend={t('AD_SETS_WIZARD.SIZES')} problems={[...(form.problems.sizes ?? []), ...(form.problems.ads ?? [])]}>
        {draft.availableSizes.map((size) => {
          const checked = form.values.some((s) => sameSize(s, size));
          return (
            <label key={`${size.width}x${size.height}`} className={optionClass(checked)}>
              <input type="checkbox" checked={checked} disabled={disabled} onChange={() => toggle(size)} className={focusRing} data-testid={`size-${size.width}x${size.height}`} />
              <span className="font-medium tabular-nums text-slate-900">
                {size.width} × {size.height}
              </span>
              {size.label ? <span className="text-xs text-slate-600">{size.label}</span> : null}
            </label>
          );
        })}
      </ChoiceGroup>
    </StepFrame>
  );
}
