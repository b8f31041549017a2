/**
 * Where a kept write appears (a comment in its thread, a review answer under the version's
 * buttons): "Waiting to send" while it waits, "Sending…" while it goes, or the server's reason
 * when it was refused, with Edit (where there is a text to change) and Drop.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import type { CommandResult } from '../../../worker/contract/commands';
import type { OutboxEntry } from '../../../worker/domains/outbox/contract';
import { useDataLayer } from '../../data-client';
import { Button, buttonClass } from '../ui/button';
import { refusalText } from './use-outbox';

interface OutboxEntryStatusProps {
  readonly entry: OutboxEntry;
  /** The text Edit starts from (a comment): edited in place. */
  readonly editText?: string;
  /** Where the write is corrected instead (a feed's grid). No Edit without one of the two. */
  readonly editHref?: string;
}

export function OutboxEntryStatus({ entry, editText, editHref }: OutboxEntryStatusProps) {
  const { t } = useTranslation();
  const api = useDataLayer();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CommandResult | null>(null);

  const act = async (command: Parameters<typeof api.dispatch>[0]) => {
    setBusy(true);
    try {
      const result = await api.dispatch(command);
      setFailure(result.ok ? null : result);
      return result.ok;
    } finally {
      setBusy(false);
    }
  };

  if (entry.status !== 'refused' || entry.refusal === null) {
    return (
      <p className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-amber-700" data-testid="outbox-pending" data-status={entry.status}>
        <ClockIcon />
        {t(entry.status === 'sending' ? 'OUTBOX.SENDING' : 'OUTBOX.WAITING')}
      </p>
    );
  }
  return (
    <div className="mt-1 space-y-2" data-testid="outbox-refused">
      <p className="text-xs text-red-700" role="alert" data-testid="outbox-refusal">
        {t('OUTBOX.REFUSED', { reason: refusalText(t, entry.refusal) })}
      </p>
      {failure !== null && failure.error !== undefined ? <p className="text-xs text-red-700">{t(failure.error)}</p> : null}
      {editing && editText !== undefined ? (
        <EditKept initial={editText} busy={busy} onCancel={() => setEditing(false)} onSave={async (text) => (await act({ type: 'outbox/edit', key: entry.key, comment: text })) && setEditing(false)} />
      ) : (
        <div className="flex flex-wrap gap-1">
          {editText !== undefined ? (
            <Button variant="secondary" className="text-xs" disabled={busy} onClick={() => setEditing(true)} data-testid="outbox-edit">
              {t('OUTBOX.EDIT')}
            </Button>
          ) : editHref !== undefined ? (
            <Link href={editHref} className={buttonClass('secondary', 'text-xs')} data-testid="outbox-edit">
              {t('OUTBOX.EDIT')}
            </Link>
          ) : null}
          <Button variant="ghost" className="text-xs text-red-700" disabled={busy} onClick={() => void act({ type: 'outbox/drop', key: entry.key })} data-testid="outbox-drop">
            {t('OUTBOX.DROP')}
          </Button>
        </div>
      )}
    </div>
  );
}

function EditKept({ initial, busy, onSave, onCancel }: { initial: string; busy: boolean; onSave: (text: string) => Promise<unknown>; onCancel: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== '') void onSave(text.trim());
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <label className="block text-xs font-medium text-slate-700">
        {t('OUTBOX.EDIT_LABEL')}
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={3}
          className="mt-1 block w-full rounded-md border border-slate-300 p-2 text-sm"
          data-testid="outbox-edit-text"
        />
      </label>
      <div className="flex flex-wrap justify-end gap-1">
        <Button variant="ghost" className="text-xs" type="button" onClick={onCancel} disabled={busy}>
          {t('OUTBOX.CANCEL')}
        </Button>
        <Button type="submit" className="text-xs" disabled={busy || text.trim() === ''} data-testid="outbox-save">
          {t('OUTBOX.SEND_AGAIN')}
        </Button>
      </div>
    </form>
  );
}

export function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}
