/**
 * The feed's columns: type, a sample value and how many products have a value (fill rate).
 * A manual feed's column types can be changed here; other kinds take their types from the source.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { AttributeType } from '../../../../worker/contract/feeds';
import type { FeedDetail } from '../../../../worker/domains/feeds/contract';
import { ATTRIBUTE_TYPES } from '../feed-options';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/page-states';
import { useDataLayer } from '../../../data-client';
import { useCanWrite } from '../../../shell/router/use-can-write';
import { formatShare } from '../feed-format';
import { DataTable } from '../../../components/ui/data-table';

export function AttributesTab({ feed }: { feed: FeedDetail }) {
  const { t, i18n } = useTranslation('feeds');
  const api = useDataLayer();
  const editable = useCanWrite() && feed.kind === 'manual';
  const [types, setTypes] = useState<Readonly<Record<string, AttributeType>>>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const changed = feed.attributes.filter((a) => types[a.name] !== undefined && types[a.name] !== a.type);
  if (feed.attributes.length === 0) return <EmptyState title={t('FEEDS_ATTRIBUTES.EMPTY')} />;

  const save = async () => {
    setSaving(true);
    setFailed(null);
    const result = await api.dispatch({ type: 'feeds/attribute-types', id: feed.id, attributes: changed.map((a) => ({ name: a.name, type: types[a.name]! })) });
    setSaving(false);
    if (result.ok) setTypes({});
    else setFailed(result.message ?? t('FEEDS_ATTRIBUTES.SAVE_FAILED'));
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{editable ? t('FEEDS_ATTRIBUTES.HINT_MANUAL') : t('FEEDS_ATTRIBUTES.HINT')}</p>
      <DataTable
        testId="attributes-table"
        caption={t('FEEDS_TABS.FEED_ATTRIBUTES')}
        rows={feed.attributes}
        rowKey={(a) => a.name}
        rowTestId="attribute-row"
        columns={[
          { key: 'name', header: t('FEEDS_ATTRIBUTES.NAME'), rowHeader: true, cell: (a) => a.name },
          {
            key: 'type',
            header: t('FEEDS_ATTRIBUTES.TYPE'),
            cell: (a) =>
              editable ? (
                <>
                  <label htmlFor={`type-${a.name}`} className="sr-only">{t('FEEDS_ATTRIBUTES.TYPE_OF', { name: a.name })}</label>
                  <select id={`type-${a.name}`} value={types[a.name] ?? a.type} onChange={(e) => setTypes({ ...types, [a.name]: e.target.value as AttributeType })} className="rounded border border-slate-300 px-2 py-1 text-sm">
                    {ATTRIBUTE_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`FEEDS_TYPES.${type.toUpperCase()}`)}
                      </option>
                    ))}
                  </select>
                </>
              ) : (
                t(`FEEDS_TYPES.${a.type.toUpperCase()}`)
              ),
          },
          { key: 'sample', header: t('FEEDS_ATTRIBUTES.SAMPLE'), className: 'max-w-xs truncate text-slate-700', cell: (a) => a.sample ?? <span className="text-slate-400">–</span> },
          {
            key: 'fill',
            header: t('FEEDS_ATTRIBUTES.FILL_RATE'),
            cell: (a) => (
              <div className="flex items-center gap-2">
                <div className="h-2 w-24 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <div className={`h-full ${a.fillRate < 0.9 ? 'bg-amber-500' : 'bg-emerald-500'}`} style={{ width: `${Math.round(a.fillRate * 100)}%` }} />
                </div>
                <span className="tabular-nums text-slate-700">{formatShare(a.fillRate, i18n.language)}</span>
              </div>
            ),
          },
        ]}
      />
      {editable ? (
        <div className="flex items-center justify-end gap-3">
          {failed ? <p role="alert" className="text-sm text-red-700">{failed}</p> : null}
          <Button disabled={changed.length === 0 || saving} onClick={() => void save()} data-testid="save-types">
            {t('FEEDS_ATTRIBUTES.SAVE')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
