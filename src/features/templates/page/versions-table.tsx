/** A template's versions, newest first, each with its state and a link to its page. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { VersionSummary } from '../../../../worker/contract/creatives';
import { focusRing } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/page-states';
import { StatusBadge } from '../status-badge';
import { versionStatusLabel } from '../status-labels';

export function VersionsTable({ versions, hrefOf }: { versions: readonly VersionSummary[]; hrefOf: (version: VersionSummary) => string }) {
  const { t } = useTranslation();
  if (versions.length === 0) return <EmptyState>{t('TEMPLATES.NO_VERSIONS')}</EmptyState>;
  const newestFirst = [...versions].sort((a, b) => b.number - a.number);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" data-testid="versions-table">
        <caption className="sr-only">{t('TEMPLATES.VERSIONS')}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('TEMPLATES.COLUMN_VERSION')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('TEMPLATES.COLUMN_STATE')}
            </th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((version, index) => (
            <tr key={version.id} className="border-t border-slate-100" data-testid="version-row">
              <td className="px-3 py-2">
                <Link href={hrefOf(version)} className={`rounded font-medium text-indigo-700 hover:underline ${focusRing}`}>
                  {t('TEMPLATES.VERSION_TITLE', { number: version.number })}
                </Link>
                {index === 0 ? <span className="ml-2 text-xs text-slate-500">{t('TEMPLATES.NEWEST')}</span> : null}
              </td>
              <td className="px-3 py-2">
                <StatusBadge label={versionStatusLabel(version.status)} testId="version-state" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
