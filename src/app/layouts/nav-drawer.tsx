/**
 * The side navigation on a narrow screen (below `md`, docs/shell.md "Narrow screens"): the same
 * links as the sidebar column, with their labels, in a panel sliding in from the left. Headless
 * UI's Dialog traps focus, closes on Escape and on a click outside, and hands focus back to the
 * header's menu button; following a link closes it (the layout's open state ends on navigation).
 */
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../components/ui/button';
import { NamedIcon } from '../../components/ui/icons';
import { Sidebar } from './sidebar';

export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 md:hidden" data-testid="nav-drawer">
      <DialogBackdrop transition className="fixed inset-0 bg-slate-900/50 transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none" />
      <div className="fixed inset-y-0 left-0 flex max-w-[85vw]">
        <DialogPanel transition data-testid="nav-drawer-panel" className="relative flex h-full w-72 max-w-full flex-col bg-slate-900 shadow-xl transition-transform duration-200 ease-out data-closed:-translate-x-full motion-reduce:transition-none">
          <DialogTitle className="sr-only">{t('NAV.DRAWER_TITLE')}</DialogTitle>
          <button type="button" onClick={onClose} aria-label={t('NAV.CLOSE')} data-testid="nav-drawer-close" className={`absolute top-4 right-3 z-10 rounded-md p-1.5 text-slate-300 hover:bg-slate-800 hover:text-white ${focusRing}`}>
            <NamedIcon name="close" className="h-5 w-5" />
          </button>
          <Sidebar mini={false} inDrawer />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
