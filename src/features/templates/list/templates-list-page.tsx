/**
 * My Templates (`/{brand}/visuals`) and the templates in development (`/visuals/development`):
 * `visuals/list` read through a window (useLiveWindow: the worker holds the whole live list,
 * paged from the server as the table scrolls, and sends only the rows in view), with search, tag
 * filter, the active / archived views as tabs, and the creation wizard opened over the list
 * (`?create=1`). Every filter is in the URL.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useLocation, useSearch } from 'wouter';
import type { Visual } from '../../../../worker/contract/creatives';
import type { ListWindow } from '../../../../worker/contract/live-queries';
import type { VisualsListQuery } from '../../../../worker/domains/visuals/contract';
import { PageHeading } from '../../../shell/layouts/page-heading';
import { useBrandPath, useCurrentBrand } from '../../../shell/router/use-brand-path';
import { useDisplayedBrandUser } from '../../../shell/router/use-brand-scope';
import { routeByName } from '../../../shell/routes/route-table';
import { buttonClass } from '../../../components/ui/button';
import { TabBar } from '../../../components/ui/tab-bar';
import { useLiveWindow } from '../../../data-client';
import { WindowStates } from '../../../components/ui/window-states';
import { CreateTemplateWizard } from '../wizard/create-template-wizard';
import { loadDraft } from '../wizard/wizard-draft';
import { ListToolbar } from './list-toolbar';
import { DEFAULT_PARAMS, listSearch, parseListParams, withFilter, type ListParams } from './list-params';
import { TemplatesTable } from './templates-table';
import { EmptyState } from '../../../components/ui/page-states';

/** Templates per page asked of the server as the window moves down (a template carries its versions). */
const PER_PAGE = 200;
/** The window before the table has measured itself: a screenful and then some. */
const FIRST_WINDOW: ListWindow = { from: 0, to: 30 };
const LIST = 'brand-visuals';
const DEVELOPMENT = 'brand-visuals-development';
const DETAIL = 'brand-visuals-visualId';
const EMPTY_KEYS = { active: 'TEMPLATES.EMPTY_ACTIVE', archived: 'TEMPLATES.EMPTY_ARCHIVED', development: 'TEMPLATES.EMPTY_DEVELOPMENT' } as const;

export function TemplatesListPage() {
  return <TemplatesList development={false} />;
}

export function TemplatesDevelopmentPage() {
  return <TemplatesList development />;
}

function TemplatesList({ development }: { development: boolean }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const params = useMemo(() => parseListParams(search), [search]);
  const pathFor = useBrandPath();
  const brand = useCurrentBrand();
  const role = useDisplayedBrandUser()?.primaryRole ?? null;
  const view = development ? 'development' : params.view;
  const query: VisualsListQuery = {
    kind: 'visuals/list',
    view,
    page: 1,
    perPage: PER_PAGE,
    ...(params.search ? { search: params.search } : {}),
    ...(params.tag ? { tag: params.tag } : {}),
  };
  const list = useLiveWindow<Visual>(query, FIRST_WINDOW);

  const go = useCallback((next: ListParams) => navigate(`${location}${listSearch(next)}`), [navigate, location]);
  const onTag = useCallback((tag: string) => go(withFilter(params, { tag })), [go, params]);
  const hrefOf = useCallback((visual: Visual) => pathFor(DETAIL, { visualId: visual.id }), [pathFor]);

  const canWrite = role !== null && role !== 'visitor';
  const canSeeDevelopment = role !== null && (routeByName(DEVELOPMENT).roles ?? []).includes(role);
  // Read when the wizard opens or closes, so the button says whether a draft waits.
  const hasDraft = useMemo(() => (brand !== null && !params.create ? loadDraft(localStorage, brand) !== null : false), [brand, params.create]);
  const createHref = `${pathFor(LIST)}${listSearch({ ...(development ? DEFAULT_PARAMS : params), create: true })}`;

  const filters = { ...DEFAULT_PARAMS, search: params.search, tag: params.tag };
  const tabs = [
    { key: 'active', label: t('TEMPLATES.VIEW_ACTIVE'), to: `${pathFor(LIST)}${listSearch(filters)}`, current: view === 'active' },
    { key: 'archived', label: t('TEMPLATES.VIEW_ARCHIVED'), to: `${pathFor(LIST)}${listSearch({ ...filters, view: 'archived' })}`, current: view === 'archived' },
    ...(canSeeDevelopment ? [{ key: 'development', label: t('TEMPLATES.VIEW_DEVELOPMENT'), to: `${pathFor(DEVELOPMENT)}${listSearch(filters)}`, current: development }] : []),
  ];
  // The tags of the templates in view: the tag filter offers what the user sees.
  const knownTags = useMemo(() => [...new Set(list.rows.flatMap((visual) => visual.tags))].sort(), [list.rows]);
  const filtered = params.search !== '' || params.tag !== '';

  return (
    <div data-testid="templates-page" data-view={view}>
      <PageHeading
        actions={
          canWrite ? (
            <Link href={createHref} className={buttonClass('primary')} data-testid="new-template">
              {t(hasDraft ? 'TEMPLATES.CONTINUE_DRAFT' : 'TEMPLATES.NEW')}
            </Link>
          ) : undefined
        }
      />
      <TabBar label={t('TEMPLATES.VIEWS')} tabs={tabs} />
      <ListToolbar
        search={params.search}
        tag={params.tag}
        knownTags={knownTags}
        onSearch={(search) => go(withFilter(params, { search }))}
        onTag={onTag}
        onClear={() => go(withFilter(params, { search: '', tag: '' }))}
      />
      <WindowStates
        list={list}
        empty={<EmptyState>{filtered ? t('TEMPLATES.EMPTY_FILTERED') : t(EMPTY_KEYS[view])}</EmptyState>}
        count={{ testId: 'templates-count', text: (shown, count) => t('TEMPLATES.SHOWING', { shown, count }) }}
      >
        {(rows) => (
          <TemplatesTable
            caption={t('TEMPLATES.TABLE_CAPTION')}
            view={rows}
            hrefOf={hrefOf}
            activeTag={params.tag}
            onTag={onTag}
          />
        )}
      </WindowStates>
      {params.create && brand !== null && canWrite ? (
        <CreateTemplateWizard brand={brand} onClose={() => go({ ...params, create: false })} onCreated={(id) => navigate(pathFor(DETAIL, { visualId: id }))} />
      ) : null}
    </div>
  );
}
