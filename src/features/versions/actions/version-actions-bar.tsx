/**
 * The buttons of a version: only the actions the server allows in its state, for this person
 * (version-rules.offeredVersionActions). Actions without a comment or loss run at once; the
 * others open their dialog. Every button is disabled while a command runs; a refusal (422) is
 * shown by the catalogue's toast, and the page shows whatever state the server answered.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { VersionAction, VisualVersion } from '../../../../worker/contract/creatives';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useRunningCommand } from '../use-running-command';
import { dialogOf, keyPart, offeredVersionActions, type Viewer } from '../../../components/versions/version-rules';
import { ActionDialog } from './action-dialog';
import { PendingReviewAnswers } from './pending-review-answers';

const VARIANT: Partial<Record<VersionAction, ButtonVariant>> = { approve: 'primary', 'request-approval': 'primary', reject: 'danger' };

export function VersionActionsBar({ version, viewer, onRevised }: { version: VisualVersion; viewer: Viewer; onRevised: (newVersionId: string) => void }) {
  const { t } = useTranslation('versions');
  const actions = offeredVersionActions(version, viewer);
  const [asked, setAsked] = useState<VersionAction | null>(null);
  const { running, run } = useRunningCommand<VersionAction>();

  const perform = async (action: VersionAction, comment = '') => {
    const result = await run(action, { type: 'versions/action', id: version.id, action, ...(comment !== '' ? { comment } : {}) });
    if (result.ok) {
      setAsked(null);
      if (action === 'revise' && result.id !== undefined) onRevised(result.id);
    }
    return result;
  };

  if (actions.length === 0) return <PendingReviewAnswers versionId={version.id} className="basis-full" />;
  // A dialog for an action the state no longer allows (someone else acted meanwhile) closes.
  const open = asked !== null && actions.includes(asked) ? asked : null;
  return (
    <>
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('VERSIONS.ACTIONS_LABEL')} data-testid="version-actions">
      {actions.map((action) => (
        <Button
          key={action}
          variant={VARIANT[action] ?? 'secondary'}
          disabled={running !== null}
          onClick={() => (dialogOf(action) === 'none' ? void perform(action) : setAsked(action))}
          data-testid={`version-action-${action}`}
        >
          {running === action ? <Spinner label={t('VERSIONS.RUNNING')} className="h-4 w-4" /> : null}
          {t(`VERSIONS.ACTION.${keyPart(action)}`)}
        </Button>
      ))}
      <ActionDialog action={open} busy={running !== null} onClose={() => setAsked(null)} onConfirm={perform} />
    </div>
    {/* Its own line under the state and the buttons (the bar sits in a wrapping row). */}
    <PendingReviewAnswers versionId={version.id} className="basis-full" />
    </>
  );
}
