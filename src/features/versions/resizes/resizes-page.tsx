/**
 * The template's sizes (`/{brand}/visuals/{visualId}/resizes`): width × height and label, how many
 * renders each size has had, and a link to start renders of a size (or of all of them) from the
 * newest version that can render; the version page opens its dialog with those sizes chosen.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { Visual } from '../../../../worker/contract/creatives';
import { ErrorPage } from '../../../shell/errors/error-page';
import { PageHeading } from '../../../shell/layouts/page-heading';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { buttonClass, focusRing } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useLiveQuery } from '../../../data-client';
import { renderParam } from '../renders/render-rules';
import { useVersionParams, useViewer } from '../../../components/versions/use-viewer';
import { VERSION_ROUTE } from '../version-routes';
import { canChangeVersions } from '../../../components/versions/version-rules';
import { renderableVersion, sizeRows } from './size-counts';
import { EmptyState, ErrorState } from '../../../components/ui/page-states';
import { LIST_MAX_LIMIT } from '../../../../worker/contract/limits';
import { DataTable } from '../../../components/ui/data-table';
import { QueryStates } from '../../../components/ui/query-states';

/** Renders counted per size: the backend's list limit (spec: 999). */
export const RESIZES_COUNT_LIMIT = LIST_MAX_LIMIT;

export function ResizesPage() {
  const { visualId } = useVersionParams();
  const visual = useLiveQuery({ kind: 'visuals/get', id: visualId });
  if (visual.status === 'error' && visual.failure.status === 404) return <ErrorPage status={404} />;
  return (
    <div data-testid="resizes-page">
      <PageHeading subtitle={visual.status === 'ok' ? visual.data.name : undefined} />
      <QueryStates state={visual}>{(data) => <SizesTable visual={data} />}</QueryStates>
    </div>
  );
}

function SizesTable({ visual }: { visual: Visual }) {
  const { t } = useTranslation('versions');
  const pathTo = useBrandPath();
  const viewer = useViewer();
  const builds = useLiveQuery({ kind: 'builds/list', page: 1, perPage: RESIZES_COUNT_LIMIT, filter: { visualId: visual.id } });
  const rows = sizeRows(visual.sizes, builds.status === 'ok' ? builds.data.items : []);
  const version = canChangeVersions(viewer) ? renderableVersion(visual.versions) : null;
  const renderLink = (sizes: Visual['sizes']) => `${pathTo(VERSION_ROUTE, { visualId: visual.id, visualVersionId: version?.id ?? '' })}?render=${encodeURIComponent(renderParam(sizes))}`;
  const link = `text-indigo-700 underline-offset-2 hover:underline ${focusRing}`;

  if (visual.sizes.length === 0) return <EmptyState>{t('RESIZES.EMPTY')}</EmptyState>;
  return (
    <Card
      title={t('RESIZES.TITLE', { count: visual.sizes.length })}
      action={
        version !== null ? (
          <Link href={renderLink(visual.sizes)} className={buttonClass('primary')} data-testid="render-all-sizes">
            {t('RESIZES.RENDER_ALL', { number: version.number })}
          </Link>
        ) : null
      }
    >
      {version === null && canChangeVersions(viewer) ? <p className="mb-3 text-sm text-slate-600">{t('RESIZES.NO_RENDERABLE_VERSION')}</p> : null}
      {builds.status === 'error' ? <ErrorState error={builds.failure} onRetry={builds.retry} /> : null}
      <DataTable
        variant="plain"
        testId="resizes-table"
        rows={rows}
        rowKey={(row) => row.key}
        rowTestId="resize-row"
        columns={[
          { key: 'size', header: t('RESIZES.SIZE'), className: 'tabular-nums whitespace-nowrap', cell: (row) => t('VERSIONS.SIZE', { width: row.size.width, height: row.size.height }) },
          { key: 'label', header: t('RESIZES.LABEL'), cell: (row) => row.size.label ?? <span className="text-slate-400">{t('RESIZES.NO_LABEL')}</span> },
          { key: 'renders', header: t('RESIZES.RENDERS'), align: 'right', className: 'tabular-nums', cellProps: () => ({ 'data-testid': 'resize-renders' }), cell: (row) => (builds.status === 'loading' ? <Spinner label={t('COMMON.LOADING')} className="h-4 w-4" /> : row.renders) },
          {
            key: 'actions',
            header: t('RESIZES.ACTIONS'),
            srOnlyHeader: true,
            align: 'right',
            cell: (row) =>
              version !== null ? (
                <Link href={renderLink([row.size])} className={link}>
                  {t('RESIZES.RENDER_SIZE')}
                  <span className="sr-only"> {t('VERSIONS.SIZE', { width: row.size.width, height: row.size.height })}</span>
                </Link>
              ) : null,
          },
        ]}
      />
      {builds.status === 'ok' && builds.data.total > builds.data.items.length ? (
        <p className="mt-2 text-xs text-slate-500">{t('RESIZES.COUNTED_NEWEST', { count: builds.data.items.length })}</p>
      ) : null}
    </Card>
  );
}
