/** One generic record as a description list (the data a page about that record has so far). */
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../../worker/contract/queries';
import { fieldKey, formatFieldValue, humanizeFieldName } from './field-format';

export function RecordSummary({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation();
  const yes = t('COMMON.YES');
  const no = t('COMMON.NO');
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2" data-testid="record-summary">
      <div>
        <dt className="text-xs tracking-wide text-slate-500 uppercase">{t('FIELDS.ID')}</dt>
        <dd className="font-mono">{record.id}</dd>
      </div>
      <div>
        <dt className="text-xs tracking-wide text-slate-500 uppercase">{t('FIELDS.NAME')}</dt>
        <dd className="font-medium">{record.label}</dd>
      </div>
      {Object.entries(record.fields).map(([name, value]) => (
        <div key={name}>
          <dt className="text-xs tracking-wide text-slate-500 uppercase">{t(fieldKey(name), { defaultValue: humanizeFieldName(name) })}</dt>
          <dd className="break-words text-slate-800">{formatFieldValue(value, yes, no)}</dd>
        </div>
      ))}
    </dl>
  );
}
