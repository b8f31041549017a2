/**
 * The feed's columns: type, a sample value and how many products have a value (fill rate).
 * A manual feed's column types can be changed here; other kinds take their types from the source.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttributeType, FeedDetail } from '../../../../worker/contract/feeds';
import { ATTRIBUTE_TYPES } from '../feed-options';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/page-states';
import { useDataLayer } from '../../../data-client';
import { useCanWrite } from '../../../shell/router/use-can-write';
import { formatShare } from '../feed-format';

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
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
        <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="attributes-table">
          <caption className="sr-only">{t('FEEDS_TABS.FEED_ATTRIBUTES')}</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2">{t('FEEDS_ATTRIBUTES.NAME')}</th>
              <th scope="col" className="px-4 py-2">{t('FEEDS_ATTRIBUTES.TYPE')}</th>
              <th scope="col" className="px-4 py-2">{t('FEEDS_ATTRIBUTES.SAMPLE')}</th>
              <th scope="col" className="px-4 py-2">{t('FEEDS_ATTRIBUTES.FILL_RATE')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {feed.attributes.map((a) => (
              <tr key={a.name} data-testid="attribute-row">
                <th scope="row" className="px-4 py-2 text-left font-medium text-slate-900">{a.name}</th>
                <td className="px-4 py-2">
                  {editable ? (
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
                  )}
                </td>
                <td className="max-w-xs truncate px-4 py-2 text-slate-700">{a.sample ?? <span className="text-slate-400">–</span>}</td>
                <td className="px-4 py-2">
                  <div className="flex items-center gap-2">
                    <div className="h-2 w-24 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                      <div className={`h-full ${a.fillRate < 0.9 ? 'bg-amber-500' : 'bg-emerald-500'}`} style={{ width: `${Math.round(a.fillRate * 100)}%` }} />
                    </div>
                    <span className="tabular-nums text-slate-700">{formatShare(a.fillRate, i18n.language)}</span>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
