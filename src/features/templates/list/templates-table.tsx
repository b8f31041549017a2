/**
 * A page of templates: the name links to the template's page; status and the newest version's
 * state are badges; a tag filters the list by it. Rows are memoised on their entity: a live
 * update re-renders only the template it changed.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Visual } from '../../../../worker/contract/creatives';
import { focusRing } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/dates';
import { StatusBadge } from '../status-badge';
import { newestVersion, versionStatusLabel, visualStatusLabel } from '../status-labels';

interface TableProps {
  readonly caption: string;
  readonly visuals: readonly Visual[];
  readonly hrefOf: (visual: Visual) => string;
  readonly activeTag: string;
  readonly onTag: (tag: string) => void;
}

export function TemplatesTable({ caption, visuals, hrefOf, activeTag, onTag }: TableProps) {
  const { t } = useTranslation();
  const head = 'px-3 py-2 font-medium';
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" data-testid="templates-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className={head}>
              {t('TEMPLATES.COLUMN_TEMPLATE')}
            </th>
            <th scope="col" className={head}>
              {t('TEMPLATES.COLUMN_STATUS')}
            </th>
            <th scope="col" className={head}>
              {t('TEMPLATES.COLUMN_NEWEST_VERSION')}
            </th>
            <th scope="col" className={head}>
              {t('TEMPLATES.TAGS')}
            </th>
            <th scope="col" className={head}>
              {t('TEMPLATES.COLUMN_UPDATED')}
            </th>
          </tr>
        </thead>
        <tbody>
          {visuals.map((visual) => (
            <TemplateRow key={visual.id} visual={visual} href={hrefOf(visual)} activeTag={activeTag} onTag={onTag} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface RowProps {
  readonly visual: Visual;
  readonly href: string;
  readonly activeTag: string;
  readonly onTag: (tag: string) => void;
}

const TemplateRow = memo(function TemplateRow({ visual, href, activeTag, onTag }: RowProps) {
  const { t } = useTranslation();
  // The server's newest version that is not archived (what the development view goes by).
  const newest = visual.latestVersion ?? newestVersion(visual.versions);
  return (
    <tr className="border-t border-slate-100 align-top" data-testid="template-row" data-id={visual.id}>
      <td className="max-w-md px-3 py-2">
        <Link href={href} className={`rounded font-medium text-indigo-700 hover:underline ${focusRing}`}>
          {visual.name}
        </Link>
        {visual.description ? <p className="truncate text-xs text-slate-500">{visual.description}</p> : null}
      </td>
      <td className="px-3 py-2">
        <StatusBadge label={visualStatusLabel(visual)} testId="template-status" />
      </td>
      <td className="px-3 py-2" data-testid="template-newest-version">
        {newest === null ? (
          <span className="text-slate-400">{t('TEMPLATES.NO_VERSION')}</span>
        ) : (
          <span className="flex flex-wrap items-center gap-1.5">
            <StatusBadge label={versionStatusLabel(newest.status)} prefix={t('TEMPLATES.VERSION_NUMBER', { number: newest.number })} />
            {visual.versions.length > 1 ? <span className="text-xs text-slate-500">{t('TEMPLATES.VERSIONS_COUNT', { count: visual.versions.length })}</span> : null}
          </span>
        )}
      </td>
      <td className="px-3 py-2">
        <ul className="flex flex-wrap gap-1" aria-label={t('TEMPLATES.TAGS')}>
          {visual.tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => onTag(tag)}
                aria-pressed={tag === activeTag}
                title={t('TEMPLATES.FILTER_BY_TAG', { tag })}
                className={`rounded-full px-2 py-0.5 text-xs ${focusRing} ${tag === activeTag ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-indigo-50'}`}
              >
                {tag}
              </button>
            </li>
          ))}
        </ul>
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-slate-600">{formatDateTime(visual.updatedAt)}</td>
    </tr>
  );
});
