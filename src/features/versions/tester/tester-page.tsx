/**
 * The tester (`/{brand}/visuals/{visualId}/tester/{visualVersionId}` and its child
 * `build/{buildId}`): the version's preview, or one finished render's output, in a sandboxed
 * frame served by the backend, beside the list of the version's finished renders. A version of
 * another template, or a render of another version, is the 404 page like any unknown record.
 */
import { useTranslation } from '../../../i18n/use-translation';
import type { VisualBuild } from '../../../../worker/contract/creatives';
import { ErrorPage } from '../../../shell/errors/error-page';
import { PageHeading } from '../../../shell/layouts/page-heading';
import { PageLoader } from '../../../components/ui/spinner';
import { useLiveQuery } from '../../../data-client';
import { NewestVersionRedirect } from '../newest-version-redirect';
import { useRouteVersion } from '../use-route-version';
import { useVersionParams } from '../../../components/versions/use-viewer';
import { TESTER_ROUTE } from '../version-routes';
import { TesterRenderList } from './tester-render-list';
import { TesterPreview } from './tester-preview';
import { ErrorState } from '../../../components/ui/page-states';

export function TesterPage() {
  const { visualId, versionId, buildId } = useVersionParams();
  if (versionId === null) return <NewestVersionRedirect visualId={visualId} routeName={TESTER_ROUTE} />;
  return buildId === null ? <TesterView visualId={visualId} versionId={versionId} build={null} /> : <BuildTester visualId={visualId} versionId={versionId} buildId={buildId} />;
}

/** The build named by the route, which must be one of this version's. */
function BuildTester({ visualId, versionId, buildId }: { visualId: string; versionId: string; buildId: string }) {
  const build = useLiveQuery({ kind: 'builds/get', id: buildId });
  if (build.status === 'error' && build.failure.status === 404) return <ErrorPage status={404} />;
  if (build.status === 'ok' && build.data.versionId !== versionId) return <ErrorPage status={404} />;
  if (build.status === 'error') {
    return (
      <div data-testid="tester-page">
        <PageHeading />
        <ErrorState error={build.failure} onRetry={build.retry} />
      </div>
    );
  }
  return <TesterView visualId={visualId} versionId={versionId} build={build.status === 'ok' ? build.data : 'loading'} />;
}

function TesterView({ visualId, versionId, build }: { visualId: string; versionId: string; build: VisualBuild | null | 'loading' }) {
  const { t } = useTranslation('versions');
  const state = useRouteVersion(visualId, versionId);
  if (state.status === 'not-found') return <ErrorPage status={404} />;
  return (
    <div data-testid="tester-page">
      <PageHeading subtitle={state.status === 'ok' ? t('VERSIONS.SUBTITLE', { name: state.visual.name, number: state.version.number }) : undefined} />
      {state.status === 'error' ? <ErrorState error={state.failure} onRetry={state.retry} /> : null}
      {state.status === 'loading' || build === 'loading' ? <PageLoader label={t('COMMON.LOADING')} /> : null}
      {state.status === 'ok' && build !== 'loading' ? (
        <div className="grid gap-6 lg:grid-cols-4">
          <div className="lg:col-span-1">
            <TesterRenderList visualId={visualId} versionId={versionId} currentBuildId={build?.id ?? null} />
          </div>
          <div className="min-w-0 lg:col-span-3">
            <TesterPreview visual={state.visual} version={state.version} build={build} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
