/**
 * The creation wizard, in a dialog over My Templates: basic settings, the package (its sizes, and
 * the values of its inputs with a live preview, read from the file), a preview, then the upload (`visuals/create`, multipart). Closing the dialog keeps the draft for later
 * (it also survives a reload); Discard throws it away. A 422 brings the user back to the step of
 * the refused field, with the server's words next to it.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { AdPlatformResults } from '../../../components/ad-platforms/ad-platform-results';
import { Button } from '../../../components/ui/button';
import { InlineErrors } from '../../../components/ui/card';
import { failureText } from '../form/failure-text';
import { packageProblemOf } from '../form/package-problem';
import { packageProblems } from '../form/package-rules';
import { PackagePicker } from '../form/package-picker';
import { TemplateFormFields } from '../form/template-form-fields';
import { hasProblems, validateForm, type FieldProblems } from '../form/template-form-model';
import { PackageContentsView } from './package-contents';
import { clientProblems, formInputOf, hasProblems as hasValueProblems, mergeProblems, serverProblems as serverValueProblems } from '../../../components/values/values-rules';
import { PreviewStep } from './preview-step';
import { usePackageContents } from './use-package-contents';
import { useCreateWizard } from './use-create-wizard';
import { UploadingLabel } from './uploading-label';
import { STEP_TITLE_KEYS, WizardStepper } from './wizard-stepper';
import { stepIndex, WIZARD_STEPS, type WizardStep } from './wizard-model';
import { Modal } from '../../../components/ui/modal';

function merge(...sources: FieldProblems[]): FieldProblems {
  const out: Record<string, unknown[]> = {};
  for (const source of sources) for (const [field, list] of Object.entries(source)) out[field] = [...(out[field] ?? []), ...(list ?? [])];
  return out as FieldProblems;
}

export function CreateTemplateWizard({ brand, onClose, onCreated }: { brand: string; onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const wizard = useCreateWizard({ brand });
  const { state } = wizard;
  // Our own checks are shown once the user tried to leave the step (not while still typing).
  const [tried, setTried] = useState<ReadonlySet<WizardStep>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);

  // The chosen file is read as soon as the rules of its name and size pass: its inputs are listed,
  // or why the server would refuse it is shown at once.
  const readable = wizard.file !== null && state.package !== null && packageProblems(state.package).length === 0;
  const contents = usePackageContents(readable ? wizard.file : null, readable ? state.package!.name : null);
  const ownProblems: FieldProblems = {
    ...(tried.has('basic') ? validateForm(state.form) : {}),
    ...(tried.has('inputs') ? { package: wizard.fileStatus === 'restoring' ? [] : packageProblems(state.package) } : {}),
  };
  const refused: FieldProblems = contents.status === 'refused' ? { package: [packageProblemOf(contents.problem)] } : {};
  const problems = merge(ownProblems, refused, wizard.serverFields);
  // The values typed for the package's inputs: the shared rule as they are typed, the server's refusals after an upload.
  const inputs = contents.status === 'read' ? contents.inputs.map(formInputOf) : [];
  const valueProblems = clientProblems(inputs, state.values, contents.status === 'read' && contents.whole ? contents.pkg.files : null);
  const shownValueProblems = mergeProblems(valueProblems, serverValueProblems(wizard.serverValues, 'slots', inputs).byInput);

  // After a refused Next or upload, focus the first field in trouble (or the step's first field).
  useEffect(() => {
    if (attempt === 0) return;
    const target = body.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? body.current?.querySelector<HTMLElement>('input, textarea, select');
    target?.focus();
  }, [attempt, state.step]);

  const next = async () => {
    setFailure(null);
    if (state.step === 'basic') {
      setTried((s) => new Set(s).add('basic'));
      if (hasProblems(validateForm(state.form))) return setAttempt((n) => n + 1);
      wizard.act({ type: 'finish-step' });
      return setAttempt((n) => n + 1);
    }
    if (state.step === 'inputs') {
      setTried((s) => new Set(s).add('inputs'));
      if (packageProblems(state.package).length > 0 || wizard.file === null || contents.status !== 'read' || hasValueProblems(valueProblems)) return setAttempt((n) => n + 1);
      wizard.act({ type: 'finish-step' });
      return setAttempt((n) => n + 1);
    }
    const result = await wizard.upload();
    if (result === null) return;
    if (result.ok) {
      wizard.discard();
      if (result.id !== undefined) onCreated(result.id);
      else onClose();
      return;
    }
    if (!result.ok && result.fieldErrors === undefined) setFailure(failureText(result, t, 'TEMPLATES.UPLOAD_FAILED'));
    setAttempt((n) => n + 1);
  };

  const back = () => {
    const previous = WIZARD_STEPS[stepIndex(state.step) - 1];
    if (previous) wizard.act({ type: 'go', step: previous });
  };

  const discard = () => {
    wizard.discard();
    onClose();
  };

  return (
    <Modal
      onClose={onClose}
      busy={wizard.sending}
      size="2xl"
      title={t('TEMPLATES.WIZARD_TITLE')}
      description={t('TEMPLATES.WIZARD_DRAFT_NOTE')}
      titleAside={
        <Button variant="ghost" onClick={onClose} disabled={wizard.sending} aria-label={t('TEMPLATES.WIZARD_CLOSE')}>
          ×
        </Button>
      }
      testId="create-template-wizard"
      footer={
        <>
          <Button variant="ghost" className="mr-auto" onClick={discard} disabled={wizard.sending}>
            {t('TEMPLATES.WIZARD_DISCARD')}
          </Button>
          {state.step !== 'basic' ? (
            <Button variant="secondary" onClick={back} disabled={wizard.sending}>
              {t('TEMPLATES.BACK')}
            </Button>
          ) : null}
          <Button onClick={() => void next()} disabled={wizard.sending || wizard.fileStatus === 'restoring' || (state.step === 'inputs' && contents.status === 'reading')} data-testid="wizard-next">
            {state.step === 'preview' ? wizard.sending ? <UploadingLabel uploadId={wizard.uploadId} /> : t('TEMPLATES.UPLOAD') : t('TEMPLATES.NEXT')}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <WizardStepper step={state.step} progress={state.progress} onGo={(step) => wizard.act({ type: 'go', step })} />
        <section aria-labelledby="wizard-step-title" ref={body} data-testid={`wizard-body-${state.step}`}>
          <h3 id="wizard-step-title" className="mb-3 text-base font-semibold text-slate-900">
            {t(STEP_TITLE_KEYS[state.step])}
          </h3>
          {state.step === 'basic' ? <TemplateFormFields values={state.form} onChange={(values) => wizard.act({ type: 'edit', values })} problems={problems} /> : null}
          {state.step === 'inputs' ? (
            <div className="space-y-3">
              <p className="text-sm text-slate-600">{t('TEMPLATES.INPUTS_INTRO')}</p>
              {wizard.fileStatus === 'lost' ? <p className="text-sm text-amber-800">{t('TEMPLATES.PACKAGE_LOST')}</p> : null}
              <PackagePicker label={t('TEMPLATES.PACKAGE')} required chosen={state.package} onChoose={wizard.choosePackage} problems={problems.package ?? []} restoring={wizard.fileStatus === 'restoring'} />
              <PackageContentsView contents={contents} values={state.values} onChange={(name, value) => wizard.act({ type: 'edit-value', name, value })} problems={shownValueProblems} />
              {contents.status === 'read' ? <AdPlatformResults report={contents.platforms} title={t('AD_PLATFORMS.TITLE')} intro={t('AD_PLATFORMS.UPLOAD_INTRO')} testId="package-ad-platforms" /> : null}
            </div>
          ) : null}
          {state.step === 'preview' ? <PreviewStep form={state.form} pkg={state.package} values={state.values} /> : null}
        </section>
        <InlineErrors messages={[...(failure === null ? [] : [failure]), ...wizard.serverOther]} />
      </div>
    </Modal>
  );
}
