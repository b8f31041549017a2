/**
 * A version's comments, oldest first like a conversation, live (`comments/list`: the worker
 * refreshes it from each write's answer and from comment notifications), with the form to add one.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisualComment } from '../../../../worker/contract/creatives';
import { Card, EmptyState } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useLiveQuery } from '../../../data-client';
import { AddCommentForm } from './add-comment-form';
import { CommentItem } from './comment-item';
import type { Viewer } from '../version-rules';
import { DeleteCommentDialog } from './delete-comment-dialog';
import { ErrorState } from '../../../components/ui/page-states';

/** Comments loaded at once; a review thread longer than this says how many more there are. */
export const COMMENTS_PAGE_SIZE = 100;

export function CommentsPanel({ versionId, viewer }: { versionId: string; viewer: Viewer }) {
  const { t } = useTranslation('versions');
  const comments = useLiveQuery({ kind: 'comments/list', versionId, page: 1, perPage: COMMENTS_PAGE_SIZE });
  const [deleting, setDeleting] = useState<VisualComment | null>(null);
  const count = comments.status === 'ok' ? comments.data.total : null;
  return (
    <Card title={count === null ? t('COMMENTS.TITLE') : t('COMMENTS.TITLE_COUNT', { count })}>
      <div data-testid="comments-panel">
        {comments.status === 'loading' ? <Spinner label={t('COMMON.LOADING')} /> : null}
        {comments.status === 'error' ? <ErrorState error={comments.failure} onRetry={comments.retry} /> : null}
        {comments.status === 'ok' && comments.data.items.length === 0 ? <EmptyState>{t('COMMENTS.EMPTY')}</EmptyState> : null}
        {comments.status === 'ok' && comments.data.items.length > 0 ? (
          <ul className="space-y-3" data-testid="comments">
            {comments.data.items.map((comment) => (
              <CommentItem key={comment.id} comment={comment} viewer={viewer} onDelete={setDeleting} />
            ))}
          </ul>
        ) : null}
        {comments.status === 'ok' && comments.data.total > comments.data.items.length ? (
          <p className="mt-2 text-xs text-slate-500">{t('COMMENTS.MORE', { shown: comments.data.items.length, total: comments.data.total })}</p>
        ) : null}
        <AddCommentForm versionId={versionId} />
        <DeleteCommentDialog comment={deleting} onClose={() => setDeleting(null)} />
      </div>
    </Card>
  );
}
