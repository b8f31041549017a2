/** Product changes as a table: when, which product, which field, old → new (added and removed products in words). */
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { ProductChange } from '../../../../worker/domains/feeds/contract';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { focusRing } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/dates';
import { DataTable } from '../../../components/ui/data-table';

export function ChangesTable({ changes, showProduct = true }: { changes: readonly ProductChange[]; showProduct?: boolean }) {
  const { t } = useTranslation('feeds');
  const pathFor = useBrandPath();
  return (
    <DataTable
      testId="changes-table"
      caption={t('FEEDS_TABS.PRODUCT_CHANGES')}
      rows={changes}
      rowKey={(c) => c.id}
      rowTestId="change-row"
      columns={[
        { key: 'when', header: t('FEEDS_REVISIONS.WHEN'), className: 'whitespace-nowrap text-slate-600', cell: (c) => formatDateTime(c.createdAt) },
        showProduct && {
          key: 'product',
          header: t('FEEDS_CHANGES.PRODUCT'),
          cell: (c) =>
            c.productId !== null ? (
              <Link href={pathFor('brand-products-productId', { productId: c.productId })} className={`rounded text-indigo-700 hover:underline ${focusRing}`}>
                {c.productName ?? c.sku}
              </Link>
            ) : (
              <span>{c.sku}</span>
            ),
        },
        { key: 'field', header: t('FEEDS_CHANGES.FIELD'), className: 'font-mono text-xs', cell: (c) => (c.field === '*' ? '–' : c.field) },
        {
          key: 'change',
          header: t('FEEDS_CHANGES.CHANGE'),
          cell: (c) =>
            c.field === '*' ? (
              <span className={c.newValue === 'added' ? 'text-emerald-700' : 'text-red-700'}>{t(c.newValue === 'added' ? 'FEEDS_CHANGES.ADDED' : 'FEEDS_CHANGES.REMOVED')}</span>
            ) : (
              <span className="break-words">
                <del className="text-red-700">{c.oldValue || t('FEEDS_CHANGES.EMPTY_VALUE')}</del> <span aria-hidden="true">→</span>
                <span className="sr-only">{t('FEEDS_CHANGES.TO')}</span> <ins className="text-emerald-700 no-underline">{c.newValue || t('FEEDS_CHANGES.EMPTY_VALUE')}</ins>
              </span>
            ),
        },
      ]}
    />
  );
}
