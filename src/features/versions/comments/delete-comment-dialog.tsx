/** Asks before deleting a comment, quoting it (as text) so the right one goes. */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { VisualComment } from '../../../../worker/contract/creatives';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useRunningCommand } from '../use-running-command';

export function DeleteCommentDialog({ comment, onClose }: { comment: VisualComment | null; onClose: () => void }) {
  const { t } = useTranslation('versions');
  const { running, run } = useRunningCommand<'delete'>();
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    if (comment === null) return;
    const result = await run('delete', { type: 'comments/delete', versionId: comment.versionId, commentId: comment.id });
    setFailed(!result.ok);
    if (result.ok) onClose();
  };
  return (
    <Modal open={comment !== null} onClose={onClose} busy={running !== null} title={t('COMMENTS.DELETE_TITLE')} description={t('COMMENTS.DELETE_TEXT')} testId="delete-comment-dialog">
      {comment !== null ? <blockquote className="max-h-40 overflow-y-auto rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap break-words text-slate-700">{comment.comment}</blockquote> : null}
      {failed ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('COMMENTS.DELETE_FAILED')}
        </p>
      ) : null}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={running !== null}>
          {t('COMMENTS.CANCEL')}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={running !== null} data-testid="confirm-delete-comment">
          {t('COMMENTS.DELETE')}
        </Button>
      </div>
    </Modal>
  );
}
