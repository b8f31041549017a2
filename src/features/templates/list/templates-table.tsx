/**
 * The templates, read through a window of the whole list (components/ui/windowed-table.tsx): a
 * brand with thousands of templates keeps only the rows in view in the DOM and on the bridge.
 * Each row starts with a thumbnail of the newest version (lazily loaded: only the rows in view ask
 * for theirs). The name links to the template's page; status and the newest version's state are
 * badges; a tag filters the list by it. Rows have one height (the description and the tags are cut to one
 * line) and are memoised on their entity: a live update re-renders only the template it changed.
 */
import { memo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { Visual } from '../../../../worker/contract/creatives';
import { focusRing } from '../../../components/ui/button';
import { LazyThumbnail } from '../../../components/ui/lazy-thumbnail';
import { WindowedTable, windowedRowProps, type WindowView } from '../../../components/ui/windowed-table';
import { WindowedTableHead } from '../../../components/ui/windowed-table-head';
import { versionThumbnailUrl } from '../../../lib/creative-urls';
import { THUMBNAIL_BOXES } from '../../../../worker/contract/thumbnail-sizes';
import { formatDateTime } from '../../../lib/dates';
import { StatusBadge } from '../status-badge';
import { newestVersion, versionStatusLabel, visualStatusLabel } from '../status-labels';

/** One row: the name and a line of description. */
export const TEMPLATE_ROW_HEIGHT = 56;
const COLUMNS = ['w-20', 'w-auto', 'w-32', 'w-44', 'w-48', 'w-40'] as const;

interface TableProps {
  /** The window: its rows, counts, onRange and the footer under the last row. */
  readonly view: WindowView<Visual>;
  readonly caption: string;
  readonly hrefOf: (visual: Visual) => string;
  readonly activeTag: string;
  readonly onTag: (tag: string) => void;
}

export function TemplatesTable({ view, caption, hrefOf, activeTag, onTag }: TableProps) {
  return (
    <WindowedTable
      testId="templates-table"
      {...view}
      rowHeight={TEMPLATE_ROW_HEIGHT}
      columns={COLUMNS.length}
      tableClassName="w-full min-w-[57rem] table-fixed"
      head={<TemplatesHead caption={caption} />}
      renderRow={(visual, index) => <TemplateRow key={visual.id} index={index} visual={visual} href={hrefOf(visual)} activeTag={activeTag} onTag={onTag} />}
    />
  );
}

const TemplatesHead = memo(function TemplatesHead({ caption }: { caption: string }) {
  const { t } = useTranslation();
  return (
    <WindowedTableHead
      caption={caption}
      cellClassName="px-3 py-2"
      columns={[
        { width: COLUMNS[0], label: <span className="sr-only">{t('TEMPLATES.COLUMN_THUMBNAIL')}</span> },
        { width: COLUMNS[1], label: t('TEMPLATES.COLUMN_TEMPLATE') },
        { width: COLUMNS[2], label: t('TEMPLATES.COLUMN_STATUS') },
        { width: COLUMNS[3], label: t('TEMPLATES.COLUMN_NEWEST_VERSION') },
        { width: COLUMNS[4], label: t('TEMPLATES.TAGS') },
        { width: COLUMNS[5], label: t('TEMPLATES.COLUMN_UPDATED') },
      ]}
    />
  );
});

interface RowProps {
  readonly index: number;
  readonly visual: Visual;
  readonly href: string;
  readonly activeTag: string;
  readonly onTag: (tag: string) => void;
}

const TemplateRow = memo(function TemplateRow({ index, visual, href, activeTag, onTag }: RowProps) {
  const { t } = useTranslation();
  // The server's newest version that is not archived (what the development view goes by).
  const newest = visual.latestVersion ?? newestVersion(visual.versions);
  return (
    <tr {...windowedRowProps(index, TEMPLATE_ROW_HEIGHT)} className="border-t border-slate-100" data-testid="template-row" data-id={visual.id}>
      <td className="px-3 py-1">
        <LazyThumbnail src={newest === null ? null : versionThumbnailUrl(newest.id, 'list')} alt={t('TEMPLATES.THUMBNAIL_ALT', { name: visual.name })} {...THUMBNAIL_BOXES.list} testId="template-thumbnail" />
      </td>
      <td className="truncate px-3 py-1">
        <Link href={href} className={`rounded font-medium text-indigo-700 hover:underline ${focusRing}`}>
          {visual.name}
        </Link>
        {visual.description ? <p className="truncate text-xs text-slate-500">{visual.description}</p> : null}
      </td>
      <td className="px-3 py-1">
        <StatusBadge label={visualStatusLabel(visual)} testId="template-status" />
      </td>
      <td className="px-3 py-1" data-testid="template-newest-version">
        {newest === null ? (
          <span className="text-slate-400">{t('TEMPLATES.NO_VERSION')}</span>
        ) : (
          <span className="flex items-center gap-1.5 overflow-hidden">
            <StatusBadge label={versionStatusLabel(newest.status)} prefix={t('TEMPLATES.VERSION_NUMBER', { number: newest.number })} />
            {visual.versions.length > 1 ? <span className="text-xs whitespace-nowrap text-slate-500">{t('TEMPLATES.VERSIONS_COUNT', { count: visual.versions.length })}</span> : null}
          </span>
        )}
      </td>
      <td className="px-3 py-1">
        <ul className="flex gap-1 overflow-hidden" aria-label={t('TEMPLATES.TAGS')}>
          {visual.tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => onTag(tag)}
                aria-pressed={tag === activeTag}
                title={t('TEMPLATES.FILTER_BY_TAG', { tag })}
                className={`rounded-full px-2 py-0.5 text-xs whitespace-nowrap ${focusRing} ${tag === activeTag ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-indigo-50'}`}
              >
                {tag}
              </button>
            </li>
          ))}
        </ul>
      </td>
      <td className="truncate px-3 py-1 text-slate-600">{formatDateTime(visual.updatedAt)}</td>
    </tr>
  );
});
