/**
 * A manual feed's grid saved while the connection was down (the outbox, docs/collaboration.md):
 * "Your changes to the rows · Waiting to send" on the feed's page until the server has them, or
 * the server's reason with Edit (the grid, starting from the kept rows) and Drop.
 */
import { useTranslation } from '../../../i18n/use-translation';
import type { EditManualFeedCommand, OutboxEntry } from '../../../../worker/domains/outbox/contract';
import { OutboxEntryStatus } from '../../../components/outbox/outbox-entry-status';
import { useOutboxEntries } from '../../../components/outbox/use-outbox';
import { formatDateTime } from '../../../lib/dates';
import { useBrandPath } from '../../../shell/router/use-brand-path';

export interface KeptFeedEdit {
  readonly entry: OutboxEntry;
  readonly command: EditManualFeedCommand;
}

/** The kept edits of one feed, oldest first (each is the whole grid: the newest is what the feed ends with). */
export function useKeptFeedEdits(feedId: string): readonly KeptFeedEdit[] {
  return useOutboxEntries().flatMap((entry) => (entry.command.type === 'feeds/edit' && entry.command.id === feedId ? [{ entry, command: entry.command }] : []));
}

export function KeptFeedEdits({ feedId }: { feedId: string }) {
  const { t } = useTranslation('feeds');
  const pathFor = useBrandPath();
  const kept = useKeptFeedEdits(feedId);
  if (kept.length === 0) return null;
  const editHref = pathFor('brand-feeds-edit-feedId-manual', { feedId });
  return (
    <ul className="space-y-2" data-testid="kept-feed-edits">
      {kept.map(({ entry, command }) => (
        <li key={entry.key} className="rounded-md border border-dashed border-amber-300 bg-amber-50/40 px-3 py-2 text-sm" data-testid="kept-feed-edit">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium text-slate-900">{t('FEEDS_DETAIL.KEPT_EDIT')}</span>
            <span className="text-slate-600">{t('FEEDS_DETAIL.KEPT_EDIT_ROWS', { rows: command.input.rows.length, at: formatDateTime(entry.createdAt) })}</span>
          </p>
          <OutboxEntryStatus entry={entry} editHref={editHref} />
        </li>
      ))}
    </ul>
  );
}
