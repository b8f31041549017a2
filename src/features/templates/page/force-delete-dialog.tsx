/**
 * Deleting a template for good (`force=1`): the dialog names the template verbatim and asks for
 * its name to be typed, as GitHub does for repositories, because versions, comments and renders
 * go with it and nothing can bring them back.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/card';
import { inputClass } from '../../../components/ui/form-field';
import { confirmsName } from './template-page-actions';
import { Modal } from '../../../components/ui/modal';

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
    <Modal
      onClose={onCancel}
      busy={busy}
      size="md"
      tone="danger"
      title={t('TEMPLATES.FORCE_DELETE_TITLE')}
      description={
        <>
          <p>
            {t('TEMPLATES.FORCE_DELETE_NAMES')}{' '}
            <strong className="rounded bg-slate-100 px-1 font-mono break-all text-slate-900" data-testid="force-delete-name">
              {name}
            </strong>
          </p>
          <p>{t('TEMPLATES.FORCE_DELETE_WARNING')}</p>
        </>
      }
      testId="force-delete-dialog"
      onSubmit={(event) => void submit(event)}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('TEMPLATES.CANCEL')}
          </Button>
          <Button type="submit" variant="danger" disabled={!confirmed || busy} data-testid="force-delete-confirm">
            {t(busy ? 'TEMPLATES.DELETING' : 'TEMPLATES.FORCE_DELETE_CONFIRM')}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {t('TEMPLATES.FORCE_DELETE_TYPE')}
        </label>
        <input id={id} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" spellCheck={false} className={inputClass(false)} data-testid="force-delete-input" />
        {failure !== null ? <InlineError>{failure}</InlineError> : null}
      </div>
    </Modal>
  );
}
