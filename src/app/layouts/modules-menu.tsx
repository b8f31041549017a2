/**
 * The sidebar's Modules menu (sidebar.tsx draws its button until this chunk is in): a link per
 * module of the brand.
 */
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from 'wouter';
import { useOpenOnArrival, type DeferredMenuProps } from '../../shell/router/deferred-menu';

export function ModulesMenu({ face, openOnArrival, modules, inDrawer }: DeferredMenuProps & { modules: readonly { to: string; label: string }[]; inDrawer: boolean }) {
  const button = useOpenOnArrival<HTMLButtonElement>(openOnArrival);
  return (
    <Menu>
      <MenuButton ref={button} {...face} />
      <MenuItems anchor={inDrawer ? 'bottom start' : 'right start'} className="z-40 ml-2 w-56 rounded-md border border-slate-200 bg-white p-1 text-sm text-slate-800 shadow-lg focus:outline-none">
        {modules.map((module) => (
          <MenuItem key={module.to}>
            <Link href={module.to} className="block rounded px-3 py-2 data-focus:bg-indigo-50 data-focus:text-indigo-800">
              {module.label}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
