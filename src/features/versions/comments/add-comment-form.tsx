/** Writes a new comment on a version (`comments/add`); the list shows it when the worker has it. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CommandResult } from '../../../../worker/contract/commands';
import { Button } from '../../../components/ui/button';
import { failureMessages, useRunningCommand } from '../use-running-command';
import { CommentTextField } from './comment-text-field';

export function AddCommentForm({ versionId }: { versionId: string }) {
  const { t } = useTranslation('versions');
  const [text, setText] = useState('');
  const [result, setResult] = useState<CommandResult | null>(null);
  const { running, run } = useRunningCommand<'add'>();
  const empty = text.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || running !== null) return;
    const answer = await run('add', { type: 'comments/add', versionId, comment: text.trim() });
    setResult(answer);
    if (answer.ok) setText('');
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-2" data-testid="add-comment-form">
      <CommentTextField label={t('COMMENTS.NEW_LABEL')} value={text} onChange={setText} errors={failureMessages(result, 'comment')} disabled={running !== null} testId="new-comment" />
      <div className="flex justify-end">
        <Button type="submit" disabled={empty || running !== null} data-testid="add-comment">
          {t('COMMENTS.ADD')}
        </Button>
      </div>
    </form>
  );
}
