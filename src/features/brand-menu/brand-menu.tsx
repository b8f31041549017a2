/**
 * The brand menu (spec sections 2 and 9): the current brand; opening it lists the user's brands.
 * The button is drawn at once; the popover's behaviour comes with its own chunk
 * (brand-menu-popover.tsx, shell/router/deferred-menu.tsx).
 */
import { useTranslation } from '../../i18n/use-translation';
import { deferredMenu } from '../../shell/router/deferred-menu';
import { useDisplayedBrand } from '../../shell/router/use-brand-scope';
import { focusRing } from '../../components/ui/button';
import { NamedIcon } from '../../components/ui/icons';

const BrandMenuPopover = deferredMenu(() => import('./brand-menu-popover').then((m) => m.BrandMenuPopover), 'dialog');
const WRAPPER = 'relative min-w-0';

export function BrandMenu() {
  const { t } = useTranslation();
  // The same displayed brand the header's figures are checked against (use-brand-scope.ts).
  const { identifier: current, label: brandLabel } = useDisplayedBrand();
  const label = brandLabel ?? t('BRAND_MENU.NO_BRAND');
  const face = {
    className: `flex min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100 ${focusRing}`,
    'data-testid': 'brand-menu-button',
    'aria-label': t('BRAND_MENU.BUTTON_LABEL', { brand: label }),
    children: (
      <>
        <span className="max-w-48 truncate" title={label}>{label}</span>
        <NamedIcon name="chevronDown" className="h-4 w-4 text-slate-500" />
      </>
    ),
  };
  return <BrandMenuPopover face={face} current={current} className={WRAPPER} wrapperClassName={WRAPPER} />;
}
