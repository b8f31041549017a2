/** A page of generic records as a table, the label linking to the record's page when it has one. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ResourceRecord } from '../../../worker/contract/queries';
import { focusRing } from '../../components/ui/button';
import { fieldKey, formatFieldValue, humanizeFieldName, pickColumns } from './field-format';

export function ResourceTable({ caption, records, hrefOf }: { caption: string; records: readonly ResourceRecord[]; hrefOf: (record: ResourceRecord) => string | null }) {
  const { t } = useTranslation();
  const columns = pickColumns(records);
  const yes = t('COMMON.YES');
  const no = t('COMMON.NO');
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" data-testid="resource-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('FIELDS.ID')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('FIELDS.NAME')}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2">
                {t(fieldKey(column), { defaultValue: humanizeFieldName(column) })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {records.map((record) => {
            const href = hrefOf(record);
            return (
              <tr key={record.id} className="border-t border-slate-100">
                <td className="px-3 py-2 font-mono text-slate-500">{record.id}</td>
                <td className="px-3 py-2 font-medium">
                  {href === null ? (
                    record.label
                  ) : (
                    <Link href={href} className={`rounded text-indigo-700 hover:underline ${focusRing}`}>
                      {record.label}
                    </Link>
                  )}
                </td>
                {columns.map((column) => (
                  <td key={column} className="px-3 py-2 text-slate-700">
                    {formatFieldValue(record.fields[column] ?? null, yes, no)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
