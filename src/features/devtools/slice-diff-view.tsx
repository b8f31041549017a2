/** What one envelope changed, slice by slice: path, old value, new value. */
import { useTranslation } from '../../i18n/use-translation';
import type { DiffEntry, SliceDiff } from '../../../worker/contract/log-inspection';

function Entry({ entry }: { entry: DiffEntry }) {
  return (
    <li className="flex flex-wrap gap-2" data-testid="diff-entry">
      <span className="text-slate-700">{entry.path || '∅'}</span>
      {entry.before !== null && <del className="rounded bg-red-50 px-1 text-red-700">{entry.before}</del>}
      {entry.after !== null && <ins className="rounded bg-emerald-50 px-1 text-emerald-800 no-underline">{entry.after}</ins>}
    </li>
  );
}

export function SliceDiffView({ changes }: { changes: readonly SliceDiff[] }) {
  const { t } = useTranslation('devtools');
  if (changes.length === 0) return <p className="text-sm text-slate-500">{t('DEVTOOLS.NO_CHANGES')}</p>;
  return (
    <ul className="space-y-2" data-testid="slice-diff">
      {changes.map((change) => (
        <li key={change.slice} data-slice={change.slice}>
          <h4 className="text-sm font-semibold">{change.slice}</h4>
          <ul className="space-y-0.5 pl-3 font-mono text-xs">
            {change.entries.map((entry) => (
              <Entry key={entry.path} entry={entry} />
            ))}
            {change.truncated && <li className="text-slate-400">{t('DEVTOOLS.DIFF_TRUNCATED')}</li>}
          </ul>
        </li>
      ))}
    </ul>
  );
}
