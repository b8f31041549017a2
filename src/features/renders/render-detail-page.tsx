/**
 * One render (`/{brand}/builds/{visualBuildId}`), live from `builds/get`: its state and
 * progress (and stage) follow the render queue without reload; what it is (template, version, size, format), what it
 * cost and took, why it failed, and its file. An unknown id is the 404 page, as for any record.
 */
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'wouter';
import type { BuildGetQuery } from '../../../worker/domains/builds/contract';
import type { VisualBuild } from '../../../worker/contract/creatives';
import { ErrorPage } from '../../shell/errors/error-page';
import { PageHeading } from '../../shell/layouts/page-heading';
import { useRouteMatch } from '../../shell/router/route-context';
import { useBrandPath } from '../../shell/router/use-brand-path';
import { Button, focusRing } from '../../components/ui/button';
import { AdPlatformResults } from '../../components/ad-platforms/ad-platform-results';
import { Card, InlineError } from '../../components/ui/card';
import { useLiveQuery } from '../../data-client';
import { formatDateTime } from '../../lib/dates';
import { formatBytes } from '../../lib/format-bytes';
import { dimensionsOf, formatOf } from './render-format';
import { templatePath, versionPath } from './render-links';
import { RenderActionButton } from './render-actions';
import { RenderPicture } from './render-picture';
import { ProgressBar, StageWord, StatusBadge } from './render-status';
import { useRenderDownloads } from '../../components/renders/use-render-downloads';
import { reasonMessage } from '../../components/renders/render-reason';
import { QueryStates } from '../../components/ui/query-states';
import { ValueText } from '../../components/values/render-values';

const link = `rounded-sm text-indigo-700 hover:underline ${focusRing}`;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Seconds a finished render took, from its creation (queue time included, as the user waited it). */
function durationOf(from: string, to: string | null): number | null {
  if (to === null) return null;
  const ms = dayjs(to).diff(dayjs(from));
  return Number.isFinite(ms) && ms >= 0 ? Math.round(ms / 1000) : null;
}

export function RenderDetailPage() {
  const { t } = useTranslation('renders');
  const { params } = useRouteMatch();
  const id = params.visualBuildId;
  const query: BuildGetQuery | null = id === undefined ? null : { kind: 'builds/get', id };
  const state = useLiveQuery(query);
  const { downloading, outcome, download } = useRenderDownloads();
  const [, navigate] = useLocation();
  const pathFor = useBrandPath();

  if (state.status === 'error' && state.failure.status === 404) return <ErrorPage status={404} />;
  const build = state.status === 'ok' ? state.data : null;

  return (
    <div data-testid="build-detail-page" className="flex flex-col gap-6">
      <PageHeading
        subtitle={build?.visualName ?? undefined}
        actions={
          build === null ? undefined : (
            <span className="flex flex-wrap items-center gap-2">
              <RenderActionButton build={build} onRerendered={(fresh) => navigate(pathFor('brand-builds-visualBuildId', { visualBuildId: fresh }))} />
              {build.status === 'finished' ? (
                <Button onClick={() => void download(build.id)} disabled={downloading.has(build.id)}>
                  {downloading.has(build.id) ? t('RENDERS.DOWNLOADING') : t('RENDERS.DOWNLOAD_FILE')}
                </Button>
              ) : null}
            </span>
          )
        }
      />
      {outcome?.kind === 'failed' ? <InlineError>{outcome.message}</InlineError> : null}
      {outcome?.kind === 'saved' ? (
        <p role="status" className="text-sm text-emerald-800">
          {t('RENDERS.SAVED', { name: outcome.name })}
        </p>
      ) : null}
      <QueryStates state={state}>
        {(ready) => (
          <>
            <BuildSection build={ready} />
            {ready.outputFormat === 'html' && ready.status === 'finished' ? (
              <Card title={t('AD_PLATFORMS.TITLE')}>
                <AdPlatformResults report={ready.platformChecks} intro={t('AD_PLATFORMS.RENDER_INTRO')} />
              </Card>
            ) : null}
          </>
        )}
      </QueryStates>
    </div>
  );
}

