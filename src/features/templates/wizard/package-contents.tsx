/**
 * The inputs step's view of the chosen package (docs/template-packages.md): the sizes it declares,
 * and its inputs as the values form (label, type, default, maximum), with a live preview of the
 * filled page at each size as the user types. The values go with the upload. A refused package
 * shows its problem on the package field instead (create-template-wizard.tsx).
 */
import { useTranslation } from '../../../i18n/use-translation';
import { Spinner } from '../../../components/ui/spinner';
import { ValuesForm } from '../../../components/values/values-form';
import { ValuesPreview } from '../../../components/values/values-preview';
import { formInputOf, type ValueProblems, type Values } from '../../../components/values/values-rules';
import { sniffImage } from '../../../../worker/contract/template-values';
import type { PackageContents } from './use-package-contents';

export interface PackageValuesProps {
  readonly contents: PackageContents;
  readonly values: Values;
  readonly onChange: (name: string, value: string) => void;
  readonly problems: ValueProblems;
}

export function PackageContentsView({ contents, values, onChange, problems }: PackageValuesProps) {
  const { t } = useTranslation();
  if (contents.status === 'reading') return <Spinner label={t('TEMPLATES.PACKAGE_READING')} showLabel />;
  if (contents.status !== 'read') return null;
  const sizes = contents.sizes.map((s) => `${s.width}×${s.height}`).join(', ');
  const inputs = contents.inputs.map(formInputOf);
  const shown = Object.fromEntries(inputs.map((input) => [input.name, values[input.name] ?? input.default]));
  const images = [...contents.pkg.files].filter(([, bytes]) => sniffImage(bytes) !== null).map(([path]) => path).sort();
  return (
    <div className="space-y-4" data-testid="package-contents">
      <p className="text-sm text-slate-700" data-testid="package-sizes">
        {sizes ? t('TEMPLATES.PACKAGE_SIZES', { sizes }) : t('TEMPLATES.PACKAGE_NO_SIZES')}
      </p>
      {inputs.length === 0 ? (
        <p className="text-sm text-slate-600">{t('TEMPLATES.PACKAGE_NO_INPUTS')}</p>
      ) : (
        <>
          <section className="space-y-2" aria-labelledby="wizard-values-title">
            <h4 id="wizard-values-title" className="text-sm font-semibold text-slate-800">
              {t('TEMPLATES.PACKAGE_INPUTS')}
            </h4>
            <p className="text-xs text-slate-500">{t('TEMPLATES.INPUTS_VALUES_NOTE')}</p>
            <ValuesForm inputs={inputs} values={shown} onChange={onChange} problems={problems} packageImages={images} idPrefix="wizard-value" />
          </section>
          <section className="space-y-2" aria-label={t('VALUES.PREVIEW')}>
            <h4 className="text-sm font-semibold text-slate-800">{t('VALUES.PREVIEW')}</h4>
            <ValuesPreview preview={{ status: 'ready', pkg: contents.pkg }} values={shown} sizes={contents.sizes} />
          </section>
        </>
      )}
    </div>
  );
}
