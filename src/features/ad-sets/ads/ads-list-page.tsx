/**
 * Ads (`/{brand}/ads`): every ad of the brand with its first creative (lazy) and its ad set's
 * label linked (the generic resource list; the server adds each ad's `thumbnail`). Read through
 * a window (useLiveWindow): the worker holds the whole live list, paged from the server as the
 * table scrolls, and sends only the rows in view. No page in the URL: an old link's `?page=` is
 * ignored, the list scrolls instead.
 */
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ListWindow } from '../../../../worker/contract/live-queries';
import type { ResourceListQuery, ResourceRecord } from '../../../../worker/domains/resources/contract';
import { PageHeading } from '../../../shell/layouts/page-heading';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { EmptyState } from '../../../components/ui/page-states';
import { WindowStates } from '../../../components/ui/window-states';
import { useLiveWindow } from '../../../data-client';
import { AdsTable } from './ads-table';

/**
 * Ads per page asked of the server as the window moves down: as the other long lists of a brand
 * (products, templates); each page also looks up its ads' thumbnails in one query.
 */
const PER_PAGE = 200;
const QUERY: ResourceListQuery = { kind: 'resource/list', resource: 'ad', page: 1, perPage: PER_PAGE };
/** The window before the table has measured itself: a screenful and then some. */
const FIRST_WINDOW: ListWindow = { from: 0, to: 30 };

export function AdsListPage() {
  const { t } = useTranslation('ad-sets');
  const pathFor = useBrandPath();
  const list = useLiveWindow<ResourceRecord>(QUERY, FIRST_WINDOW);
  const hrefOf = useCallback((adId: string) => pathFor('brand-ads-adId', { adId }), [pathFor]);
  const adSetHrefOf = useCallback((adSetId: string) => pathFor('brand-ad-sets-adSetId', { adSetId }), [pathFor]);
  return (
    <div data-testid="ads-list-page" className="flex flex-col gap-2">
      <PageHeading />
      <WindowStates list={list} empty={<EmptyState title={t('AD_SETS_ADS.EMPTY')} />} count={{ testId: 'ads-count', text: (shown, count) => t('AD_SETS_ADS.SHOWING', { shown, count }) }}>
        {(view) => (
          <AdsTable
            view={view}
            hrefOf={hrefOf}
            adSetHrefOf={adSetHrefOf}
          />
        )}
      </WindowStates>
    </div>
  );
}
