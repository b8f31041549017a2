/**
 * The signed-in layout (spec section 2): the loading bar, side navigation (mini per route, or as
 * the user toggles it on this page), header, sub-navigation, alert area, breadcrumbs and the page,
 * which waits for the brand user. Landmarks: nav, banner, main; a skip link jumps to the content.
 * Below `md` the side navigation is a drawer opened from the header (docs/shell.md "Narrow screens").
 */
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AlertArea } from '../../features/alerts/alert-area';
import { SettingsSubnav } from '../../shell/layouts/settings-subnav';
import { LoadingBar } from '../../features/loading-bar/loading-bar';
import type { RouteDef } from '../../shell/routes/route-types';
import { BrandContentGate } from './brand-content-gate';
import { Breadcrumbs } from './breadcrumbs';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { useOpenUntilNavigation } from './use-open-until-navigation';
import { lazyPart } from '../../shell/router/lazy-part';
import { LAYOUT_CLASSES } from '../../../worker/contract/first-paint';

// Only narrow screens open it, and only on demand: its dialog comes with a chunk of its own.
const NavDrawer = lazyPart(() => import('./nav-drawer').then((m) => m.NavDrawer));

export function DefaultLayout({ route, children }: { route: RouteDef; children: ReactNode }) {
  const { t } = useTranslation();
  // The user's toggle holds for the page it was made on; the next page starts from its own flag.
  const [override, setOverride] = useState<{ route: string; mini: boolean } | null>(null);
  const mini = override !== null && override.route === route.name ? override.mini : route.sidebarMini;
  const drawer = useOpenUntilNavigation();
  // Mounted from its first opening on, so that it can animate closed.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawer.open && !drawerUsed) setDrawerUsed(true);

  return (
    // The frame's classes are the server's first paint's too (contract/first-paint.ts).
    <div className={LAYOUT_CLASSES.frame}>
      <LoadingBar />
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow">
        {t('LAYOUT.SKIP_TO_CONTENT')}
      </a>
      {/* The dark column runs the full page height; the bar itself stays in view (sticky). */}
      <div className={LAYOUT_CLASSES.sidebarColumn}>
        <Sidebar mini={mini} onToggle={() => setOverride({ route: route.name, mini: !mini })} />
      </div>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <NavDrawer open={drawer.open} onClose={drawer.close} />
        </Suspense>
      ) : null}
      <div className={LAYOUT_CLASSES.content}>
        <Header onOpenNavigation={drawer.show} navigationOpen={drawer.open} />
        {route.subNav === 'brand-settings' ? <SettingsSubnav /> : null}
        <AlertArea hideMoneyStorage={route.hideMoneyStorageAlerts} />
        <main id="main" tabIndex={-1} className={`${LAYOUT_CLASSES.main} focus:outline-none ${route.noPadding ? '' : LAYOUT_CLASSES.mainPadding}`} data-testid="main">
          {route.noPadding ? (
            <div className="px-4 pt-4 md:px-6">
              <Breadcrumbs />
            </div>
          ) : (
            <Breadcrumbs />
          )}
          <BrandContentGate>{children}</BrandContentGate>
        </main>
      </div>
    </div>
  );
}
