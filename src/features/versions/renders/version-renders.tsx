/**
 * The version's renders, newest first, live (`builds/list` by version: the worker patches status
 * and progress in place from the build events). Each links to its Renders detail page; finished
 * ones also to the tester.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { VisualVersion } from '../../../../worker/contract/creatives';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { focusRing } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useLiveQuery } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { BUILD_ROUTE, TESTER_BUILD_ROUTE } from '../version-routes';
import { ProgressBar } from '../ui/progress-bar';
import { RenderStatusBadge } from './render-status-badge';
import { EmptyState } from '../../../components/ui/page-states';
import { DataTable } from '../../../components/ui/data-table';
import { QueryStates } from '../../../components/ui/query-states';
import { reasonMessage } from '../../../components/renders/render-reason';

/** The newest renders shown here; the Renders page has all of them. */
export const VERSION_RENDERS_PAGE_SIZE = 25;

export function VersionRenders({ version, action }: { version: VisualVersion; action?: ReactNode }) {
  const { t } = useTranslation('versions');
  const pathTo = useBrandPath();
  const builds = useLiveQuery({ kind: 'builds/list', page: 1, perPage: VERSION_RENDERS_PAGE_SIZE, filter: { versionId: version.id } });
  const link = `text-indigo-700 underline-offset-2 hover:underline ${focusRing}`;
  return (
    <Card title={t('VERSIONS.RENDERS_TITLE')} action={action}>
      <QueryStates state={builds} loading={<Spinner label={t('COMMON.LOADING')} />} isEmpty={(data) => data.items.length === 0} empty={<EmptyState>{t('VERSIONS.RENDERS_EMPTY')}</EmptyState>}>
        {(data) => (
          <>
            <DataTable
              variant="plain"
              testId="version-renders"
              rows={data.items}
              rowKey={(build) => build.id}
              rowTestId="version-render"
              columns={[
                {
                  key: 'id',
                  header: t('VERSIONS.RENDER_ID'),
                  cell: (build) => (
                    <Link href={pathTo(BUILD_ROUTE, { visualBuildId: build.id })} className={link}>
                      #{build.id}
                    </Link>
                  ),
                },
                { key: 'size', header: t('VERSIONS.RENDER_SIZE'), className: 'tabular-nums whitespace-nowrap', cell: (build) => t('VERSIONS.SIZE', { width: build.width, height: build.height }) },
                { key: 'format', header: t('VERSIONS.RENDER_FORMAT'), className: 'uppercase', cell: (build) => build.outputFormat },
                { key: 'status', header: t('VERSIONS.RENDER_STATUS'), cell: (build) => <RenderStatusBadge status={build.status} /> },
                {
                  key: 'progress',
                  header: t('VERSIONS.RENDER_PROGRESS'),
                  // A failed render's progress says nothing; why it failed does.
                  cell: (build) =>
                    build.status === 'failed' ? (
                      <p className="max-w-64 text-xs break-words text-red-700" data-testid="render-error">
                        {reasonMessage(t, build.reason, build.error) ?? t('VERSIONS.RENDER_FAILED')}
                      </p>
                    ) : (
                      <ProgressBar value={build.progress} label={t('VERSIONS.RENDER_PROGRESS_OF', { id: build.id })} />
                    ),
                },
                { key: 'created', header: t('VERSIONS.RENDER_CREATED'), className: 'whitespace-nowrap', cell: (build) => formatDateTime(build.createdAt) },
                {
                  key: 'links',
                  header: t('VERSIONS.RENDER_LINKS'),
                  srOnlyHeader: true,
                  className: 'whitespace-nowrap',
                  cell: (build) =>
                    build.status === 'finished' ? (
                      <Link href={pathTo(TESTER_BUILD_ROUTE, { visualId: version.visualId, visualVersionId: version.id, buildId: build.id })} className={link}>
                        {t('VERSIONS.RENDER_TEST')}
                      </Link>
                    ) : null,
                },
              ]}
            />
            {data.total > data.items.length ? <p className="mt-2 text-xs text-slate-500">{t('VERSIONS.RENDERS_MORE', { shown: data.items.length, total: data.total })}</p> : null}
          </>
        )}
      </QueryStates>
    </Card>
  );
}
