/**
 * A version's comments, oldest first like a conversation, live (the worker refreshes them from
 * each write's answer and from the brand's VisualVersionUpdated events), with the form to add one.
 * A long conversation opens on its newest page, so the comment just posted is always in view;
 * older comments come on demand, a page at a time (use-comment-pages.tsx).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { VisualComment } from '../../../../worker/contract/creatives';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { AddCommentForm } from './add-comment-form';
import { PendingComments } from './pending-comments';
import { CommentItem } from './comment-item';
import type { Viewer } from '../../../components/versions/version-rules';
import { DeleteCommentDialog } from './delete-comment-dialog';
import { EmptyState, ErrorState } from '../../../components/ui/page-states';
import { useCommentPages } from './use-comment-pages';

export function CommentsPanel({ versionId, viewer }: { versionId: string; viewer: Viewer }) {
  const { t } = useTranslation('versions');
  const { list, hasOlder, loadOlder, watches } = useCommentPages(versionId);
  const [deleting, setDeleting] = useState<VisualComment | null>(null);
  // The pages come newest first; a conversation reads oldest first.
  const shown = useMemo(() => list.items.slice().reverse(), [list.items]);
  const count = list.status === 'ok' ? list.total : null;
  return (
    <Card title={count === null ? t('COMMENTS.TITLE') : t('COMMENTS.TITLE_COUNT', { count })}>
      <div data-testid="comments-panel">
        {watches}
        {list.status === 'loading' ? <Spinner label={t('COMMON.LOADING')} /> : null}
        {list.status === 'error' ? <ErrorState error={list.failure} onRetry={list.retry} /> : null}
        {list.status === 'ok' && shown.length === 0 ? <EmptyState>{t('COMMENTS.EMPTY')}</EmptyState> : null}
        {hasOlder || list.moreFailure !== null ? (
          <div className="mb-3 flex flex-wrap items-center gap-2 text-xs text-slate-500" data-testid="older-comments">
            <p>{t('COMMENTS.MORE', { shown: shown.length, total: list.total })}</p>
            {list.moreFailure === null ? (
              <Button variant="secondary" className="text-xs" onClick={loadOlder} disabled={list.loadingMore} data-testid="load-older-comments">
                {t(list.loadingMore ? 'COMMENTS.LOADING_OLDER' : 'COMMENTS.OLDER')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {list.moreFailure !== null ? <ErrorState error={list.moreFailure} onRetry={list.retry} /> : null}
        {shown.length > 0 ? (
          <ul className="space-y-3" data-testid="comments">
            {shown.map((comment) => (
              <CommentItem key={comment.id} comment={comment} viewer={viewer} onDelete={setDeleting} />
            ))}
          </ul>
        ) : null}
        <PendingComments versionId={versionId} />
        <AddCommentForm versionId={versionId} />
        <DeleteCommentDialog comment={deleting} onClose={() => setDeleting(null)} />
      </div>
    </Card>
  );
}
