/**
 * Confirms a version action that takes a comment (request approval and approve offer one, reject
 * requires one) or that destroys something (erase, archive). The server's own words about a
 * refused comment show under the field; the catalogue's toast shows as well.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CommandResult } from '../../../../worker/contract/commands';
import type { VersionAction } from '../../../../worker/contract/creatives';
import { Button, focusRing } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { failureMessages } from '../use-running-command';
import { dialogOf, keyPart } from '../../../components/versions/version-rules';

export interface ActionDialogProps {
  readonly action: VersionAction | null;
  readonly busy: boolean;
  readonly onClose: () => void;
  readonly onConfirm: (action: VersionAction, comment: string) => Promise<CommandResult>;
}

export function ActionDialog({ action, busy, onClose, onConfirm }: ActionDialogProps) {
  const { t } = useTranslation('versions');
  return (
    <Modal
      open={action !== null}
      onClose={onClose}
      busy={busy}
      title={action === null ? '' : t(`VERSIONS.CONFIRM.${keyPart(action)}_TITLE`)}
      description={action === null ? '' : t(`VERSIONS.CONFIRM.${keyPart(action)}_TEXT`)}
      testId="version-action-dialog"
    >
      {/* Keyed by action: a new dialog starts with an empty comment. */}
      {action === null ? null : <ActionForm key={action} action={action} busy={busy} onClose={onClose} onConfirm={onConfirm} />}
    </Modal>
  );
}

function ActionForm({ action, busy, onClose, onConfirm }: { action: VersionAction } & Omit<ActionDialogProps, 'action'>) {
  const { t } = useTranslation('versions');
  const fieldId = useId();
  const [comment, setComment] = useState('');
  const [result, setResult] = useState<CommandResult | null>(null);
  const kind = dialogOf(action);
  const takesComment = kind === 'comment-optional' || kind === 'comment-required';
  const missing = kind === 'comment-required' && comment.trim() === '';
  const errors = failureMessages(result, 'comment');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (missing || busy) return;
    setResult(await onConfirm(action, comment.trim()));
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      {takesComment ? (
        <div>
          <label htmlFor={fieldId} className="block text-sm font-medium text-slate-700">
            {t(kind === 'comment-required' ? 'VERSIONS.COMMENT_REQUIRED' : 'VERSIONS.COMMENT_OPTIONAL')}
          </label>
          <textarea
            id={fieldId}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            required={kind === 'comment-required'}
            maxLength={5000}
            rows={4}
            aria-invalid={errors.length > 0}
            aria-describedby={errors.length > 0 ? `${fieldId}-error` : undefined}
            className={`mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm ${focusRing}`}
            data-testid="version-action-comment"
          />
        </div>
      ) : null}
      {errors.length > 0 ? (
        <ul id={`${fieldId}-error`} role="alert" className="space-y-1 text-sm text-red-700">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('VERSIONS.CANCEL')}
        </Button>
        <Button type="submit" variant={kind === 'confirm' || action === 'reject' ? 'danger' : 'primary'} disabled={missing || busy} data-testid="version-action-confirm">
          {t(`VERSIONS.ACTION.${keyPart(action)}`)}
        </Button>
      </div>
    </form>
  );
}
