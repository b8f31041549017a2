/**
 * The left bar (spec section 2): main items, the Modules menu when the brand has modules, and a
 * footer with Brand settings, documentation and Support. In mini mode only icons show; labels
 * stay for screen readers and as tooltips. The same bar fills the navigation drawer of narrow
 * screens (`inDrawer`, nav-drawer.tsx): full labels, the drawer's height, no collapse toggle.
 */
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'wouter';
import { ExternalLink, focusRing } from '../../components/ui/button';
import { NamedIcon, type IconName } from '../../components/ui/icons';
import { Logo } from '../../components/ui/logo';
import { DOCS_URL, FEEDS_HIDDEN_BRAND, SUPPORT_URL } from '../../lib/app-env';
import { useAtomValue } from '../../state';
import { environmentAtom } from '../../state/derived';
import { useBrandPath, useCurrentBrand } from '../../shell/router/use-brand-path';
import { useDisplayedBrandUser } from '../../shell/router/use-brand-scope';
import { moduleLinks, navItems, sectionOf } from '../../shell/rules/nav-items';
import { deferredMenu } from '../../shell/router/deferred-menu';
import { LAYOUT_CLASSES } from '../../../worker/contract/first-paint';

// The button is drawn at once; the menu's behaviour comes with its own chunk (deferred-menu.tsx).
const ModulesMenu = deferredMenu(() => import('./modules-menu').then((m) => m.ModulesMenu));

function itemClass(mini: boolean, current: boolean): string {
  const base = `flex items-center gap-3 rounded-md px-3 py-2 text-sm ${focusRing}`;
  const tone = current ? 'bg-indigo-600 text-white' : 'text-slate-200 hover:bg-slate-800 hover:text-white';
  return `${base} ${tone} ${mini ? 'justify-center' : ''}`;
}

function Label({ mini, children }: { mini: boolean; children: string }) {
  return <span className={mini ? 'sr-only' : 'truncate'}>{children}</span>;
}

export function Sidebar({ mini, onToggle, inDrawer = false }: { mini: boolean; onToggle?: () => void; inDrawer?: boolean }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const brand = useCurrentBrand();
  // Roles and modules of the brand whose links these are, never the previous brand's.
  const brandUser = useDisplayedBrandUser();
  const environment = useAtomValue(environmentAtom);
  const pathFor = useBrandPath();
  const items = navItems({ brand, brandUser, environment, feedsHiddenBrand: FEEDS_HIDDEN_BRAND });
  const modules = moduleLinks(brand, brandUser);
  const section = sectionOf(location);
  const settingsPath = pathFor('brand-brand-settings');

  return (
    <nav
      aria-label={t('NAV.MAIN')}
      data-testid={inDrawer ? 'drawer-nav' : 'sidebar'}
      data-mini={mini ? 'true' : 'false'}
      className={`flex shrink-0 flex-col overflow-y-auto bg-slate-900 py-4 text-slate-200 ${inDrawer ? 'h-full w-full px-3' : `sticky top-0 h-screen transition-[width] ${mini ? `${LAYOUT_CLASSES.sidebarMini} px-2` : `${LAYOUT_CLASSES.sidebarFull} px-3`}`}`}
    >
      {/* In the drawer its close button sits at the right of this row. */}
      <Link href={pathFor('brand-dashboard')} className={`mb-6 flex items-center gap-3 rounded-md px-1 ${inDrawer ? 'mr-10' : ''} ${focusRing}`}>
        <Logo />
        <Label mini={mini}>{t('APP.NAME')}</Label>
      </Link>
      <ul className="flex flex-1 flex-col gap-1">
        {items.map((item) => (
          <li key={item.key}>
            <Link href={item.to} title={mini ? t(item.labelKey) : undefined} aria-current={section === item.section ? 'page' : undefined} className={itemClass(mini, section === item.section)}>
              <NamedIcon name={item.key as IconName} />
              <Label mini={mini}>{t(item.labelKey)}</Label>
            </Link>
          </li>
        ))}
        {modules.length > 0 ? (
          <li>
            <ModulesMenu
              modules={modules}
              inDrawer={inDrawer}
              face={{
                className: `w-full ${itemClass(mini, section === 'brand-modules')}`,
                ...(mini ? { title: t('NAV.MODULES') } : {}),
                children: (
                  <>
                    <NamedIcon name="modules" />
                    <Label mini={mini}>{t('NAV.MODULES')}</Label>
                    {mini ? null : <NamedIcon name="chevronRight" className="ml-auto h-4 w-4" />}
                  </>
                ),
              }}
            />
          </li>
        ) : null}
      </ul>
      <ul className="mt-4 flex flex-col gap-1 border-t border-slate-700 pt-4" aria-label={t('NAV.FOOTER')}>
        <li>
          <Link href={settingsPath} title={mini ? t('NAV.BRAND_SETTINGS') : undefined} aria-current={section === 'brand-brand-settings' ? 'page' : undefined} className={itemClass(mini, section === 'brand-brand-settings')}>
            <NamedIcon name="settings" />
            <Label mini={mini}>{t('NAV.BRAND_SETTINGS')}</Label>
          </Link>
        </li>
        <li>
          <ExternalLink href={DOCS_URL} title={mini ? t('NAV.DOCS') : undefined} className={itemClass(mini, false)}>
            <NamedIcon name="docs" />
            <Label mini={mini}>{t('NAV.DOCS')}</Label>
            <span className="sr-only">{t('COMMON.OPENS_IN_NEW_TAB')}</span>
          </ExternalLink>
        </li>
        <li>
          <ExternalLink href={SUPPORT_URL} title={mini ? t('NAV.SUPPORT') : undefined} className={itemClass(mini, false)}>
            <NamedIcon name="support" />
            <Label mini={mini}>{t('NAV.SUPPORT')}</Label>
            <span className="sr-only">{t('COMMON.OPENS_IN_NEW_TAB')}</span>
          </ExternalLink>
        </li>
        {onToggle ? (
          <li>
            <button type="button" onClick={onToggle} aria-pressed={mini} className={`w-full ${itemClass(mini, false)}`} data-testid="sidebar-toggle">
              <NamedIcon name={mini ? 'chevronRight' : 'chevronLeft'} />
              <Label mini={mini}>{mini ? t('NAV.EXPAND') : t('NAV.COLLAPSE')}</Label>
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
