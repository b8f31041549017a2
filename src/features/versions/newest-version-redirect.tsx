/**
 * `/visuals/{id}/version` and `/visuals/{id}/tester` name no version: go on to the template's
 * latest one (rules: landingVersion) (replacing the history entry, so Back does not bounce). An unknown template is the
 * 404 page; a template without versions says so.
 */
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'wouter';
import { ErrorPage } from '../../shell/errors/error-page';
import { PageHeading } from '../../shell/layouts/page-heading';
import { useBrandPath } from '../../shell/router/use-brand-path';
import { PageLoader } from '../../components/ui/spinner';
import { useLiveQuery } from '../../data-client';
import { landingVersion } from '../../components/versions/version-rules';
import { EmptyState, ErrorState } from '../../components/ui/page-states';

export function NewestVersionRedirect({ visualId, routeName }: { visualId: string; routeName: string }) {
  const { t } = useTranslation('versions');
  const [, navigate] = useLocation();
  const pathTo = useBrandPath();
  const visual = useLiveQuery({ kind: 'visuals/get', id: visualId });
  const newest = visual.status === 'ok' ? landingVersion(visual.data) : null;
  const target = newest === null ? null : pathTo(routeName, { visualId, visualVersionId: newest.id });
  useEffect(() => {
    if (target !== null) navigate(target, { replace: true });
  }, [navigate, target]);

  if (visual.status === 'error' && visual.failure.status === 404) return <ErrorPage status={404} />;
  return (
    <div data-testid="newest-version-redirect">
      <PageHeading />
      {visual.status === 'error' ? <ErrorState error={visual.failure} onRetry={visual.retry} /> : null}
      {visual.status === 'ok' && newest === null ? <EmptyState>{t('VERSIONS.NO_VERSIONS')}</EmptyState> : null}
      {visual.status === 'loading' || newest !== null ? <PageLoader label={t('COMMON.LOADING')} /> : null}
    </div>
  );
}
