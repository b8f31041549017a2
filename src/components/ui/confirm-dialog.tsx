/**
 * Asks before something that cannot be undone (deleting a file, a folder, a team; removing someone
 * from a team; withdrawing an invitation). The dialog stays open with the failure when the command
 * fails, so nothing is lost and the user may try again or cancel.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { CommandResult } from '../../../worker/contract/commands';
import { Button } from './button';
import { InlineError } from './card';
import { Modal } from './modal';

export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onClose }: { title: string; text: string; confirmLabel: string; onConfirm: () => Promise<CommandResult>; onClose: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await onConfirm();
    setBusy(false);
    if (result.ok) return onClose();
    setError(Object.values(result.fieldErrors ?? {})[0]?.[0] ?? result.message ?? t('COMMON.ACTION_FAILED'));
  };
  return (
    <Modal
      onClose={onClose}
      busy={busy}
      size="md"
      title={title}
      description={text}
      testId="confirm-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('COMMON.CANCEL')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={busy} data-testid="confirm-action">
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error ? <InlineError>{error}</InlineError> : null}
    </Modal>
  );
}
