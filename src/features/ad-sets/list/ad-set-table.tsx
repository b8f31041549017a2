/**
 * The brand's ad sets, read through a window of the whole list (components/ui/windowed-table.tsx):
 * only the rows in view are in the DOM and on the bridge. Drafts link back into the wizard at the
 * step the server saved (editors and up; others see "Draft"); ready ones open their detail. Rows
 * have one height (a name and the draft line under it; labels cut to one line) and are memoised
 * on their ad set.
 */
import { memo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { AdSetSummary } from '../../../../worker/domains/ad-sets/contract';
import { focusRing } from '../../../components/ui/button';
import { WindowedTableHead } from '../../../components/ui/windowed-table-head';
import { WindowedTable, windowedRowProps, type WindowView } from '../../../components/ui/windowed-table';
import { formatDateTime } from '../../../lib/dates';
import { ReviewBadge } from '../review-badge';

/** One row: the name and a line under it (the draft's way back into the wizard). */
export const AD_SET_ROW_HEIGHT = 56;
/**
 * The name takes what is left: at least 14rem, since the table is at least 65rem wide (it scrolls
 * sideways on a phone). The review column holds each badge on one line, but for the longest
 * French one, which wraps to two lines inside the row's height.
 */
const COLUMNS = ['w-auto', 'w-48', 'w-36', 'w-24', 'w-20', 'w-40', 'w-36'] as const;

interface AdSetTableProps {
  /** The window: its rows, counts, onRange and the footer under the last row. */
  readonly view: WindowView<AdSetSummary>;
  /** Where a row's name goes: its detail, or (a draft, for those who may edit) its wizard step; null: not a link. */
  readonly hrefOf: (adSet: AdSetSummary) => string | null;
}

export function AdSetTable({ view, hrefOf }: AdSetTableProps) {
  return (
    <WindowedTable
      testId="ad-set-table"
      {...view}
      rowHeight={AD_SET_ROW_HEIGHT}
      columns={COLUMNS.length}
      tableClassName="w-full min-w-[65rem] table-fixed"
      head={<AdSetHead />}
      renderRow={(adSet, index) => <AdSetRow key={adSet.id} index={index} adSet={adSet} href={hrefOf(adSet)} />}
    />
  );
}

const AdSetHead = memo(function AdSetHead() {
  const { t } = useTranslation('ad-sets');
  return (
    <WindowedTableHead
      caption={t('AD_SETS_LIST.CAPTION')}
      cellClassName="px-3 py-2"
      columns={[
        { width: COLUMNS[0], label: t('AD_SETS_LIST.COL_NAME') },
        { width: COLUMNS[1], label: t('AD_SETS_LIST.COL_TEMPLATE') },
        { width: COLUMNS[2], label: t('AD_SETS_LIST.COL_FEED') },
        { width: COLUMNS[3], label: t('AD_SETS_LIST.COL_FORMAT') },
        { width: COLUMNS[4], label: t('AD_SETS_LIST.COL_ADS'), align: 'right' },
        { width: COLUMNS[5], label: t('AD_SETS_LIST.COL_REVIEW') },
        { width: COLUMNS[6], label: t('AD_SETS_LIST.COL_UPDATED') },
      ]}
    />
  );
});

const AdSetRow = memo(function AdSetRow({ index, adSet: a, href }: { index: number; adSet: AdSetSummary; href: string | null }) {
  const { t } = useTranslation('ad-sets');
  const archivedMark = a.archived ? <span className="ml-2 text-xs text-slate-500">{t('AD_SETS_LIST.ARCHIVED_MARK')}</span> : null;
  return (
    <tr {...windowedRowProps(index, AD_SET_ROW_HEIGHT)} className="border-t border-slate-100" data-testid={`ad-set-row-${a.id}`} data-id={a.id}>
      <td className="px-3 py-1">
        {a.status === 'draft' ? (
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-medium text-slate-900">
              {a.name}
              {archivedMark}
            </span>
            {href !== null ? (
              <Link href={href} className={`self-start truncate text-xs text-amber-800 underline ${focusRing}`} data-testid="continue-draft">
                {t('AD_SETS_LIST.DRAFT_CONTINUE')}
              </Link>
            ) : (
              <span className="text-xs text-amber-800">{t('AD_SETS_LIST.DRAFT')}</span>
            )}
          </span>
        ) : (
          <span className="block truncate">
            {href !== null ? (
              <Link href={href} className={`rounded font-medium text-indigo-700 hover:underline ${focusRing}`}>
                {a.name}
              </Link>
            ) : (
              <span className="font-medium text-slate-900">{a.name}</span>
            )}
            {archivedMark}
          </span>
        )}
      </td>
      <td className="truncate px-3 py-1 text-slate-700">{a.templateLabel ?? '–'}</td>
      <td className="truncate px-3 py-1 text-slate-700">{a.feedLabel ?? '–'}</td>
      <td className="px-3 py-1 text-slate-700 uppercase">{a.format}</td>
      <td className="px-3 py-1 text-right text-slate-700 tabular-nums">{a.adsCount}</td>
      <td className="px-3 py-1">
        <ReviewBadge state={a.reviewState} />
      </td>
      <td className="truncate px-3 py-1 text-slate-600">{formatDateTime(a.updatedAt)}</td>
    </tr>
  );
});
