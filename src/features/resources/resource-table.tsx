/**
 * A page of generic records as a table, the label linking to the record's page when it has one.
 * Rows are memoised on their record: a live list keeps the identity of every record a batch did
 * not change, so a build's progress update re-renders that build's row only.
 */
import { memo } from 'react';
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
          {records.map((record) => (
            <ResourceRow key={record.id} record={record} href={hrefOf(record)} columns={columns} yes={yes} no={no} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface RowProps {
  readonly record: ResourceRecord;
  readonly href: string | null;
  readonly columns: readonly string[];
  readonly yes: string;
  readonly no: string;
}

const ResourceRow = memo(function ResourceRow({ record, href, columns, yes, no }: RowProps) {
  return (
    <tr className="border-t border-slate-100">
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
}, sameRow);

/** Columns are recomputed for every page render; equal names mean an equal row. */
function sameRow(a: RowProps, b: RowProps): boolean {
  return (
    a.record === b.record &&
    a.href === b.href &&
    a.yes === b.yes &&
    a.no === b.no &&
    a.columns.length === b.columns.length &&
    a.columns.every((column, i) => column === b.columns[i])
  );
}
