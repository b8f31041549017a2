/**
 * What is selected and what can be done with it: the count, "Download selected as zip" (refused,
 * with the reason, beyond 999 files or when nothing selected has finished), clearing, and the
 * outcome of the last download (saved, or the error with the server's message).
 */
import { memo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/ui/button';
import type { DownloadOutcome } from '../../components/renders/use-render-downloads';
import { ZIP_MAX_IDS, type ZipPlan } from './zip-plan';

export interface SelectionBarProps {
  readonly selectedCount: number;
  readonly plan: ZipPlan;
  readonly zipping: boolean;
  readonly outcome: DownloadOutcome | null;
  readonly onZip: () => void;
  readonly onClear: () => void;
  readonly onDismiss: () => void;
}

// Memoised: the Renders page renders again on every batch of a storm, this bar rarely changes.
export const SelectionBar = memo(function SelectionBar({ selectedCount, plan, zipping, outcome, onZip, onClear, onDismiss }: SelectionBarProps) {
  const { t } = useTranslation('renders');
  const hint =
    plan.kind === 'too-many'
      ? t('RENDERS.ZIP_TOO_MANY', { count: plan.count, max: ZIP_MAX_IDS })
      : plan.kind === 'none-finished'
        ? t('RENDERS.ZIP_NONE_FINISHED')
        : plan.kind === 'ready' && plan.count < selectedCount
          ? t('RENDERS.ZIP_ONLY_FINISHED', { count: plan.count })
          : null;
  return (
    <div data-testid="selection-bar" className="flex min-h-12 flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
      <span role="status" data-testid="selected-count" className="font-medium text-slate-800">
        {t('RENDERS.SELECTED_COUNT', { count: selectedCount })}
      </span>
      <Button variant="primary" disabled={plan.kind !== 'ready' || zipping} aria-describedby={hint !== null ? 'zip-hint' : undefined} onClick={() => plan.kind === 'ready' && onZip()}>
        {zipping ? t('RENDERS.ZIPPING') : t('RENDERS.DOWNLOAD_ZIP')}
      </Button>
      {selectedCount > 0 ? (
        <Button variant="ghost" onClick={onClear}>
          {t('RENDERS.CLEAR_SELECTION')}
        </Button>
      ) : null}
      {hint !== null ? (
        <span id="zip-hint" className={plan.kind === 'ready' ? 'text-slate-600' : 'text-amber-800'}>
          {hint}
        </span>
      ) : null}
      {outcome?.kind === 'saved' ? (
        <span role="status" className="text-emerald-800">
          {t('RENDERS.SAVED', { name: outcome.name })}
        </span>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <span role="alert" className="flex w-full items-center justify-between gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-1.5 text-red-800">
          <span>{outcome.message}</span>
          <Button variant="ghost" className="px-2 py-0.5 text-xs" onClick={onDismiss}>
            {t('COMMON.DISMISS')}
          </Button>
        </span>
      ) : null}
    </div>
  );
});
