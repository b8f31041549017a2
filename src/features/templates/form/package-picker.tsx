/**
 * Choosing the package file: a file button and a drop zone, then the chosen file's name, size
 * and kind with a way to remove it. The file is checked by package-rules.ts when the step is
 * finished; here it is only shown.
 */
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FileDropBox } from '../../../components/ui/file-drop-box';
import { Spinner } from '../../../components/ui/spinner';
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
  const hint = t('TEMPLATES.PACKAGE_HINT', { types: PACKAGE_EXTENSIONS.join(', '), max: formatBytes(PACKAGE_MAX_BYTES) });
  return (
    <Field id={id} label={label} required={required} hint={hint} problems={problems}>
      <FileDropBox
        id={id}
        // One package: the first of the files dropped or chosen (none: the picker was cancelled).
        onFiles={(files) => onChoose(files[0] ?? null)}
        accept={PACKAGE_ACCEPT}
        invalid={problems.length > 0}
        testId="package-drop-zone"
        inputProps={describedBy(id, problems, true)}
        chooseLabel={chosen === null ? t('TEMPLATES.PACKAGE_CHOOSE') : t('TEMPLATES.PACKAGE_REPLACE')}
        actions={
          chosen !== null ? (
            <Button variant="ghost" onClick={() => onChoose(null)}>
              {t('TEMPLATES.PACKAGE_REMOVE')}
            </Button>
          ) : null
        }
      >
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
      </FileDropBox>
    </Field>
  );
}
