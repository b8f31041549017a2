/**
 * The inputs step's view of the chosen package (docs/template-packages.md): the inputs it
 * declares with their type and default value, and the sizes it declares. A refused package shows
 * its problem on the package field instead (create-template-wizard.tsx).
 */
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import type { PackageContents } from './use-package-contents';
import { DataTable } from '../../../components/ui/data-table';

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
        <DataTable
          dense
          testId="package-inputs"
          caption={t('TEMPLATES.PACKAGE_INPUTS')}
          captionVisible
          rows={contents.inputs}
          rowKey={(input) => input.name}
          rowTestId="package-input"
          columns={[
            {
              key: 'name',
              header: t('TEMPLATES.INPUT_COLUMN_NAME'),
              rowHeader: true,
              cell: (input) => (
                <>
                  {input.label ?? input.name}
                  {input.label ? <span className="ml-1 font-normal text-slate-500">({input.name})</span> : null}
                </>
              ),
            },
            { key: 'type', header: t('TEMPLATES.INPUT_COLUMN_TYPE'), className: 'text-slate-700', cell: (input) => t(TYPE_KEYS[input.type]) },
            { key: 'default', header: t('TEMPLATES.INPUT_COLUMN_DEFAULT'), className: 'max-w-64 truncate text-slate-700', cellProps: (input) => ({ title: input.default }), cell: (input) => input.default },
          ]}
        />
      )}
    </div>
  );
}
