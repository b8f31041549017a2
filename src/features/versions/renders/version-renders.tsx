/**
 * The version's renders, newest first, live (`builds/list` by version: the worker patches status
 * and progress in place from the build events). Each links to its Renders detail page; finished
 * ones also to the tester.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { VisualVersion } from '../../../../worker/contract/creatives';
import { useBrandPath } from '../../../app/router/use-brand-path';
import { focusRing } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useLiveQuery } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { BUILD_ROUTE, TESTER_BUILD_ROUTE } from '../version-routes';
import { ProgressBar } from '../ui/progress-bar';
import { BuildStatusBadge } from './build-status-badge';
import { EmptyState, ErrorState } from '../../../components/ui/page-states';

/** The newest renders shown here; the Renders page has all of them. */
export const VERSION_RENDERS_PAGE_SIZE = 25;

export function VersionRenders({ version, action }: { version: VisualVersion; action?: ReactNode }) {
  const { t } = useTranslation('versions');
  const pathTo = useBrandPath();
  const builds = useLiveQuery({ kind: 'builds/list', page: 1, perPage: VERSION_RENDERS_PAGE_SIZE, filter: { versionId: version.id } });
  const link = `text-indigo-700 underline-offset-2 hover:underline ${focusRing}`;
  return (
    <Card title={t('VERSIONS.RENDERS_TITLE')} action={action}>
      {builds.status === 'loading' ? <Spinner label={t('COMMON.LOADING')} /> : null}
      {builds.status === 'error' ? <ErrorState error={builds.failure} onRetry={builds.retry} /> : null}
      {builds.status === 'ok' && builds.data.items.length === 0 ? <EmptyState>{t('VERSIONS.RENDERS_EMPTY')}</EmptyState> : null}
      {builds.status === 'ok' && builds.data.items.length > 0 ? (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="version-renders">
              <thead className="text-xs text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">{t('VERSIONS.RENDER_ID')}</th>
                  <th scope="col" className="py-2 pr-3 font-medium">{t('VERSIONS.RENDER_SIZE')}</th>
                  <th scope="col" className="py-2 pr-3 font-medium">{t('VERSIONS.RENDER_FORMAT')}</th>
                  <th scope="col" className="py-2 pr-3 font-medium">{t('VERSIONS.RENDER_STATUS')}</th>
                  <th scope="col" className="py-2 pr-3 font-medium">{t('VERSIONS.RENDER_PROGRESS')}</th>
                  <th scope="col" className="py-2 pr-3 font-medium">{t('VERSIONS.RENDER_CREATED')}</th>
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">{t('VERSIONS.RENDER_LINKS')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {builds.data.items.map((build) => (
                  <tr key={build.id} data-testid="version-render">
                    <td className="py-2 pr-3">
                      <Link href={pathTo(BUILD_ROUTE, { visualBuildId: build.id })} className={link}>
                        #{build.id}
                      </Link>
                    </td>
                    <td className="py-2 pr-3 tabular-nums whitespace-nowrap">{t('VERSIONS.SIZE', { width: build.width, height: build.height })}</td>
                    <td className="py-2 pr-3 uppercase">{build.outputFormat}</td>
                    <td className="py-2 pr-3">
                      <BuildStatusBadge status={build.status} />
                    </td>
                    <td className="py-2 pr-3">
                      {/* A failed render's progress says nothing; why it failed does. */}
                      {build.status === 'failed' ? (
                        <p className="max-w-64 text-xs break-words text-red-700" data-testid="render-error">
                          {build.error ?? t('VERSIONS.RENDER_FAILED')}
                        </p>
                      ) : (
                        <ProgressBar value={build.progress} label={t('VERSIONS.RENDER_PROGRESS_OF', { id: build.id })} />
                      )}
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(build.createdAt)}</td>
                    <td className="py-2 whitespace-nowrap">
                      {build.status === 'finished' ? (
                        <Link href={pathTo(TESTER_BUILD_ROUTE, { visualId: version.visualId, visualVersionId: version.id, buildId: build.id })} className={link}>
                          {t('VERSIONS.RENDER_TEST')}
                        </Link>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {builds.data.total > builds.data.items.length ? (
            <p className="mt-2 text-xs text-slate-500">{t('VERSIONS.RENDERS_MORE', { shown: builds.data.items.length, total: builds.data.total })}</p>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
