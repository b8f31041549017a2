/** The tab bar of the current route and the links to its child pages. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRouteMatch } from '../../app/router/route-context';
import { useCurrentBrand } from '../../app/router/use-brand-path';
import { useRouteAllowed } from '../../app/router/use-route-allowed';
import { focusRing } from '../../components/ui/button';
import { TabBar } from '../../components/ui/tab-bar';
import { childLinks, tabLinks } from './related-links';

export function RouteTabs() {
  const { t } = useTranslation();
  const { route, params } = useRouteMatch();
  const brand = useCurrentBrand();
  const allowed = useRouteAllowed();
  const tabs = tabLinks(route, params, brand, allowed).map((tab) => ({ ...tab, label: t(tab.labelKey, params) }));
  return <TabBar label={t('LAYOUT.PAGE_TABS')} tabs={tabs} />;
}

export function ChildLinks() {
  const { t } = useTranslation();
  const { route, params } = useRouteMatch();
  const brand = useCurrentBrand();
  const allowed = useRouteAllowed();
  const children = childLinks(route, params, brand, allowed);
  if (children.length === 0) return null;
  return (
    <nav aria-label={t('LAYOUT.RELATED_PAGES')} className="mt-6">
      <h2 className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">{t('LAYOUT.RELATED_PAGES')}</h2>
      <ul className="flex flex-wrap gap-2">
        {children.map((child) => (
          <li key={child.key}>
            <Link href={child.to} className={`block rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-indigo-700 hover:border-indigo-300 ${focusRing}`}>
              {t(child.labelKey, params)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
