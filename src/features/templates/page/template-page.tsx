/**
 * A template's page (`/{brand}/visuals/{visualId}`), live from `visuals/get`: a header with its
 * name, status and actions, its settings as a facts list, its versions with their states, and the
 * values of its inputs with a live preview (template-values.tsx).
 * A template that does not exist (or no longer does) is the 404 page.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { useLocation } from 'wouter';
import type { VisualGetQuery } from '../../../../worker/domains/visuals/contract';
import type { Visual } from '../../../../worker/contract/creatives';
import { ErrorPage } from '../../../shell/errors/error-page';
import { useRouteMatch } from '../../../shell/router/route-context';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { useDisplayedBrandUser } from '../../../shell/router/use-brand-scope';
import { AdPlatformResults } from '../../../components/ad-platforms/ad-platform-results';
import { Card } from '../../../components/ui/card';
import { useLiveQuery } from '../../../data-client';
import { StatusBadge } from '../status-badge';
import { visualStatusLabel } from '../status-labels';
import { TemplateActions } from './template-actions';
import { TemplateFacts } from './template-facts';
import { VersionsTable } from './versions-table';
import { TemplateValues } from './template-values';
import { QueryStates } from '../../../components/ui/query-states';

const VERSION = 'brand-visuals-visualId-version-visualVersionId';

export function TemplatePage() {
  const { params } = useRouteMatch();
  const visualId = params.visualId ?? '';
  const query: VisualGetQuery = { kind: 'visuals/get', id: visualId };
  const state = useLiveQuery(query);
  if (state.status === 'error' && state.failure.status === 404) return <ErrorPage status={404} />;
  return <QueryStates state={state}>{(visual) => <TemplateView visual={visual} />}</QueryStates>;
}

function TemplateView({ visual }: { visual: Visual }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const pathFor = useBrandPath();
  const role = useDisplayedBrandUser()?.primaryRole ?? null;
  const visualId = visual.id;
  const versionHref = (versionId: string) => pathFor(VERSION, { visualId, visualVersionId: versionId });
  return (
    <div data-testid="template-page" className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        {/* As PageHeading: beside the actions the name takes its own line rather than one word per line. */}
        <div className="min-w-0 flex-1 basis-64 space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-xl font-semibold wrap-anywhere text-slate-900 sm:text-2xl" data-testid="template-name">
              {visual.name}
            </h1>
            <StatusBadge label={visualStatusLabel(visual)} testId="template-status" />
          </div>
          {visual.description ? <p className="max-w-3xl text-sm whitespace-pre-line wrap-anywhere text-slate-600">{visual.description}</p> : null}
        </div>
        <TemplateActions
          visual={visual}
          role={role}
          onRevised={(versionId) => (versionId === null ? undefined : navigate(versionHref(versionId)))}
          onDeleted={() => navigate(pathFor('brand-visuals'))}
        />
      </header>
      {visual.archived ? (
        <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="template-archived-note">
          {t('TEMPLATES.ARCHIVED_NOTE')}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <Card title={t('TEMPLATES.SETTINGS')} className="lg:col-span-2">
          <TemplateFacts visual={visual} sizesHref={pathFor('brand-visuals-visualId-resizes', { visualId })} />
        </Card>
        <Card title={t('TEMPLATES.VERSIONS_WITH_COUNT', { count: visual.versions.length })} className="lg:col-span-3">
          <VersionsTable versions={visual.versions} hrefOf={(version) => versionHref(version.id)} />
        </Card>
        <Card title={t('AD_PLATFORMS.TITLE')} className="lg:col-span-2">
          <AdPlatformResults report={visual.platformChecks} intro={t('AD_PLATFORMS.PACKAGE_INTRO')} />
        </Card>
      </div>
      <TemplateValues visual={visual} />
    </div>
  );
}
