/**
 * One comment: author, date (D.M.YYYY HH:mm), and the text as text (never HTML: a `<script>`
 * someone typed shows as the characters they typed). Its author can edit it in place.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CommandResult } from '../../../../worker/contract/commands';
import type { VisualComment } from '../../../../worker/contract/creatives';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/dates';
import { failureMessages, useRunningCommand } from '../use-running-command';
import type { Viewer } from '../../../components/versions/version-rules';
import { canDeleteComment, canEditComment, wasEdited } from './comment-rules';
import { CommentTextField } from './comment-text-field';

export function CommentItem({ comment, viewer, onDelete }: { comment: VisualComment; viewer: Viewer; onDelete: (comment: VisualComment) => void }) {
  const { t } = useTranslation('versions');
  const [editing, setEditing] = useState(false);
  return (
    <li className="rounded-md border border-slate-200 p-3" data-testid="comment">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm">
          <span className="font-medium text-slate-900" data-testid="comment-author">
            {comment.author?.name ?? t('COMMENTS.UNKNOWN_AUTHOR')}
          </span>{' '}
          <time dateTime={comment.createdAt} className="text-xs text-slate-500" data-testid="comment-date">
            {formatDateTime(comment.createdAt)}
          </time>
          {wasEdited(comment) ? <span className="ml-1 text-xs text-slate-500">{t('COMMENTS.EDITED')}</span> : null}
        </p>
        {!editing ? (
          <div className="flex gap-1">
            {canEditComment(comment, viewer) ? (
              <Button variant="ghost" className="text-xs" onClick={() => setEditing(true)} data-testid="edit-comment">
                {t('COMMENTS.EDIT')}
              </Button>
            ) : null}
            {canDeleteComment(comment, viewer) ? (
              <Button variant="ghost" className="text-xs text-red-700" onClick={() => onDelete(comment)} data-testid="delete-comment">
                {t('COMMENTS.DELETE')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {editing ? (
        <EditCommentForm comment={comment} onDone={() => setEditing(false)} />
      ) : (
        <p className="mt-1 text-sm whitespace-pre-wrap break-words text-slate-800" data-testid="comment-text">
          {comment.comment}
        </p>
      )}
    </li>
  );
}

function EditCommentForm({ comment, onDone }: { comment: VisualComment; onDone: () => void }) {
  const { t } = useTranslation('versions');
  const [text, setText] = useState(comment.comment);
  const [result, setResult] = useState<CommandResult | null>(null);
  const { running, run } = useRunningCommand<'edit'>();
  const empty = text.trim() === '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || running !== null) return;
    const answer = await run('edit', { type: 'comments/edit', versionId: comment.versionId, commentId: comment.id, comment: text.trim() });
    setResult(answer);
    if (answer.ok) onDone();
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-2 space-y-2">
      <CommentTextField label={t('COMMENTS.EDIT_LABEL')} value={text} onChange={setText} errors={failureMessages(result, 'comment')} disabled={running !== null} testId="edit-comment-text" autoFocus />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={running !== null}>
          {t('COMMENTS.CANCEL')}
        </Button>
        <Button type="submit" disabled={empty || running !== null} data-testid="save-comment">
          {t('COMMENTS.SAVE')}
        </Button>
      </div>
    </form>
  );
}
