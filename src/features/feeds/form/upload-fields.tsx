/** An upload feed: the file (CSV, or XLSX's first sheet), how to read it, and the server's parse before saving. */
import { useTranslation } from '../../../i18n/use-translation';
import { AUTO_DELIMITER, type CsvDelimiter } from '../../../../worker/contract/feed-values';
import { describedBy, Field, inputClass } from '../../../components/ui/form-field';
import { formatBytes } from '../../../lib/format-bytes';
import { NameAndCurrency } from './common-fields';
import type { Problems, UploadForm } from './feed-form-model';
import { PreviewRun, usePreviewedChange } from './preview-run';
import { problemsOf } from './use-feed-form';

/** Detect first: the hint promises any delimiter, and a wrong one reads the file as one column. */
const DELIMITERS = [
  [AUTO_DELIMITER, 'AUTO'],
  [',', 'COMMA'],
  [';', 'SEMICOLON'],
  ['\t', 'TAB'],
  ['|', 'PIPE'],
] as const satisfies readonly (readonly [typeof AUTO_DELIMITER | CsvDelimiter, string])[];

export function UploadFields({ form, problems, onChange, creating, currentFile }: { form: UploadForm; problems: Problems; onChange: (next: Partial<UploadForm>) => void; creating: boolean; currentFile?: string | null }) {
  const { t } = useTranslation('feeds');
  const { state, run, change } = usePreviewedChange(onChange);
  const fileProblems = problemsOf(problems, 'file');
  return (
    <div className="space-y-4">
      <NameAndCurrency name={form.name} currency={form.currency} problems={problems} onChange={change} />
      <Field id="feed-file" label={t('FEEDS_FORM.FILE')} required={creating} hint={creating ? t('FEEDS_FORM.FILE_HINT') : t('FEEDS_FORM.FILE_HINT_EDIT', { name: currentFile ?? '–' })} problems={fileProblems}>
        <input
          id="feed-file"
          type="file"
          accept=".csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => change({ file: e.target.files?.[0] ?? null })}
          className={`${inputClass(fileProblems.length > 0)} file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-2 file:py-1`}
          {...describedBy('feed-file', fileProblems, true)}
        />
      </Field>
      {form.file ? <p className="text-xs text-slate-600" data-testid="feed-file-chosen">{t('FEEDS_FORM.FILE_CHOSEN', { name: form.file.name, size: formatBytes(form.file.size) })}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="feed-delimiter" label={t('FEEDS_FORM.DELIMITER')} hint={t('FEEDS_FORM.DELIMITER_HINT')}>
          <select id="feed-delimiter" value={form.delimiter} onChange={(e) => change({ delimiter: e.target.value })} className={inputClass(false)} {...describedBy('feed-delimiter', [], true)}>
            {DELIMITERS.map(([value, label]) => (
              <option key={label} value={value}>
                {t(`FEEDS_FORM.DELIMITER_${label}`)}
              </option>
            ))}
          </select>
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
          <input type="checkbox" checked={form.hasHeader} onChange={(e) => change({ hasHeader: e.target.checked })} className="h-4 w-4 rounded border-slate-300" />
          {t('FEEDS_FORM.HAS_HEADER')}
        </label>
      </div>
      <PreviewRun
        state={state}
        run={run}
        input={form.file === null ? null : { kind: 'upload', delimiter: form.delimiter, hasHeader: form.hasHeader, file: form.file, fileName: form.file.name }}
        label={t('FEEDS_FORM.PREVIEW')}
        testId="feed-preview-button"
      />
    </div>
  );
}
