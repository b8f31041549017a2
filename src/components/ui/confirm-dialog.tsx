/**
 * Asks before something that cannot be undone (deleting a file, a folder, a team; removing someone
 * from a team; withdrawing an invitation). The dialog stays open with the failure when the command
 * fails, so nothing is lost and the user may try again or cancel.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult } from '../../../worker/contract/commands';
import { Button } from './button';
import { InlineError } from './card';

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
    <Dialog open onClose={() => (busy ? undefined : onClose())} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl" data-testid="confirm-dialog">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <p className="mt-2 text-sm text-slate-700">{text}</p>
          {error ? (
            <div className="mt-3">
              <InlineError>{error}</InlineError>
            </div>
          ) : null}
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t('COMMON.CANCEL')}
            </Button>
            <Button variant="danger" onClick={() => void confirm()} disabled={busy} data-testid="confirm-action">
              {confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
