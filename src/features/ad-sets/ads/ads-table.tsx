/**
 * The brand's ads, read through a window of the whole list (components/ui/windowed-table.tsx): a
 * brand has an ad per product × language, thousands of them, and keeps only the rows in view in
 * the DOM and on the bridge. Each row starts with the ad's first creative, loaded lazily (only
 * the rows in the DOM have one, and the browser loads it once it is on screen); rows have one
 * height, the thumbnail's box and its padding, and are memoised on their ad.
 */
import { memo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { ResourceRecord } from '../../../../worker/domains/resources/contract';
import { focusRing } from '../../../components/ui/button';
import { WindowedTableHead } from '../../../components/ui/windowed-table-head';
import { WindowedTable, windowedRowProps, type WindowView } from '../../../components/ui/windowed-table';
import { formatDateTime } from '../../../lib/dates';
import { RecordLink } from '../../../components/records/record-link';
import { CreativePicture, type CreativeSource } from '../../../components/ui/creative-picture';

/** The box a creative is scaled into. */
const THUMB = { width: 96, height: 64 } as const;
/** The thumbnail's box and 6 px above and below it. */
export const AD_ROW_HEIGHT = THUMB.height + 12;
/** The ad's name takes what is left: at least 16rem, since the table is at least 60rem wide (it scrolls sideways on a phone). */
const COLUMNS = ['w-32', 'w-auto', 'w-56', 'w-24', 'w-24', 'w-40'] as const;

/**
 * The ad's first finished creative (the server's `thumbnail` object, which the generic record
 * carries as `thumbnail.*` fields), when it has a usable one.
 */
function thumbnailOf(fields: ResourceRecord['fields']): CreativeSource | null {
  const url = fields['thumbnail.url'];
  const outputFormat = fields['thumbnail.output_format'];
  const width = fields['thumbnail.width'];
  const height = fields['thumbnail.height'];
  if (typeof url !== 'string' || typeof outputFormat !== 'string' || typeof width !== 'number' || typeof height !== 'number' || width <= 0 || height <= 0) return null;
  return { url, outputFormat, width, height };
}

interface AdsTableProps {
  /** The window: its rows, counts, onRange and the footer under the last row. */
  readonly view: WindowView<ResourceRecord>;
  readonly hrefOf: (adId: string) => string;
  readonly adSetHrefOf: (adSetId: string) => string;
}

export function AdsTable({ view, hrefOf, adSetHrefOf }: AdsTableProps) {
  return (
    <WindowedTable
      testId="ads-list-table"
      {...view}
      rowHeight={AD_ROW_HEIGHT}
      columns={COLUMNS.length}
      tableClassName="w-full min-w-[60rem] table-fixed"
      head={<AdsHead />}
      renderRow={(ad, index) => {
        const adSetId = ad.fields.ad_set_id === null || ad.fields.ad_set_id === undefined ? null : String(ad.fields.ad_set_id);
        return <AdRow key={ad.id} index={index} ad={ad} href={hrefOf(ad.id)} adSetId={adSetId} adSetHref={adSetId === null ? null : adSetHrefOf(adSetId)} />;
      }}
    />
  );
}

const AdsHead = memo(function AdsHead() {
  const { t } = useTranslation('ad-sets');
  return (
    <WindowedTableHead
      caption={t('AD_SETS_ADS.CAPTION')}
      cellClassName="px-3 py-2"
      columns={[
        { width: COLUMNS[0], label: t('AD_SETS_ADS.COL_CREATIVE') },
        { width: COLUMNS[1], label: t('AD_SETS_ADS.COL_NAME') },
        { width: COLUMNS[2], label: t('AD_SETS_ADS.COL_AD_SET') },
        { width: COLUMNS[3], label: t('AD_SETS_ADS.COL_LANGUAGE') },
        { width: COLUMNS[4], label: t('AD_SETS_ADS.COL_FORMAT') },
        { width: COLUMNS[5], label: t('AD_SETS_ADS.COL_UPDATED') },
      ]}
    />
  );
});

interface AdRowProps {
  readonly index: number;
  readonly ad: ResourceRecord;
  readonly href: string;
  readonly adSetId: string | null;
  readonly adSetHref: string | null;
}

const AdRow = memo(function AdRow({ index, ad, href, adSetId, adSetHref }: AdRowProps) {
  const thumbnail = thumbnailOf(ad.fields);
  const { language, format, updated_at: updatedAt } = ad.fields;
  return (
    <tr {...windowedRowProps(index, AD_ROW_HEIGHT)} className="border-t border-slate-100" data-testid="ad-row" data-id={ad.id}>
      <td className="px-3 py-0">
        {/* A fixed box: a wide banner and a tall one keep the row's height. */}
        <div className="flex items-center" style={THUMB} data-testid="ad-thumbnail">
          {thumbnail ? <CreativePicture source={thumbnail} box={THUMB} alt={ad.label} /> : <span className="text-slate-500">–</span>}
        </div>
      </td>
      <td className="truncate px-3 py-0">
        <Link href={href} className={`rounded font-medium text-indigo-700 hover:underline ${focusRing}`}>
          {ad.label}
        </Link>
      </td>
      <td className="truncate px-3 py-0">{adSetId ? <RecordLink resource="ad-set" id={adSetId} to={adSetHref} /> : '–'}</td>
      <td className="px-3 py-0 text-slate-700 uppercase">{typeof language === 'string' ? language : '–'}</td>
      <td className="px-3 py-0 text-slate-700 uppercase">{String(format ?? '–')}</td>
      <td className="truncate px-3 py-0 text-slate-600">{typeof updatedAt === 'string' ? formatDateTime(updatedAt) : '–'}</td>
    </tr>
  );
});
