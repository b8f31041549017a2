/**
 * Brand settings → Storage: the overview (the brand's quota split by area, files and volume) and
 * one page per area (ad sets, source files, asset library, feeds, templates) with that area's own
 * usage, its share of the quota, file counts and its largest items. Bytes in 1024 units.
 * Watched live: BrandStoreUsageCalculated makes `storage/areas` refetch (the header follows too).
 */
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import type { StorageArea, StorageAreas } from '../../../worker/contract/brand-money';
import { PageHeading } from '../../shell/layouts/page-heading';
import { useRouteMatch } from '../../shell/router/route-context';
import { useBrandPath } from '../../shell/router/use-brand-path';
import { focusRing } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useLiveQuery } from '../../data-client';
import { formatBytes } from '../../lib/format-bytes';
import { RouteTabs } from '../../components/records/related-nav';
import { AREA_TONES, StorageBar } from './storage-bar';
import { EmptyState } from '../../components/ui/page-states';
import { DataTable } from '../../components/ui/data-table';
import { QueryStates } from '../../components/ui/query-states';

const OVERVIEW = 'brand-brand-settings-storage';
const link = `rounded-sm text-indigo-700 hover:underline ${focusRing}`;

/** Where an area's item lives: its record page, or the library for a library file. */
const ITEM_ROUTES: Readonly<Record<StorageArea, (id: string) => [string, Record<string, string>]>> = {
  'ad-sets': (id) => ['brand-ad-sets-adSetId', { adSetId: id }],
  'asset-groups': (id) => ['brand-asset-groups-assetGroupId', { assetGroupId: id }],
  'asset-library': () => ['brand-asset-library', {}],
  feeds: (id) => ['brand-feeds-feedId', { feedId: id }],
  visuals: (id) => ['brand-visuals-visualId', { visualId: id }],
};

const AREA_TITLES: Readonly<Record<StorageArea, string>> = {
  'ad-sets': 'ROUTES.STORAGE_AD_SETS',
  'asset-groups': 'ROUTES.STORAGE_ASSET_GROUPS',
  'asset-library': 'ROUTES.STORAGE_ASSET_LIBRARY',
  feeds: 'ROUTES.STORAGE_FEEDS',
  visuals: 'ROUTES.STORAGE_VISUALS',
};

function areaOfRoute(name: string): StorageArea | null {
  const segment = name.startsWith(`${OVERVIEW}-`) ? name.slice(OVERVIEW.length + 1) : '';
  return Object.hasOwn(AREA_TITLES, segment) ? (segment as StorageArea) : null;
}

function percentOf(part: number, whole: number): string {
  if (whole <= 0) return '0';
  const value = (part / whole) * 100;
  return value > 0 && value < 0.1 ? '< 0.1' : value.toFixed(1).replace(/\.0$/, '');
}

export function StoragePage() {
  const { route } = useRouteMatch();
  const area = areaOfRoute(route.name);
  const { t } = useTranslation('brand-money');
  const state = useLiveQuery({ kind: 'storage/areas' });
  return (
    <div className="space-y-6" data-testid="storage-page">
      <PageHeading subtitle={area === null ? t('BRAND_MONEY_STORAGE.INTRO') : t('BRAND_MONEY_STORAGE.AREA_INTRO', { area: t(AREA_TITLES[area]) })} />
      <RouteTabs />
      <QueryStates state={state}>{(data) => area === null ? <Overview data={data} /> : <AreaDetail data={data} area={area} />}</QueryStates>
    </div>
  );
}

function Figure({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId?: string }) {
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-3" data-testid={testId}>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      {detail === undefined ? null : <dd className="text-xs text-slate-600">{detail}</dd>}
    </div>
  );
}

function Overview({ data }: { data: StorageAreas }) {
  const { t, i18n } = useTranslation('brand-money');
  const pathFor = useBrandPath();
  const number = new Intl.NumberFormat(i18n.language);
  const measured = data.areas.reduce((sum, a) => sum + a.bytes, 0);
  const other = Math.max(0, data.used - measured);
  const segments = [
    ...data.areas.map((a) => ({ key: a.area, label: t(AREA_TITLES[a.area]), bytes: a.bytes, tone: AREA_TONES[a.area] })),
    { key: 'other', label: t('BRAND_MONEY_STORAGE.OTHER'), bytes: other, tone: 'bg-slate-400' },
  ];
  return (
    <>
      <Card title={t('BRAND_MONEY_STORAGE.BY_AREA')}>
        <p className="mb-3 text-sm text-slate-700" data-testid="storage-total">
          {t('BRAND_MONEY_STORAGE.USED_OF', { used: formatBytes(data.used), total: formatBytes(data.total), percent: percentOf(data.used, data.total) })}
        </p>
        <StorageBar segments={segments} total={data.total} label={t('BRAND_MONEY_STORAGE.BY_AREA')} />
        <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-3" aria-label={t('BRAND_MONEY_STORAGE.LEGEND')} data-testid="storage-legend">
          {segments.map((segment) => {
            const area = segment.key === 'other' ? null : (segment.key as StorageArea);
            return (
              <li key={segment.key} className="flex items-center gap-2">
                <span className={`h-3 w-3 shrink-0 rounded-sm ${segment.tone}`} aria-hidden="true" />
                {area === null ? (
                  <span className="text-slate-700">{segment.label}</span>
                ) : (
                  <Link href={pathFor(`${OVERVIEW}-${area}`)} className={link}>
                    {segment.label}
                  </Link>
                )}
                <span className="ml-auto text-slate-600 tabular-nums">
                  {formatBytes(segment.bytes)} · {percentOf(segment.bytes, data.total)} %
                </span>
              </li>
            );
          })}
        </ul>
        {other > 0 ? <p className="mt-3 text-xs text-slate-600">{t('BRAND_MONEY_STORAGE.OTHER_NOTE')}</p> : null}
      </Card>
      <Card title={t('BRAND_MONEY_STORAGE.MOUNT')}>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Figure label={t('BRAND_MONEY_STORAGE.QUOTA')} value={`${percentOf(data.used, data.total)} %`} detail={t('BRAND_MONEY_STORAGE.OF', { used: formatBytes(data.used), total: formatBytes(data.total) })} />
          <Figure
            label={t('BRAND_MONEY_STORAGE.INODES')}
            value={`${percentOf(data.inodes.used, data.inodes.total)} %`}
            detail={t('BRAND_MONEY_STORAGE.OF', { used: number.format(data.inodes.used), total: number.format(data.inodes.total) })}
            testId="storage-inodes"
          />
          <Figure
            label={t('BRAND_MONEY_STORAGE.VOLUME')}
            value={`${percentOf(data.volume.used, data.volume.total)} %`}
            detail={t('BRAND_MONEY_STORAGE.OF', { used: formatBytes(data.volume.used), total: formatBytes(data.volume.total) })}
            testId="storage-volume"
          />
        </dl>
      </Card>
    </>
  );
}

