/**
 * A template's version (`/{brand}/visuals/{visualId}/version/{visualVersionId}`): its state, who
 * did what when, its renders, its comments, and only the actions its state allows. Everything
 * is watched live, so when a reviewer approves on their screen the requester's page changes too.
 * A version that is not this template's, or does not exist, is the 404 page; without a version
 * id the page goes on to the newest version.
 */
import { PresenceScope } from '../../components/presence/presence-scope';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useSearch } from 'wouter';
import type { Visual, VisualVersion } from '../../../worker/contract/creatives';
import { canRender } from '../../../worker/contract/version-actions';
import { ErrorPage } from '../../shell/errors/error-page';
import { PageHeading } from '../../shell/layouts/page-heading';
import { LazyThumbnail } from '../../components/ui/lazy-thumbnail';
import { versionThumbnailUrl } from '../../lib/creative-urls';
import { THUMBNAIL_BOXES } from '../../../worker/contract/thumbnail-sizes';
import { useBrandPath } from '../../shell/router/use-brand-path';
import { Button } from '../../components/ui/button';
import { PageLoader } from '../../components/ui/spinner';
import { VersionActionsBar } from './actions/version-actions-bar';
import { CommentsPanel } from './comments/comments-panel';
import { NewestVersionRedirect } from './newest-version-redirect';
import { sizesFromParam } from './renders/render-rules';
import { StartRendersDialog } from './renders/start-renders-dialog';
import { VersionRenders } from './renders/version-renders';
import { useRouteVersion } from './use-route-version';
import { useVersionParams, useViewer } from '../../components/versions/use-viewer';
import { VersionDetails } from './version-details';
import { VersionHistory } from './version-history';
import { VERSION_ROUTE } from './version-routes';
import { canChangeVersions, isReviewer, type Viewer } from '../../components/versions/version-rules';
import { VersionStatusBadge } from './version-status-badge';
import { ErrorState } from '../../components/ui/page-states';

export function VersionPage() {
  const { visualId, versionId } = useVersionParams();
  if (versionId === null) return <NewestVersionRedirect visualId={visualId} routeName={VERSION_ROUTE} />;
  // Keyed by version: dialogs and drafts of one version never carry over to the next.
  return <VersionView key={versionId} visualId={visualId} versionId={versionId} />;
}

function VersionView({ visualId, versionId }: { visualId: string; versionId: string }) {
  const { t } = useTranslation('versions');
  const state = useRouteVersion(visualId, versionId);
  if (state.status === 'not-found') return <ErrorPage status={404} />;
  return (
    <div data-testid="version-page">
      {state.status === 'ok' ? (
        <PresenceScope kind="version" id={state.version.id}>
          <LoadedVersion visual={state.visual} version={state.version} />
        </PresenceScope>
      ) : (
        <PageHeading />
      )}
      {state.status === 'loading' ? <PageLoader label={t('COMMON.LOADING')} /> : null}
      {state.status === 'error' ? <ErrorState error={state.failure} onRetry={state.retry} /> : null}
    </div>
  );
}

function LoadedVersion({ visual, version }: { visual: Visual; version: VisualVersion }) {
  const { t } = useTranslation('versions');
  const viewer = useViewer();
  const [location, navigate] = useLocation();
  const pathTo = useBrandPath();
  const search = new URLSearchParams(useSearch());
  const linkedSizes = sizesFromParam(search.get('render'), visual.sizes);
  const renderable = canRender(version.status) && canChangeVersions(viewer);
  // A link from the resizes page (`?render=WxH`) opens the dialog with those sizes chosen.
  const [rendering, setRendering] = useState(linkedSizes.length > 0 && renderable);
  const [started, setStarted] = useState<number | null>(null);
  // The link has done its job once the dialog closes: a reload must not open it again.
  const closeRendering = () => {
    setRendering(false);
    if (search.has('render')) navigate(location, { replace: true });
  };

  const startButton = renderable ? (
    <Button variant="secondary" onClick={() => setRendering(true)} data-testid="start-renders">
      {t('VERSIONS.START_RENDERS')}
    </Button>
  ) : null;
  return (
    <>
      <PageHeading subtitle={t('VERSIONS.SUBTITLE', { name: visual.name, number: version.number })} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex items-center gap-3">
          <LazyThumbnail src={versionThumbnailUrl(version.id, 'page')} alt={t('VERSIONS.THUMBNAIL_ALT', { number: version.number, name: visual.name })} {...THUMBNAIL_BOXES.page} testId="version-thumbnail" />
          <span className="text-sm text-slate-600">{t('VERSIONS.STATE')}</span>
          <VersionStatusBadge status={version.status} large />
        </div>
        <VersionActionsBar version={version} viewer={viewer} onRevised={(id) => navigate(pathTo(VERSION_ROUTE, { visualId: visual.id, visualVersionId: id }))} />
      </div>
      <ReviewNotice version={version} viewer={viewer} />
      {started !== null ? (
        <p role="status" className="mb-4 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="renders-started">
          {t('VERSIONS.RENDERS_STARTED', { count: started })}
        </p>
      ) : null}
      {/* grid-cols-1 (minmax(0, 1fr)): one column never grows to its widest table on a narrow screen. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <VersionRenders version={version} action={startButton} />
          <CommentsPanel versionId={version.id} viewer={viewer} />
        </div>
        <div className="space-y-6">
          <VersionDetails visual={visual} version={version} />
          <VersionHistory history={version.history} />
        </div>
      </div>
      <StartRendersDialog
        open={rendering}
        onClose={closeRendering}
        visual={visual}
        version={version}
        preselected={linkedSizes}
        onStarted={(count) => {
          closeRendering();
          setStarted(count);
        }}
      />
    </>
  );
}

/** Says whose turn it is while a review is open, so nobody waits for a button they do not have. */
function ReviewNotice({ version, viewer }: { version: VisualVersion; viewer: Viewer }) {
  const { t } = useTranslation('versions');
  if (version.status !== 'approval-requested') return null;
  const name = version.requestedBy?.name ?? t('VERSIONS.SOMEONE');
  const own = version.requestedBy !== null && version.requestedBy.id === viewer.userId;
  const key = own ? 'VERSIONS.REVIEW_NOTICE_OWN' : isReviewer(viewer) ? 'VERSIONS.REVIEW_NOTICE_REVIEWER' : 'VERSIONS.REVIEW_NOTICE_OTHERS';
  return (
    <p className="mb-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="review-notice">
      {t(key, { name })}
    </p>
  );
}
