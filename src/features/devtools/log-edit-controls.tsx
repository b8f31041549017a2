/**
 * Editing the loaded log at the selected row: skip it (the log is re-folded without it) or put it
 * back, and insert a hand-written event after it (JSON: an event, or an envelope with its own
 * source and brand), checked by the data layer as a log line is. The app shows the result when
 * it is viewing the log.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button, focusRing } from '../../components/ui/button';
import type { TimeTravel } from './use-time-travel';

const EXAMPLE = '{ "type": "balance/changed", "balance": 42, "version": null }';

export function LogEditControls({ travel }: { travel: TimeTravel }) {
  const { t } = useTranslation('devtools');
  const { log, selected, edit } = travel;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const row = selected === null ? undefined : log?.rows[selected];
  if (log === null || selected === null || row === undefined) return null;

  const run = async (change: Parameters<TimeTravel['edit']>[0]) => {
    setBusy(true);
    try {
      const result = await edit(change);
      setProblem(result.ok ? null : result.problem);
      if (result.ok && change.kind === 'insert') setText('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2 rounded-md border border-slate-200 p-3" data-testid="log-edit">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => void run({ kind: 'skip', index: selected, skipped: row.skipped !== true })}>
          {row.skipped ? t('DEVTOOLS.UNSKIP', { seq: row.seq }) : t('DEVTOOLS.SKIP', { seq: row.seq })}
        </Button>
        {log.edited > 0 && <span className="text-xs text-amber-800">{t('DEVTOOLS.EDITED', { count: log.edited })}</span>}
      </div>
      <label htmlFor={fieldId} className="block text-xs text-slate-600">
        {t('DEVTOOLS.INSERT_LABEL', { seq: row.seq })}
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        spellCheck={false}
        placeholder={EXAMPLE}
        className={`block w-full rounded-md border border-slate-300 p-2 font-mono text-xs ${focusRing}`}
      />
      <Button disabled={busy || text.trim() === ''} onClick={() => void run({ kind: 'insert', after: selected, text })}>
        {t('DEVTOOLS.INSERT')}
      </Button>
      {problem !== null && (
        <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800" data-testid="edit-error">
          {t('DEVTOOLS.EDIT_ERROR', { problem })}
        </p>
      )}
    </div>
  );
}
