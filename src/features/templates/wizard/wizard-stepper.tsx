/**
 * The wizard's steps with their progress flags: a finished step shows a check and says so to
 * screen readers; a step can be opened once the steps before it are finished.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { focusRing } from '../../../components/ui/button';
import { canVisit, WIZARD_STEPS, type WizardProgress, type WizardStep } from './wizard-model';

export const STEP_TITLE_KEYS: Readonly<Record<WizardStep, string>> = {
  basic: 'TEMPLATES.STEP_BASIC',
  inputs: 'TEMPLATES.STEP_INPUTS',
  preview: 'TEMPLATES.STEP_PREVIEW',
};

const FLAGS: Readonly<Record<WizardStep, keyof WizardProgress>> = {
  basic: 'basicSettingsFinished',
  inputs: 'inputsSettingsFinished',
  preview: 'previewFinished',
};

export function WizardStepper({ step, progress, onGo }: { step: WizardStep; progress: WizardProgress; onGo: (step: WizardStep) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('TEMPLATES.WIZARD_STEPS')}>
      <ol className="grid grid-cols-3 gap-1.5 sm:gap-2" data-testid="wizard-stepper">
        {WIZARD_STEPS.map((candidate, index) => {
          const finished = progress[FLAGS[candidate]];
          const current = candidate === step;
          return (
            <li key={candidate}>
              <button
                type="button"
                onClick={() => onGo(candidate)}
                disabled={!canVisit(progress, candidate)}
                aria-current={current ? 'step' : undefined}
                data-finished={finished ? 'true' : 'false'}
                data-testid={`wizard-step-${candidate}`}
                className={`flex h-full w-full items-center gap-2 rounded-md border px-2 py-2 sm:px-3 text-left text-sm disabled:cursor-not-allowed disabled:opacity-60 ${focusRing} ${current ? 'border-indigo-500 bg-indigo-50 text-indigo-900' : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50'}`}
              >
                <span
                  aria-hidden="true"
                  className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${finished ? 'bg-emerald-600 text-white' : current ? 'bg-indigo-600 text-white' : 'bg-slate-200 text-slate-700'}`}
                >
                  {finished ? '✓' : index + 1}
                </span>
                <span className="flex flex-col leading-tight">
                  <span className="font-medium">{t(STEP_TITLE_KEYS[candidate])}</span>
                  <span className={`text-xs max-sm:sr-only ${finished ? 'text-emerald-700' : current ? 'text-indigo-800' : 'text-slate-600'}`}>{t(finished ? 'TEMPLATES.STEP_FINISHED' : 'TEMPLATES.STEP_NOT_FINISHED')}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
