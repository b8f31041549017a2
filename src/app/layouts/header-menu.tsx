/**
 * The header menu of a narrow header (header.tsx folds into it below 56rem). Its button is drawn
 * at once; the popover's behaviour comes with its own chunk (header-menu-popover.tsx,
 * shell/router/deferred-menu.tsx).
 */
import { useTranslation } from '../../i18n/use-translation';
import { focusRing } from '../../components/ui/button';
import { NamedIcon } from '../../components/ui/icons';
import { useGodlikeDetails } from '../../features/user-menu/use-godlike-details';
import { deferredMenu } from '../../shell/router/deferred-menu';

const HeaderMenuPopover = deferredMenu(() => import('./header-menu-popover').then((m) => m.HeaderMenuPopover), 'dialog');

export function HeaderMenu({ moneyStorage, className }: { moneyStorage: boolean; className: string }) {
  const { t } = useTranslation();
  // Outside the popover: focus moving into the dialog would close the popover and unmount it.
  const details = useGodlikeDetails();
  const face = {
    className: `flex rounded-md p-2 text-slate-600 hover:bg-slate-100 data-open:bg-slate-100 ${focusRing}`,
    'aria-label': t('HEADER.MENU'),
    'data-testid': 'header-menu-button',
    children: <NamedIcon name="more" />,
  };
  return (
    <>
      <HeaderMenuPopover face={face} moneyStorage={moneyStorage} className={className} wrapperClassName={className} onShowDetails={details.show} />
      {details.dialog}
    </>
  );
}
