/**
 * Deleting a template for good (`force=1`): the dialog names the template verbatim and asks for
 * its name to be typed, as GitHub does for repositories, because versions, comments and renders
 * go with it and nothing can bring them back.
 */
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/card';
import { inputClass } from '../../../components/ui/form-field';
import { confirmsName } from './visual-actions';

export function ForceDeleteDialog({ name, onCancel, onConfirm }: { name: string; onCancel: () => void; onConfirm: () => Promise<string | null> }) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmed = confirmsName(typed, name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || busy) return;
    setBusy(true);
    setFailure(null);
    const problem = await onConfirm();
    // On success the page goes away; on failure the dialog stays with the reason.
    setBusy(false);
    setFailure(problem);
  };

  return (
    <Dialog open onClose={() => (busy ? undefined : onCancel())} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl" data-testid="force-delete-dialog">
          <DialogTitle className="text-lg font-semibold text-red-800">{t('TEMPLATES.FORCE_DELETE_TITLE')}</DialogTitle>
          <Description as="div" className="mt-3 space-y-2 text-sm text-slate-700">
            <p>
              {t('TEMPLATES.FORCE_DELETE_NAMES')}{' '}
              <strong className="rounded bg-slate-100 px-1 font-mono break-all text-slate-900" data-testid="force-delete-name">
                {name}
              </strong>
            </p>
            <p>{t('TEMPLATES.FORCE_DELETE_WARNING')}</p>
          </Description>
          <form className="mt-4 space-y-3" onSubmit={(event) => void submit(event)}>
            <label htmlFor={id} className="block text-sm font-medium text-slate-800">
              {t('TEMPLATES.FORCE_DELETE_TYPE')}
            </label>
            <input id={id} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" spellCheck={false} className={inputClass(false)} data-testid="force-delete-input" />
            {failure !== null ? <InlineError>{failure}</InlineError> : null}
            <div className="flex justify-end gap-2 pt-2">
              <Button variant="secondary" onClick={onCancel} disabled={busy}>
                {t('TEMPLATES.CANCEL')}
              </Button>
              <Button type="submit" variant="danger" disabled={!confirmed || busy} data-testid="force-delete-confirm">
                {t(busy ? 'TEMPLATES.DELETING' : 'TEMPLATES.FORCE_DELETE_CONFIRM')}
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
