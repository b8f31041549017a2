/**
 * The user menu's dropdown (user-menu.tsx draws its button until this chunk is in): the entries
 * written once in user-menu-entries.tsx.
 */
import { Menu, MenuButton, MenuItems } from '@headlessui/react';
import { useOpenOnArrival, type DeferredMenuProps } from '../../shell/router/deferred-menu';
import { UserMenuEntries } from './user-menu-entries';

export function UserMenuDropdown({ face, openOnArrival, onShowDetails }: DeferredMenuProps & { onShowDetails: () => void }) {
  const button = useOpenOnArrival<HTMLButtonElement>(openOnArrival);
  return (
    <Menu>
      <MenuButton ref={button} {...face} />
      <MenuItems anchor="bottom end" className="z-40 mt-1 w-64 rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none" data-testid="user-menu">
        <UserMenuEntries inMenu onShowDetails={onShowDetails} />
      </MenuItems>
    </Menu>
  );
}
