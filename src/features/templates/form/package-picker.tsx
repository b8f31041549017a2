/**
 * Choosing the package file: a file button and a drop zone, then the chosen file's name, size
 * and kind with a way to remove it. The file is checked by package-rules.ts when the step is
 * finished; here it is only shown.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, focusRing } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useFileDrop } from '../../../components/ui/use-file-drop';
import { formatBytes } from '../../../lib/format-bytes';
import { PACKAGE_ACCEPT, PACKAGE_EXTENSIONS, PACKAGE_MAX_BYTES } from '../template-options';
import { describedBy, Field, type FieldProblem } from '../../../components/ui/form-field';
import { packageKind, type PackageInfo } from './package-rules';

export function PackagePicker({
  label,
  chosen,
  onChoose,
  problems,
  restoring = false,
  required = false,
}: {
  label: string;
  chosen: PackageInfo | null;
  onChoose: (file: File | null) => void;
  problems: readonly FieldProblem[];
  restoring?: boolean;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  // One package: the first of the files dropped.
  const { over, handlers } = useFileDrop((files) => onChoose(files[0] ?? null));
  const hint = t('TEMPLATES.PACKAGE_HINT', { types: PACKAGE_EXTENSIONS.join(', '), max: formatBytes(PACKAGE_MAX_BYTES) });
  return (
    <Field id={id} label={label} required={required} hint={hint} problems={problems}>
      <div
        {...handlers}
        className={`rounded-lg border-2 border-dashed p-5 text-center ${over ? 'border-indigo-500 bg-indigo-50' : problems.length > 0 ? 'border-red-300 bg-red-50/40' : 'border-slate-300 bg-slate-50'}`}
        data-testid="package-drop-zone"
      >
        <input
          id={id}
          type="file"
          accept={PACKAGE_ACCEPT}
          className="peer sr-only"
          onChange={(event) => {
            onChoose(event.target.files?.[0] ?? null);
            event.target.value = ''; // choosing the same file again still reports a change
          }}
          {...describedBy(id, problems, true)}
        />
        {restoring ? (
          <Spinner label={t('TEMPLATES.PACKAGE_RESTORING')} showLabel />
        ) : chosen === null ? (
          <p className="text-sm text-slate-600">{t('TEMPLATES.PACKAGE_DROP')}</p>
        ) : (
          <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm" data-testid="chosen-package">
            <span className="font-medium break-all text-slate-900" data-testid="chosen-package-name">
              {chosen.name}
            </span>
            <span className="text-slate-600" data-testid="chosen-package-size">
              {formatBytes(chosen.size)}
            </span>
            <span className="text-slate-500">{t(packageKind(chosen.name) === 'zip' ? 'TEMPLATES.PACKAGE_ZIP' : 'TEMPLATES.PACKAGE_HTML')}</span>
          </div>
        )}
        <div className="mt-3 flex justify-center gap-2">
          <label htmlFor={id} className={`inline-flex cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 ${focusRing}`}>
            {chosen === null ? t('TEMPLATES.PACKAGE_CHOOSE') : t('TEMPLATES.PACKAGE_REPLACE')}
          </label>
          {chosen !== null ? (
            <Button variant="ghost" onClick={() => onChoose(null)}>
              {t('TEMPLATES.PACKAGE_REMOVE')}
            </Button>
          ) : null}
        </div>
      </div>
    </Field>
  );
}
