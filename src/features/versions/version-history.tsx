/**
 * Who did what when, newest first (the order the contract guarantees), with the comment given
 * with the step. Actions the client does not know yet show under their server name.
 */
import { useTranslation } from '../../i18n/use-translation';
import type { VersionHistoryEntry } from '../../../worker/contract/creatives';
import { EmptyState } from '../../components/ui/page-states';
import { Card } from '../../components/ui/card';
import { formatDateTime } from '../../lib/dates';
import { keyPart } from '../../components/versions/version-rules';

export function VersionHistory({ history }: { history: readonly VersionHistoryEntry[] }) {
  const { t } = useTranslation('versions');
  return (
    <Card title={t('VERSIONS.HISTORY_TITLE')}>
      {history.length === 0 ? (
        <EmptyState>{t('VERSIONS.HISTORY_EMPTY')}</EmptyState>
      ) : (
        <ol className="space-y-3" data-testid="version-history">
          {history.map((entry, index) => (
            <li key={`${entry.at}-${entry.action}-${index}`} className="border-l-2 border-slate-200 pl-3" data-testid="history-entry" data-action={entry.action}>
              <p className="text-sm text-slate-900">
                <span className="font-medium">{t(`VERSIONS.HISTORY.${keyPart(entry.action)}`, { defaultValue: entry.action })}</span>
                {' · '}
                <span>{entry.actor?.name ?? t('VERSIONS.SOMEONE')}</span>
              </p>
              <p className="text-xs text-slate-500">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </p>
              {entry.comment ? <p className="mt-1 text-sm whitespace-pre-wrap break-words text-slate-700">{entry.comment}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
