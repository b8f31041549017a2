/** The wizard's six steps: done ones show a check, locked ones cannot be opened yet. */
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import { AD_SET_WIZARD_STEPS, type AdSetWizardStep } from '../../../../worker/contract/ad-sets';
import type { AdSetDetail } from '../../../../worker/domains/ad-sets/contract';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { focusRing } from '../../../components/ui/button';
import { stepRoute, stepState, type StepState } from './wizard-model';

export const STEP_KEYS: Readonly<Record<AdSetWizardStep, string>> = {
  settings: 'AD_SETS_WIZARD.STEP_SETTINGS',
  feed: 'AD_SETS_WIZARD.STEP_FEED',
  localize: 'AD_SETS_WIZARD.STEP_LOCALIZE',
  mapping: 'AD_SETS_WIZARD.STEP_MAPPING',
  populate: 'AD_SETS_WIZARD.STEP_POPULATE',
  resizes: 'AD_SETS_WIZARD.STEP_RESIZES',
};

const STATE_KEYS: Readonly<Record<StepState, string>> = {
  done: 'AD_SETS_WIZARD.STATE_DONE',
  current: 'AD_SETS_WIZARD.STATE_CURRENT',
  open: 'AD_SETS_WIZARD.STATE_OPEN',
  locked: 'AD_SETS_WIZARD.STATE_LOCKED',
};

const BOX: Readonly<Record<StepState, string>> = {
  done: 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
  current: 'border-indigo-500 bg-indigo-50 text-indigo-900',
  open: 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
  locked: 'border-slate-200 bg-slate-50 text-slate-500',
};
const DOT: Readonly<Record<StepState, string>> = {
  done: 'bg-emerald-600 text-white',
  current: 'bg-indigo-600 text-white',
  open: 'bg-slate-200 text-slate-700',
  locked: 'bg-slate-200 text-slate-500',
};

export function WizardStepper({ current, draft }: { current: AdSetWizardStep; draft: AdSetDetail | null }) {
  const { t } = useTranslation('ad-sets');
  const pathFor = useBrandPath();
  return (
    <nav aria-label={t('AD_SETS_WIZARD.STEPS')} className="mb-6">
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6" data-testid="ad-set-stepper">
        {AD_SET_WIZARD_STEPS.map((step, index) => {
          const state = stepState(step, current, draft);
          const body = (
            <>
              <span aria-hidden="true" className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${DOT[state]}`}>
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="flex flex-col leading-tight">
                <span className="font-medium">{t(STEP_KEYS[step])}</span>
                <span className="text-xs">{t(STATE_KEYS[state])}</span>
              </span>
            </>
          );
          const className = `flex h-full items-center gap-2 rounded-md border px-3 py-2 text-left text-sm ${BOX[state]} ${focusRing}`;
          return (
            <li key={step} data-testid={`ad-set-step-${step}`} data-state={state}>
              {state === 'locked' || state === 'current' || draft === null ? (
                <span className={className} aria-current={state === 'current' ? 'step' : undefined} aria-disabled={state === 'locked' ? true : undefined}>
                  {body}
                </span>
              ) : (
                <Link href={pathFor(stepRoute(step), { adSetId: draft.id })} className={className}>
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
