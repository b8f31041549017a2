/** A template's versions, newest first, each with its state and a link to its page. */
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { VersionSummary } from '../../../../worker/contract/creatives';
import { focusRing } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/page-states';
import { StatusBadge } from '../status-badge';
import { versionStatusLabel } from '../status-labels';
import { DataTable } from '../../../components/ui/data-table';

export function VersionsTable({ versions, hrefOf }: { versions: readonly VersionSummary[]; hrefOf: (version: VersionSummary) => string }) {
  const { t } = useTranslation();
  if (versions.length === 0) return <EmptyState>{t('TEMPLATES.NO_VERSIONS')}</EmptyState>;
  const newestFirst = [...versions].sort((a, b) => b.number - a.number);
  return (
    <DataTable
      testId="versions-table"
      caption={t('TEMPLATES.VERSIONS')}
      rows={newestFirst}
      rowKey={(version) => version.id}
      rowTestId="version-row"
      columns={[
        {
          key: 'version',
          header: t('TEMPLATES.COLUMN_VERSION'),
          cell: (version, index) => (
            <>
              <Link href={hrefOf(version)} className={`rounded font-medium text-indigo-700 hover:underline ${focusRing}`}>
                {t('TEMPLATES.VERSION_TITLE', { number: version.number })}
              </Link>
              {index === 0 ? <span className="ml-2 text-xs text-slate-500">{t('TEMPLATES.NEWEST')}</span> : null}
            </>
          ),
        },
        { key: 'state', header: t('TEMPLATES.COLUMN_STATE'), cell: (version) => <StatusBadge label={versionStatusLabel(version.status)} testId="version-state" /> },
      ]}
    />
  );
}