/** The values the render was made with (its own answer says; docs/template-packages.md "Values"). */
function RenderValuesList({ values }: { values: VisualBuild['values'] }) {
  const { t } = useTranslation();
  if (values === undefined) return null;
  return (
    <section aria-labelledby="render-values-title" className="space-y-2" data-testid="build-values">
      <h2 id="render-values-title" className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        {t('VALUES.RENDER_VALUES')}
      </h2>
      {values === null ? (
        <p className="text-sm text-slate-600">{t('VALUES.NOT_KEPT')}</p>
      ) : (
        <dl className="divide-y divide-slate-100 rounded-md border border-slate-200 px-3 text-sm">
          {values.map((value) => (
            <div key={value.name} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-3">
              <dt className="shrink-0 text-slate-500 sm:w-1/3">{value.label ?? value.name}</dt>
              <dd className="min-w-0 flex-1 text-slate-900">
                <ValueText type={value.type} value={value.value} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** The render's status, picture and figures. */
function BuildSection({ build }: { build: VisualBuild }) {
  const { t } = useTranslation('renders');
  const pathFor = useBrandPath();
  const template = templatePath(pathFor, build);
  const version = versionPath(pathFor, build);
  const seconds = durationOf(build.createdAt, build.finishedAt);
  return (
    <section className="flex flex-col gap-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm" aria-label={t('RENDERS.DETAIL_SECTION')}>
      <div className="flex flex-wrap items-center gap-4">
        <span>
          <StatusBadge status={build.status} />
          <StageWord stage={build.stage} />
        </span>
        <div className="w-full max-w-md grow">
          <ProgressBar value={build.progress} status={build.status} label={t('RENDERS.PROGRESS_OF', { id: build.id })} />
        </div>
      </div>
      {build.status === 'failed' ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">{t('RENDERS.FAILED_BECAUSE')}</p>
          <p data-testid="build-failure-reason">{reasonMessage(t, build.reason, build.error) ?? t('RENDERS.NO_REASON')}</p>
        </div>
      ) : null}
      <RenderPicture build={build} />
      <dl className="grid grid-cols-1 gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t('RENDERS.COLUMN_TEMPLATE')}>{template === null ? (build.visualName ?? t('RENDERS.UNKNOWN_TEMPLATE')) : <Link href={template} className={link}>{build.visualName ?? t('RENDERS.UNKNOWN_TEMPLATE')}</Link>}</Field>
        <Field label={t('RENDERS.COLUMN_VERSION')}>
          {version === null || build.versionNumber === null ? '—' : <Link href={version} className={link}>{t('RENDERS.VERSION_NUMBER', { number: build.versionNumber })}</Link>}
        </Field>
        <Field label={t('RENDERS.COLUMN_SIZE')}>{dimensionsOf(build)}</Field>
        <Field label={t('RENDERS.COLUMN_FORMAT')}>{formatOf(build)}</Field>
        <Field label={t('RENDERS.FILE_SIZE')}>{build.size === null ? '—' : formatBytes(build.size)}</Field>
        <Field label={t('RENDERS.COST')}>{build.cost}</Field>
        <Field label={t('RENDERS.COLUMN_CREATED')}>{formatDateTime(build.createdAt)}</Field>
        <Field label={t('RENDERS.FINISHED_AT')}>{build.finishedAt === null ? '—' : formatDateTime(build.finishedAt)}</Field>
        <Field label={t('RENDERS.DURATION')}>{seconds === null ? '—' : seconds < 60 ? t('RENDERS.SECONDS', { count: seconds }) : t('RENDERS.MINUTES_SECONDS', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 })}</Field>
      </dl>
      <RenderValuesList values={build.values} />
    </section>
  );
}
