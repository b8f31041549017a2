/**
 * A one-field dialog for a name (a new folder, a renamed folder): our check before sending, the
 * server's 422 message under the field after.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult } from '../../../../worker/contract/commands';
import { Button } from '../../../components/ui/button';
import { describedBy, Field, inputClass, type FieldProblem } from '../../../components/ui/form-field';

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
    <Dialog open onClose={() => (busy ? undefined : onClose())} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white shadow-xl" data-testid="name-dialog">
          <form onSubmit={(event) => void submit(event)} noValidate>
            <div className="border-b border-slate-200 px-6 py-4">
              <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
            </div>
            <div className="px-6 py-5">
              <Field id="asset-name" label={label} required problems={problems}>
                <input id="asset-name" className={inputClass(problems.length > 0)} value={name} autoFocus onChange={(event) => setName(event.target.value)} {...describedBy('asset-name', problems)} />
              </Field>
            </div>
            <div className="flex justify-end gap-2 border-t border-slate-200 px-6 py-4">
              <Button variant="secondary" onClick={onClose} disabled={busy}>
                {t('ASSETS_COMMON.CANCEL')}
              </Button>
              <Button type="submit" disabled={busy} data-testid="name-dialog-submit">
                {submitLabel}
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
