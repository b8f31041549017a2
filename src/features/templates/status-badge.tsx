/** A small coloured pill for a status; the colour only repeats what the text says. */
import { useTranslation } from '../../i18n/use-translation';
import type { StatusLabel, Tone } from './status-labels';

const TONES: Readonly<Record<Tone, string>> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
  indigo: 'bg-indigo-50 text-indigo-800 ring-indigo-600/20',
  sky: 'bg-sky-50 text-sky-800 ring-sky-600/20',
};

export function StatusBadge({ label, prefix, testId }: { label: StatusLabel; prefix?: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[label.tone]}`} data-testid={testId} data-status={label.raw}>
      {prefix ? <span className="font-semibold">{prefix}</span> : null}
      {label.key === null ? label.raw : t(label.key)}
    </span>
  );
}
