/** Product changes as a table: when, which product, which field, old → new (added and removed products in words). */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ProductChange } from '../../../../worker/contract/feeds';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { focusRing } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/dates';

export function ChangesTable({ changes, showProduct = true }: { changes: readonly ProductChange[]; showProduct?: boolean }) {
  const { t } = useTranslation('feeds');
  const pathFor = useBrandPath();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="changes-table">
        <caption className="sr-only">{t('FEEDS_TABS.PRODUCT_CHANGES')}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2">{t('FEEDS_REVISIONS.WHEN')}</th>
            {showProduct ? <th scope="col" className="px-4 py-2">{t('FEEDS_CHANGES.PRODUCT')}</th> : null}
            <th scope="col" className="px-4 py-2">{t('FEEDS_CHANGES.FIELD')}</th>
            <th scope="col" className="px-4 py-2">{t('FEEDS_CHANGES.CHANGE')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {changes.map((c) => (
            <tr key={c.id} data-testid="change-row">
              <td className="px-4 py-2 whitespace-nowrap text-slate-600">{formatDateTime(c.createdAt)}</td>
              {showProduct ? (
                <td className="px-4 py-2">
                  {c.productId !== null ? (
                    <Link href={pathFor('brand-products-productId', { productId: c.productId })} className={`rounded text-indigo-700 hover:underline ${focusRing}`}>
                      {c.productName ?? c.sku}
                    </Link>
                  ) : (
                    <span>{c.sku}</span>
                  )}
                </td>
              ) : null}
              <td className="px-4 py-2 font-mono text-xs">{c.field === '*' ? '–' : c.field}</td>
              <td className="px-4 py-2">
                {c.field === '*' ? (
                  <span className={c.newValue === 'added' ? 'text-emerald-700' : 'text-red-700'}>{t(c.newValue === 'added' ? 'FEEDS_CHANGES.ADDED' : 'FEEDS_CHANGES.REMOVED')}</span>
                ) : (
                  <span className="break-words">
                    <del className="text-red-700">{c.oldValue || t('FEEDS_CHANGES.EMPTY_VALUE')}</del> <span aria-hidden="true">→</span>
                    <span className="sr-only">{t('FEEDS_CHANGES.TO')}</span> <ins className="text-emerald-700 no-underline">{c.newValue || t('FEEDS_CHANGES.EMPTY_VALUE')}</ins>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
