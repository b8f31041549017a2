/**
 * The header menu's popover (header-menu.tsx draws its button until this chunk is in): the usage
 * widgets, the environment chip, and the user menu's entries (language, godlike extras, sign-out).
 * A Headless UI popover: Escape and a click outside close it, focus moves into it on opening, and
 * navigating closes it (keyed by the location, so a link inside it leaves it closed).
 */
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'wouter';
import { EnvironmentChip } from '../../features/header-widgets/environment-chip';
import { HeaderWidget } from '../../features/header-widgets/header-widget';
import { UsageWidgets } from '../../features/header-widgets/usage-widgets';
import { UserMenuEntries } from '../../features/user-menu/user-menu-entries';
import { useAtomValue } from '../../state';
import { environmentAtom } from '../../state/derived';
import { environmentChip } from '../../shell/rules/visibility';
import { useOpenOnArrival, type DeferredMenuProps } from '../../shell/router/deferred-menu';

export function HeaderMenuPopover({ face, openOnArrival, moneyStorage, className, onShowDetails }: DeferredMenuProps & { moneyStorage: boolean; className: string; onShowDetails: () => void }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const chip = environmentChip(useAtomValue(environmentAtom));
  const button = useOpenOnArrival<HTMLButtonElement>(openOnArrival);
  return (
    <Popover key={location} className={className}>
      <PopoverButton ref={button} {...face} />
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
        <UserMenuEntries inMenu={false} onShowDetails={onShowDetails} />
      </PopoverPanel>
    </Popover>
  );
}