function AreaDetail({ data, area }: { data: StorageAreas; area: StorageArea }) {
  const { t, i18n } = useTranslation('brand-money');
  const pathFor = useBrandPath();
  const number = new Intl.NumberFormat(i18n.language);
  const usage = data.areas.find((a) => a.area === area);
  if (usage === undefined) return <EmptyState>{t('BRAND_MONEY_STORAGE.AREA_EMPTY')}</EmptyState>;
  const title = t(AREA_TITLES[area]);
  const itemHref = (id: string) => {
    const [name, params] = ITEM_ROUTES[area](id);
    return pathFor(name, params);
  };
  return (
    <>
      <Card title={t('BRAND_MONEY_STORAGE.AREA_USAGE', { area: title })}>
        <dl className="grid gap-3 sm:grid-cols-3" data-testid="storage-area-figures">
          <Figure label={t('BRAND_MONEY_STORAGE.AREA_BYTES')} value={formatBytes(usage.bytes)} detail={t('BRAND_MONEY_STORAGE.SHARE', { percent: percentOf(usage.bytes, data.total), total: formatBytes(data.total) })} />
          <Figure label={t('BRAND_MONEY_STORAGE.FILES')} value={number.format(usage.files)} />
          <Figure label={t(area === 'asset-library' ? 'BRAND_MONEY_STORAGE.FILES_IN_LIBRARY' : 'BRAND_MONEY_STORAGE.ITEMS_WITH_FILES')} value={number.format(usage.items)} />
        </dl>
        <div className="mt-4">
          <StorageBar
            segments={[{ key: area, label: title, bytes: usage.bytes, tone: AREA_TONES[area] }, { key: 'rest', label: t('BRAND_MONEY_STORAGE.REST_OF_BRAND'), bytes: Math.max(0, data.used - usage.bytes), tone: 'bg-slate-300' }]}
            total={data.total}
            label={t('BRAND_MONEY_STORAGE.SHARE_LABEL', { area: title })}
          />
          <p className="mt-2 flex flex-wrap gap-4 text-xs text-slate-600">
            <span className="flex items-center gap-1">
              <span className={`h-2.5 w-2.5 rounded-sm ${AREA_TONES[area]}`} aria-hidden="true" />
              {title} · {formatBytes(usage.bytes)}
            </span>
            <span className="flex items-center gap-1">
              <span className="h-2.5 w-2.5 rounded-sm bg-slate-300" aria-hidden="true" />
              {t('BRAND_MONEY_STORAGE.REST_OF_BRAND')} · {formatBytes(Math.max(0, data.used - usage.bytes))}
            </span>
            <span>{t('BRAND_MONEY_STORAGE.OF', { used: formatBytes(data.used), total: formatBytes(data.total) })}</span>
          </p>
        </div>
      </Card>
      <Card title={t(area === 'asset-library' ? 'BRAND_MONEY_STORAGE.LARGEST_FILES' : 'BRAND_MONEY_STORAGE.LARGEST_ITEMS')}>
        {usage.largest.length === 0 ? (
          <EmptyState>{t('BRAND_MONEY_STORAGE.AREA_EMPTY')}</EmptyState>
        ) : (
          <DataTable
            variant="plain"
            testId="storage-largest"
            rows={usage.largest}
            rowKey={(item) => item.id}
            columns={[
              {
                key: 'name',
                header: t('BRAND_MONEY_STORAGE.NAME'),
                cell: (item) => (
                  <Link href={itemHref(item.id)} className={link}>
                    {item.name}
                  </Link>
                ),
              },
              { key: 'size', header: t('BRAND_MONEY_STORAGE.SIZE'), align: 'right', className: 'tabular-nums', cell: (item) => formatBytes(item.bytes) },
              { key: 'share', header: t('BRAND_MONEY_STORAGE.SHARE_OF_AREA'), align: 'right', className: 'tabular-nums', cell: (item) => `${percentOf(item.bytes, usage.bytes)} %` },
              area !== 'asset-library' && { key: 'files', header: t('BRAND_MONEY_STORAGE.FILES'), align: 'right', className: 'tabular-nums', cell: (item) => number.format(item.files) },
            ]}
          />
        )}
      </Card>
    </>
  );
}
