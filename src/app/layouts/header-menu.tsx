/**
 * The header menu of a narrow header (header.tsx folds into it below 56rem): the usage widgets,
 * the environment chip, and the user menu's entries (language, godlike extras, sign-out). A
 * Headless UI popover: Escape and a click outside close it, focus moves into it on opening, and
 * navigating closes it (keyed by the location, so a link inside it leaves it closed).
 */
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { focusRing } from '../../components/ui/button';
import { NamedIcon } from '../../components/ui/icons';
import { EnvironmentChip } from '../../features/header-widgets/environment-chip';
import { HeaderWidget } from '../../features/header-widgets/header-widget';
import { UsageWidgets } from '../../features/header-widgets/usage-widgets';
import { useGodlikeDetails } from '../../features/user-menu/use-godlike-details';
import { UserMenuEntries } from '../../features/user-menu/user-menu-entries';
import { useAtomValue } from '../../state';
import { environmentAtom } from '../../state/derived';
import { environmentChip } from '../../shell/rules/visibility';

export function HeaderMenu({ moneyStorage, className }: { moneyStorage: boolean; className: string }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const chip = environmentChip(useAtomValue(environmentAtom));
  // Outside the popover: focus moving into the dialog would close the popover and unmount it.
  const details = useGodlikeDetails();
  return (
    <>
      <Popover key={location} className={className}>
        <PopoverButton aria-label={t('HEADER.MENU')} data-testid="header-menu-button" className={`flex rounded-md p-2 text-slate-600 hover:bg-slate-100 data-open:bg-slate-100 ${focusRing}`}>
          <NamedIcon name="more" />
        </PopoverButton>
        <PopoverPanel
          focus
          anchor={{ to: 'bottom end', gap: 4, padding: 8 }}
          className="z-40 max-h-[calc(100dvh-4.5rem)] w-72 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
          data-testid="header-menu"
        >
          {moneyStorage ? <UsageWidgets labelled className="py-1" testId="header-menu-usage" /> : null}
          {chip !== null ? (
            <div className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="text-sm text-slate-600">
                {t('HEADER.MENU_ENVIRONMENT')}
              </span>
              <HeaderWidget name="environment-chip">
                <EnvironmentChip />
              </HeaderWidget>
            </div>
          ) : null}
          {moneyStorage || chip !== null ? <hr className="my-1 border-slate-200" /> : null}
          <UserMenuEntries inMenu={false} onShowDetails={details.show} />
        </PopoverPanel>
      </Popover>
      {details.dialog}
    </>
  );
}
