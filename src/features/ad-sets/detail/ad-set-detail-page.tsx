/**
 * One ad set (`/{brand}/ad-sets/{adSetId}` and its tabs): the header with its review (who, when,
 * the comment) and the reviewers' form, archive / restore / delete (ad-set-lifecycle.tsx), then the
 * tab the route names. `ad/{adId}` shows one ad of
 * this set; an ad of another set (or none) is the 404 page, as is an unknown ad set.
 */
import { PresenceScope } from '../../../components/presence/presence-scope';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { AdSetDetail } from '../../../../worker/domains/ad-sets/contract';
import { PageHeading } from '../../../shell/layouts/page-heading';
import { ErrorPage } from '../../../shell/errors/error-page';
import { useRouteMatch } from '../../../shell/router/route-context';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { buttonClass } from '../../../components/ui/button';
import { TabBar } from '../../../components/ui/tab-bar';
import { QueryStates } from '../../../components/ui/query-states';
import { useLiveQuery } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { useAdSetPermissions } from '../permissions';
import { stepRoute } from '../wizard/wizard-model';
import { AdSetLifecycle } from './ad-set-lifecycle';
import { AdTab } from './ad-tab';
import { AdsTab } from './ads-tab';
import { HooksSettingsTab, HooksTab } from './hooks-tabs';
import { MappingsTab, PermalinksTab } from './mapping-tabs';
import { RenderRequestsTab } from './render-requests-tab';
import { ReviewPanel } from './review-panel';

const DETAIL = 'brand-ad-sets-adSetId';
const DETAIL_TABS = ['ads', 'hooks', 'hooks-settings', 'mappings', 'permalinks', 'render-requests'] as const;
type Tab = (typeof DETAIL_TABS)[number] | 'ad';

const TAB_KEYS: Readonly<Record<(typeof DETAIL_TABS)[number], string>> = {
  ads: 'ROUTES.AD_SET_ADS',
  hooks: 'ROUTES.AD_SET_HOOKS',
  'hooks-settings': 'ROUTES.AD_SET_HOOKS_SETTINGS',
  mappings: 'ROUTES.AD_SET_MAPPINGS',
  permalinks: 'ROUTES.AD_SET_PERMALINKS',
  'render-requests': 'ROUTES.AD_SET_RENDER_REQUESTS',
};

function tabOf(routeName: string, adId: string | undefined): Tab {
  if (routeName === `${DETAIL}-ad-adId`) return adId ? 'ad' : 'ads';
  const suffix = routeName.slice(DETAIL.length + 1);
  return (DETAIL_TABS as readonly string[]).includes(suffix) ? (suffix as Tab) : 'ads';
}

export function AdSetDetailPage() {
  const { t } = useTranslation('ad-sets');
  const { route, params } = useRouteMatch();
  const pathFor = useBrandPath();
  const id = params.adSetId ?? '';
  const tab = tabOf(route.name, params.adId);
  const state = useLiveQuery({ kind: 'ad-sets/get', id });
  const { canEdit } = useAdSetPermissions();
  if (state.status === 'error' && state.failure.status === 404) return <ErrorPage status={404} />;
  const adSet = state.status === 'ok' ? state.data : null;
  const tabs = DETAIL_TABS.map((key) => ({ key, label: t(TAB_KEYS[key]), to: pathFor(`${DETAIL}-${key}`, { adSetId: id }), current: key === tab || (key === 'ads' && tab === 'ad') }));

  return (
    <div data-testid="ad-set-detail-page" data-tab={tab}>
      <PresenceScope kind="adset" id={adSet?.id ?? null}>
        {adSet ? (
          <PageHeading
            title={adSet.name}
            subtitle={adSet.archived ? t('AD_SETS_LIST.ARCHIVED_MARK') : undefined}
            actions={
              canEdit ? (
                <div className="flex flex-wrap items-center gap-2">
                  <Link href={pathFor(stepRoute(adSet.status === 'draft' ? adSet.wizardStep : 'settings'), { adSetId: adSet.id })} className={buttonClass('secondary')}>
                    {t(adSet.status === 'draft' ? 'AD_SETS_DETAIL.CONTINUE_WIZARD' : 'AD_SETS_DETAIL.EDIT_IN_WIZARD')}
                  </Link>
                  <AdSetLifecycle adSet={adSet} />
                </div>
              ) : null
            }
          />
        ) : (
          <PageHeading />
        )}
        <QueryStates state={state}>
          {(ready) => (
            <>
              <Summary adSet={ready} />
              <TabBar label={t('AD_SETS_DETAIL.TABS')} tabs={tabs} />
              <div className="mt-4" data-testid={`ad-set-tab-${tab}`}>
                <TabContent tab={tab} adSet={ready} adId={params.adId ?? null} />
              </div>
            </>
          )}
        </QueryStates>
      </PresenceScope>
    </div>
  );
}

function Summary({ adSet }: { adSet: AdSetDetail }) {
  const { t } = useTranslation('ad-sets');
  return (
    <div className="mb-4 grid items-start gap-4 lg:grid-cols-[1fr_auto]">
      <dl className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">{t('AD_SETS_LIST.COL_TEMPLATE')}</dt>
          <dd className="font-medium text-slate-900">{adSet.templateLabel ?? '–'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('AD_SETS_LIST.COL_FEED')}</dt>
          <dd className="font-medium text-slate-900">{adSet.feedLabel ?? '–'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('AD_SETS_LIST.COL_FORMAT')}</dt>
          <dd className="font-medium uppercase text-slate-900">{adSet.format}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('AD_SETS_DETAIL.LANGUAGES')}</dt>
          <dd className="font-medium uppercase text-slate-900">{adSet.languages.join(', ') || '–'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('AD_SETS_LIST.COL_ADS')}</dt>
          <dd className="font-medium tabular-nums text-slate-900" data-testid="ad-set-ads-count">
            {adSet.adsCount}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('AD_SETS_LIST.COL_UPDATED')}</dt>
          <dd className="font-medium text-slate-900">{formatDateTime(adSet.updatedAt)}</dd>
        </div>
        {adSet.status === 'draft' ? <p className="col-span-full text-sm text-amber-800">{t('AD_SETS_DETAIL.DRAFT_NOTE')}</p> : null}
      </dl>
      <ReviewPanel adSet={adSet} />
    </div>
  );
}

function TabContent({ tab, adSet, adId }: { tab: Tab; adSet: AdSetDetail; adId: string | null }) {
  switch (tab) {
    case 'ads':
      return <AdsTab adSet={adSet} />;
    case 'ad':
      return <AdTab adSet={adSet} adId={adId ?? ''} />;
    case 'hooks':
      return <HooksTab adSet={adSet} />;
    case 'hooks-settings':
      return <HooksSettingsTab adSet={adSet} />;
    case 'mappings':
      return <MappingsTab adSet={adSet} />;
    case 'permalinks':
      return <PermalinksTab adSet={adSet} />;
    case 'render-requests':
      return <RenderRequestsTab adSet={adSet} />;
  }
}
