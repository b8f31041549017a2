/**
 * A one-field dialog for a name (a new folder, a renamed folder): our check before sending, the
 * server's 422 message under the field after.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CommandResult } from '../../../../worker/contract/commands';
import { Button } from '../../../components/ui/button';
import { describedBy, Field, inputClass, type FieldProblem } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';

export function NameDialog({
  title,
  label,
  initial,
  submitLabel,
  check,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  initial: string;
  submitLabel: string;
  check: (name: string) => FieldProblem[];
  onSubmit: (name: string) => Promise<CommandResult>;
  onClose: () => void;
}) {
  const { t } = useTranslation('assets');
  const [name, setName] = useState(initial);
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const own = check(name.trim());
    setProblems(own);
    if (own.length > 0) return;
    setBusy(true);
    const result = await onSubmit(name.trim());
    setBusy(false);
    if (result.ok) return onClose();
    const messages = Object.values(result.fieldErrors ?? {}).flat();
    setProblems(messages.length > 0 ? messages.map((text) => ({ text })) : [{ text: result.message ?? t('ASSETS_COMMON.ACTION_FAILED') }]);
  };
  return (
    <Modal
      onClose={onClose}
      busy={busy}
      size="md"
      title={title}
      testId="name-dialog"
      onSubmit={(event) => void submit(event)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('ASSETS_COMMON.CANCEL')}
          </Button>
          <Button type="submit" disabled={busy} data-testid="name-dialog-submit">
            {submitLabel}
          </Button>
        </>
      }
    >
      <Field id="asset-name" label={label} required problems={problems}>
        <input id="asset-name" className={inputClass(problems.length > 0)} value={name} autoFocus onChange={(event) => setName(event.target.value)} {...describedBy('asset-name', problems)} />
      </Field>
    </Modal>
  );
}
