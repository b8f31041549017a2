/**
 * The side navigation on a narrow screen (below `md`, docs/shell.md "Narrow screens"): the same
 * links as the sidebar column, with their labels, in a panel sliding in from the left. Headless
 * UI's Dialog traps focus, closes on Escape and on a click outside, and hands focus back to the
 * header's menu button; following a link closes it (the layout's open state ends on navigation).
 */
import { useTranslation } from '../../i18n/use-translation';
import { SidePanel } from '../../components/ui/side-panel';
import { Sidebar } from './sidebar';

export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SidePanel
      open={open}
      onClose={onClose}
      side="left"
      title={t('NAV.DRAWER_TITLE')}
      titleHidden
      closeLabel={t('NAV.CLOSE')}
      width="narrow"
      tone="dark"
      className="md:hidden"
      rootTestId="nav-drawer"
      testId="nav-drawer-panel"
      closeTestId="nav-drawer-close"
    >
      <Sidebar mini={false} inDrawer />
    </SidePanel>
  );
}
