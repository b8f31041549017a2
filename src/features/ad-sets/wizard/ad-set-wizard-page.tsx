/**
 * The ad-set wizard (`/{brand}/ad-sets/create` and `/create/{adSetId}/{step}`). The draft lives on
 * the server: each step saves on Next and the URL names the step, so a reload resumes there. A
 * step not reachable yet sends the user to the furthest one saved; an unknown id is the 404 page.
 */
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocation } from 'wouter';
import { AD_SET_WIZARD_STEPS, type AdSetWizardStep } from '../../../../worker/contract/ad-sets';
import type { AdSetDetail, AdSetOptions } from '../../../../worker/domains/ad-sets/contract';
import { PageHeading } from '../../../shell/layouts/page-heading';
import { ErrorPage } from '../../../shell/errors/error-page';
import { useRouteMatch } from '../../../shell/router/route-context';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useLiveQuery } from '../../../data-client';
import { useAdSetPermissions } from '../permissions';
import { FeedStep, LocalizeStep, ResizesStep } from './choice-steps';
import { MappingStep } from './mapping-step';
import { PopulateStep } from './populate-step';
import { SettingsStep } from './settings-step';
import { canOpen, stepIndex, stepOfRoute, stepRoute } from './wizard-model';
import { WizardStepper } from './wizard-stepper';

export function AdSetWizardPage() {
  const { t } = useTranslation('ad-sets');
  const { route, params } = useRouteMatch();
  const adSetId = params.adSetId ?? null;
  const step = stepOfRoute(route.name);
  const options = useLiveQuery({ kind: 'ad-sets/options' });
  const detail = useLiveQuery(adSetId === null ? null : { kind: 'ad-sets/get', id: adSetId });
  const draft = detail.status === 'ok' ? detail.data : null;
  const [, navigate] = useLocation();
  const pathFor = useBrandPath();
  const locked = draft !== null && !canOpen(step, draft);

  useEffect(() => {
    if (draft !== null && locked) navigate(pathFor(stepRoute(draft.wizardStep), { adSetId: draft.id }), { replace: true });
  }, [draft, locked, navigate, pathFor]);

  if (detail.status === 'error' && detail.failure.status === 404) return <ErrorPage status={404} />;
  const failed = detail.status === 'error' ? detail : options.status === 'error' ? options : null;
  const failure = failed?.failure ?? null;
  const loading = (adSetId !== null && detail.status === 'loading') || options.status === 'loading' || locked;

  return (
    <div data-testid="ad-set-wizard" data-step={step}>
      {draft ? <PageHeading title={draft.name} /> : <PageHeading subtitle={adSetId === null ? t('AD_SETS_WIZARD.SUBTITLE_NEW') : undefined} />}
      <WizardStepper current={step} draft={draft} />
      {failure !== null ? <ErrorState error={failure} onRetry={failed?.retry} /> : null}
      {failure === null && loading ? <LoadingState /> : null}
      {failure === null && !loading && options.status === 'ok' ? <StepBody key={`${adSetId ?? 'new'}:${step}`} step={step} draft={draft} options={options.data} /> : null}
    </div>
  );
}

function StepBody({ step, draft, options }: { step: AdSetWizardStep; draft: AdSetDetail | null; options: AdSetOptions }) {
  const { t } = useTranslation('ad-sets');
  const [, navigate] = useLocation();
  const pathFor = useBrandPath();
  const { canEdit } = useAdSetPermissions();
  const disabled = !canEdit;
  const goStep = (id: string, target: AdSetWizardStep | undefined) => {
    if (target) navigate(pathFor(stepRoute(target), { adSetId: id }));
  };
  const after = (s: AdSetWizardStep) => AD_SET_WIZARD_STEPS[stepIndex(s) + 1];
  const before = (s: AdSetWizardStep) => AD_SET_WIZARD_STEPS[stepIndex(s) - 1];
  const notice = disabled ? <p className="mb-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">{t('AD_SETS_WIZARD.READ_ONLY')}</p> : null;

  if (step === 'settings') {
    return (
      <>
        {notice}
        <SettingsStep draft={draft} options={options} disabled={disabled} onSaved={(id) => goStep(id, 'feed')} />
      </>
    );
  }
  if (draft === null) return null;
  const common = { draft, disabled, onBack: () => goStep(draft.id, before(step)) };
  return (
    <>
      {notice}
      {step === 'feed' ? <FeedStep {...common} options={options} onSaved={() => goStep(draft.id, after(step))} /> : null}
      {step === 'localize' ? <LocalizeStep {...common} options={options} onSaved={() => goStep(draft.id, after(step))} /> : null}
      {step === 'mapping' ? <MappingStep {...common} onSaved={() => goStep(draft.id, after(step))} /> : null}
      {step === 'populate' ? <PopulateStep {...common} onNext={() => goStep(draft.id, after(step))} /> : null}
      {step === 'resizes' ? <ResizesStep {...common} onSaved={() => navigate(pathFor('brand-ad-sets-adSetId', { adSetId: draft.id }))} /> : null}
    </>
  );
}
