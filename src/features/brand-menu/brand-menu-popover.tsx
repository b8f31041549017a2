/**
 * The brand menu's popover (brand-menu.tsx draws its button until this chunk is in): the user's
 * brands (brand-list.tsx, its own chunk with the fuzzy search) and the link to all brands.
 * Picking a brand navigates; the router then switches the data layer's brand (use-brand-sync).
 */
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'wouter';
import { lazyPart } from '../../shell/router/lazy-part';
import { useOpenOnArrival, type DeferredMenuProps } from '../../shell/router/deferred-menu';
import { useOptionalRouteMatch } from '../../shell/router/route-context';
import { pathAfterBrandSwitch } from '../../shell/rules/brand-switch-target';
import { focusRing } from '../../components/ui/button';

const BrandList = lazyPart(() => import('./brand-list').then((m) => m.BrandList));

export function BrandMenuPopover({ face, openOnArrival, current, className }: DeferredMenuProps & { current: string | null; className: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const match = useOptionalRouteMatch();
  const button = useOpenOnArrival<HTMLButtonElement>(openOnArrival);
  return (
    <Popover className={className}>
      <PopoverButton ref={button} {...face} />
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
