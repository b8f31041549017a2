/**
 * The inputs step's view of the chosen package (docs/template-packages.md): the inputs it
 * declares with their type and default value, and the sizes it declares. A refused package shows
 * its problem on the package field instead (create-template-wizard.tsx).
 */
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import type { PackageContents } from './use-package-contents';

const TYPE_KEYS = { text: 'TEMPLATES.INPUT_TYPE_TEXT', image: 'TEMPLATES.INPUT_TYPE_IMAGE', colour: 'TEMPLATES.INPUT_TYPE_COLOUR', price: 'TEMPLATES.INPUT_TYPE_PRICE' } as const;

export function PackageContentsView({ contents }: { contents: PackageContents }) {
  const { t } = useTranslation();
  if (contents.status === 'reading') return <Spinner label={t('TEMPLATES.PACKAGE_READING')} showLabel />;
  if (contents.status !== 'read') return null;
  const sizes = contents.sizes.map((s) => `${s.width}×${s.height}`).join(', ');
  return (
    <div className="space-y-3" data-testid="package-contents">
      <p className="text-sm text-slate-700" data-testid="package-sizes">
        {sizes ? t('TEMPLATES.PACKAGE_SIZES', { sizes }) : t('TEMPLATES.PACKAGE_NO_SIZES')}
      </p>
      {contents.inputs.length === 0 ? (
        <p className="text-sm text-slate-600">{t('TEMPLATES.PACKAGE_NO_INPUTS')}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-slate-200">
          <table className="w-full text-left text-sm" data-testid="package-inputs">
            <caption className="bg-slate-50 px-3 py-2 text-left font-medium text-slate-900">{t('TEMPLATES.PACKAGE_INPUTS')}</caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-1.5 font-medium">{t('TEMPLATES.INPUT_COLUMN_NAME')}</th>
                <th scope="col" className="px-3 py-1.5 font-medium">{t('TEMPLATES.INPUT_COLUMN_TYPE')}</th>
                <th scope="col" className="px-3 py-1.5 font-medium">{t('TEMPLATES.INPUT_COLUMN_DEFAULT')}</th>
              </tr>
            </thead>
            <tbody>
              {contents.inputs.map((input) => (
                <tr key={input.name} className="border-t border-slate-100" data-testid="package-input">
                  <th scope="row" className="px-3 py-1.5 font-medium text-slate-900">
                    {input.label ?? input.name}
                    {input.label ? <span className="ml-1 font-normal text-slate-500">({input.name})</span> : null}
                  </th>
                  <td className="px-3 py-1.5 text-slate-700">{t(TYPE_KEYS[input.type])}</td>
                  <td className="max-w-64 truncate px-3 py-1.5 text-slate-700" title={input.default}>
                    {input.default}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
