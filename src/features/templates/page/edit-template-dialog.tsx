/**
 * Editing a template's settings (`visuals/update`, multipart): the wizard's first-step fields and,
 * optionally, a new package. Our checks run before sending; the server's 422 errors appear next
 * to their fields.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Visual } from '../../../../worker/contract/creatives';
import { Button } from '../../../components/ui/button';
import { InlineErrors } from '../../../components/ui/card';
import { useDataLayer } from '../../../data-client';
import { failureText } from '../form/failure-text';
import { PackagePicker } from '../form/package-picker';
import { packageProblems } from '../form/package-rules';
import { TemplateFormFields } from '../form/template-form-fields';
import { formOf, hasProblems, serverProblems, toVisualForm, validateForm, type FieldProblems, type TemplateFormValues } from '../form/template-form-model';
import { Modal } from '../../../components/ui/modal';
import { SHOWS_FIELD_PROBLEMS } from '../../../components/ui/form-field';

export function EditTemplateDialog({ visual, onClose }: { visual: Visual; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useDataLayer();
  const [values, setValues] = useState<TemplateFormValues>(() => formOf(visual));
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [other, setOther] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);

  const check = (next: TemplateFormValues, nextFile: File | null): FieldProblems => ({
    ...validateForm(next),
    ...(nextFile === null ? {} : { package: packageProblems(nextFile) }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const own = check(values, file);
    setProblems(own);
    setOther([]);
    if (hasProblems(own)) return;
    setBusy(true);
    const result = await api.dispatch({ type: 'visuals/update', id: visual.id, form: toVisualForm(values), package: file, packageName: file?.name ?? null }, SHOWS_FIELD_PROBLEMS);
    setBusy(false);
    if (result.ok) return onClose();
    const server = serverProblems(result.fieldErrors);
    setProblems(server.fields);
    setOther(result.fieldErrors === undefined ? [failureText(result, t, 'TEMPLATES.SAVE_FAILED')] : server.other);
  };

  const change = (change: Partial<TemplateFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    // The changed fields' old complaints no longer apply.
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in change))));
  };

  return (
    <Modal
      onClose={onClose}
      busy={busy}
      size="xl"
      title={t('TEMPLATES.EDIT_TITLE')}
      testId="edit-template-dialog"
      onSubmit={(event) => void submit(event)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('TEMPLATES.CANCEL')}
          </Button>
          <Button type="submit" disabled={busy} data-testid="edit-template-save">
            {t(busy ? 'TEMPLATES.SAVING' : 'TEMPLATES.SAVE')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <TemplateFormFields values={values} onChange={change} problems={problems} />
        <PackagePicker
          label={t('TEMPLATES.PACKAGE_NEW_OPTIONAL')}
          chosen={file === null ? null : { name: file.name, size: file.size }}
          onChoose={(chosen) => {
            setFile(chosen);
            setProblems((current) => ({ ...current, package: [] }));
          }}
          problems={problems.package ?? []}
        />
        <InlineErrors messages={other} />
      </div>
    </Modal>
  );
}
