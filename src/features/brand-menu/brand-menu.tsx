/**
 * The brand menu (spec sections 2 and 9): the current brand; opening it lists the user's brands
 * (brand-list.tsx, its own chunk with the fuzzy search). Picking a brand navigates; the router then
 * switches the data layer's brand (use-brand-sync).
 */
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { lazyPart } from '../../shell/router/lazy-part';
import { useOptionalRouteMatch } from '../../shell/router/route-context';
import { useDisplayedBrand } from '../../shell/router/use-brand-scope';
import { pathAfterBrandSwitch } from '../../shell/rules/brand-switch-target';
import { focusRing } from '../../components/ui/button';
import { NamedIcon } from '../../components/ui/icons';

const BrandList = lazyPart(() => import('./brand-list').then((m) => m.BrandList));

export function BrandMenu() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const match = useOptionalRouteMatch();
  // The same displayed brand the header's figures are checked against (use-brand-scope.ts).
  const { identifier: current, label: brandLabel } = useDisplayedBrand();
  const label = brandLabel ?? t('BRAND_MENU.NO_BRAND');

  return (
    <Popover className="relative min-w-0">
      <PopoverButton className={`flex min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100 ${focusRing}`} data-testid="brand-menu-button" aria-label={t('BRAND_MENU.BUTTON_LABEL', { brand: label })}>
        <span className="max-w-48 truncate" title={label}>{label}</span>
        <NamedIcon name="chevronDown" className="h-4 w-4 text-slate-500" />
      </PopoverButton>
      <PopoverPanel anchor="bottom start" className="z-40 mt-1 w-72 rounded-md border border-slate-200 bg-white shadow-lg" data-testid="brand-menu-panel">
        {({ close }) => (
          <>
            <Suspense fallback={<p className="px-3 py-2 text-sm text-slate-500">{t('COMMON.LOADING')}</p>}>
              <BrandList
                onPick={(identifier) => {
                  close();
                  if (identifier !== current) navigate(pathAfterBrandSwitch(match, identifier));
                }}
              />
            </Suspense>
            <div className="border-t border-slate-200 p-1">
              <Link href="/switch-brand" onClick={() => close()} className={`block rounded px-3 py-2 text-sm text-indigo-700 hover:bg-indigo-50 ${focusRing}`}>
                {t('BRAND_MENU.ALL_BRANDS')}
              </Link>
            </div>
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}
