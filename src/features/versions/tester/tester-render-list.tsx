/** The version's finished renders to preview, and the version's own preview, as links. */
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { focusRing } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useLiveQuery } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { TESTER_BUILD_ROUTE, TESTER_ROUTE } from '../version-routes';
import { EmptyState, ErrorState } from '../../../components/ui/page-states';

/** Finished renders listed to pick from (newest first). */
export const TESTER_RENDERS_PAGE_SIZE = 50;


export function TesterRenderList({ visualId, versionId, currentBuildId }: { visualId: string; versionId: string; currentBuildId: string | null }) {
  const { t } = useTranslation('versions');
  const pathTo = useBrandPath();
  const builds = useLiveQuery({ kind: 'builds/list', page: 1, perPage: TESTER_RENDERS_PAGE_SIZE, filter: { versionId, status: 'finished' } });
  const item = (current: boolean) => `block rounded-md px-3 py-2 text-sm ${focusRing} ${current ? 'bg-indigo-50 font-semibold text-indigo-800' : 'text-slate-700 hover:bg-slate-50'}`;
  return (
    <Card title={t('TESTER.OUTPUTS')}>
      <nav aria-label={t('TESTER.OUTPUTS')} data-testid="tester-builds">
        <ul className="space-y-1">
          <li>
            <Link href={pathTo(TESTER_ROUTE, { visualId, visualVersionId: versionId })} aria-current={currentBuildId === null ? 'page' : undefined} className={item(currentBuildId === null)}>
              {t('TESTER.VERSION_PREVIEW')}
            </Link>
          </li>
          {builds.status === 'ok'
            ? builds.data.items.map((build) => (
                <li key={build.id}>
                  <Link
                    href={pathTo(TESTER_BUILD_ROUTE, { visualId, visualVersionId: versionId, buildId: build.id })}
                    aria-current={currentBuildId === build.id ? 'page' : undefined}
                    className={item(currentBuildId === build.id)}
                  >
                    <span className="block">{t('TESTER.BUILD_LABEL', { id: build.id, width: build.width, height: build.height, format: build.outputFormat.toUpperCase() })}</span>
                    <span className="block text-xs font-normal text-slate-500">{formatDateTime(build.finishedAt ?? build.createdAt)}</span>
                  </Link>
                </li>
              ))
            : null}
        </ul>
        {builds.status === 'loading' ? <Spinner label={t('COMMON.LOADING')} /> : null}
        {builds.status === 'error' ? <ErrorState error={builds.failure} onRetry={builds.retry} /> : null}
        {builds.status === 'ok' && builds.data.items.length === 0 ? (
          <div className="mt-2">
            <EmptyState>{t('TESTER.NO_BUILDS')}</EmptyState>
          </div>
        ) : null}
      </nav>
    </Card>
  );
}
