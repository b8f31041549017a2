/**
 * How a render's state looks everywhere (list rows, detail, report): a coloured badge with the
 * translated status, the stage of a rendering one as a word, and a progress bar that is a real progressbar for assistive technology.
 * A status the client does not know is shown as the server's word, never hidden.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/use-translation';
import { ProgressFill } from '../../components/ui/progress-fill';
import { useLiveProgress } from '../../data-client';
import type { RenderStage } from '../../../worker/contract/render-stages';

export function statusLabel(t: TFunction, status: string): string {
  switch (status) {
    case 'queued':
      return t('RENDERS.STATUS_QUEUED');
    case 'rendering':
      return t('RENDERS.STATUS_RENDERING');
    case 'finished':
      return t('RENDERS.STATUS_FINISHED');
    case 'failed':
      return t('RENDERS.STATUS_FAILED');
    case 'cancelled':
      return t('RENDERS.STATUS_CANCELLED');
    default:
      return status;
  }
}

const TONES: Readonly<Record<string, string>> = {
  queued: 'bg-slate-100 text-slate-700 ring-slate-300',
  rendering: 'bg-indigo-50 text-indigo-800 ring-indigo-300',
  finished: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  failed: 'bg-red-50 text-red-800 ring-red-300',
  cancelled: 'bg-slate-50 text-slate-600 ring-slate-300',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('renders');
  return (
    <span data-status={status} className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[status] ?? TONES.queued}`}>
      {statusLabel(t, status)}
    </span>
  );
}

const STAGE_KEYS: Readonly<Record<RenderStage, string>> = {
  unpack: 'RENDERS.STAGE_UNPACK',
  fill: 'RENDERS.STAGE_FILL',
  render: 'RENDERS.STAGE_RENDER',
  encode: 'RENDERS.STAGE_ENCODE',
  store: 'RENDERS.STAGE_STORE',
};

/** What a rendering build is doing now (unpacking, filling in values…), beside its badge; nothing outside a stage. */
export function StageWord({ stage }: { stage: RenderStage | null }) {
  const { t } = useTranslation('renders');
  if (stage === null) return null;
  return (
    <span data-stage={stage} className="ml-2 text-xs text-slate-600">
      {t(STAGE_KEYS[stage])}
    </span>
  );
}

const BAR_TONES: Readonly<Record<string, string>> = { finished: 'bg-emerald-500', failed: 'bg-red-500' };

/** 0–100, clamped; `label` names what progresses (the render) for screen readers. */
export function ProgressBar({ value, status, label }: { value: number; status: string; label: string }) {
  const progress = Math.max(0, Math.min(100, Math.round(Number.isFinite(value) ? value : 0)));
  return (
    <span className="flex items-center gap-2">
      <span role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} className="h-2 w-full min-w-12 overflow-hidden rounded-full bg-slate-200">
        <ProgressFill percent={progress} className={BAR_TONES[status] ?? 'bg-indigo-500'} />
      </span>
      {/* Sized and contained: its text changes many times a second, and then only this box is laid out again, not the table around it. */}
      <span className="h-4 w-10 shrink-0 text-right text-xs leading-4 text-slate-700 tabular-nums [contain:strict]">{progress}%</span>
    </span>
  );
}

/**
 * A list row's bar: its progress read apart from the row (data-client/live-progress.tsx), so a
 * batch that moves only the progress renders this and nothing else of the row or the table.
 */
export function LiveProgressBar({ id, value, status, label }: { id: string; value: number; status: string; label: string }) {
  return <ProgressBar value={useLiveProgress(id, value)} status={status} label={label} />;
}
