/**
 * Comments on this version written while the connection was down (the outbox, docs/collaboration.md):
 * shown at the end of the thread, as the person wrote them, "Waiting to send" until the server has
 * them (then the thread's own list shows them), or with the server's reason, Edit and Drop.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { OutboxEntryStatus } from '../../../components/outbox/outbox-entry-status';
import { useOutboxEntries } from '../../../components/outbox/use-outbox';

export function PendingComments({ versionId }: { versionId: string }) {
  const { t } = useTranslation('versions');
  const pending = useOutboxEntries().flatMap((entry) =>
    entry.command.type === 'comments/add' && entry.command.versionId === versionId ? [{ entry, text: entry.command.comment }] : [],
  );
  if (pending.length === 0) return null;
  return (
    <ul className="mt-3 space-y-3" data-testid="pending-comments">
      {pending.map(({ entry, text }) => (
        <li key={entry.key} className="rounded-md border border-dashed border-amber-300 bg-amber-50/40 p-3" data-testid="pending-comment">
          <p className="text-sm font-medium text-slate-900">{t('COMMENTS.YOU')}</p>
          <p className="mt-1 text-sm whitespace-pre-wrap break-words text-slate-800" data-testid="pending-comment-text">
            {text}
          </p>
          <OutboxEntryStatus entry={entry} editText={text} />
        </li>
      ))}
    </ul>
  );
}
