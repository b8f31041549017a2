/** The tab bar of the current route. */
import { useTranslation } from '../../i18n/use-translation';
import { useRouteMatch } from '../../shell/router/route-context';
import { useCurrentBrand } from '../../shell/router/use-brand-path';
import { useRouteAllowed } from '../../shell/router/use-route-allowed';
import { TabBar } from '../../components/ui/tab-bar';
import { tabLinks } from './related-links';

export function RouteTabs() {
  const { t } = useTranslation();
  const { route, params } = useRouteMatch();
  const brand = useCurrentBrand();
  const allowed = useRouteAllowed();
  const tabs = tabLinks(route, params, brand, allowed).map((tab) => ({ ...tab, label: t(tab.labelKey, params) }));
  return <TabBar label={t('LAYOUT.PAGE_TABS')} tabs={tabs} />;
}
