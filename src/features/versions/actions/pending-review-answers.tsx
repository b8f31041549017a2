/**
 * Review answers on this version made while the connection was down (request approval, approve,
 * reject, cancel: the outbox, docs/collaboration.md): "Approve · Waiting to send" under the
 * version's buttons until the server has it, or the server's reason with Drop (and Edit for a
 * rejection's comment).
 */
import { useTranslation } from '../../../i18n/use-translation';
import { OutboxEntryStatus } from '../../../components/outbox/outbox-entry-status';
import { useOutboxEntries } from '../../../components/outbox/use-outbox';
import { keyPart } from '../../../components/versions/version-rules';

export function PendingReviewAnswers({ versionId, className = '' }: { versionId: string; className?: string }) {
  const { t } = useTranslation('versions');
  const pending = useOutboxEntries().flatMap((entry) => (entry.command.type === 'versions/action' && entry.command.id === versionId ? [{ entry, command: entry.command }] : []));
  if (pending.length === 0) return null;
  return (
    <ul className={`space-y-2 ${className}`} data-testid="pending-review-answers">
      {pending.map(({ entry, command }) => (
        <li key={entry.key} className="flex flex-wrap items-baseline gap-x-3 rounded-md border border-dashed border-amber-300 bg-amber-50/40 px-3 py-2 text-sm" data-testid="pending-review-answer" data-action={command.action}>
          <span className="font-medium text-slate-900">{t(`VERSIONS.ACTION.${keyPart(command.action)}`)}</span>
          {command.comment !== undefined ? <span className="break-words text-slate-700">“{command.comment}”</span> : null}
          <OutboxEntryStatus entry={entry} {...(command.comment !== undefined ? { editText: command.comment } : {})} />
        </li>
      ))}
    </ul>
  );
}
