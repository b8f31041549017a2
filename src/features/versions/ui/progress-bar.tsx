import { ProgressFill } from '../../../components/ui/progress-fill';

/** A render's progress, 0–100, announced as a progress bar with its percentage. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="flex items-center gap-2">
      <div role="progressbar" aria-label={label} aria-valuenow={clamped} aria-valuemin={0} aria-valuemax={100} className="h-1.5 w-24 overflow-hidden rounded-full bg-slate-200">
        <ProgressFill percent={clamped} className="bg-indigo-500" />
      </div>
      <span className="w-10 text-right text-xs text-slate-600 tabular-nums">{clamped} %</span>
    </div>
  );
}
