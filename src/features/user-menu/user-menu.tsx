/**
 * The user menu (spec sections 2 and 6): name, role label and a badge for managers; language;
 * for godlike users extra details, changing their own primary role and the admin-functions
 * toggle; sign-out. The entries are written once (user-menu-entries.tsx): here they fill the
 * header's account menu; on a narrow header they sit in the header menu (app/layouts/header-menu.tsx).
 */
import { useTranslation } from '../../i18n/use-translation';
import { deferredMenu } from '../../shell/router/deferred-menu';
import { useDisplayedBrandUser } from '../../shell/router/use-brand-scope';
import { roleLabelKey } from '../../shell/rules/roles';
import { focusRing } from '../../components/ui/button';
import { NamedIcon } from '../../components/ui/icons';
import { useAtomValue } from '../../state';
import { currentUserAtom } from '../../state/derived';
import { ManagerBadge } from '../../components/ui/manager-badge';
import { useGodlikeDetails } from './use-godlike-details';

// The button is drawn at once; the dropdown's behaviour comes with its own chunk (deferred-menu.tsx).
const UserMenuDropdown = deferredMenu(() => import('./user-menu-dropdown').then((m) => m.UserMenuDropdown));

export function UserMenu() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const brandUser = useDisplayedBrandUser();
  const details = useGodlikeDetails();
  if (user === null) return null;
  const role = brandUser?.primaryRole ?? null;
  const roleLabel = role === null ? '' : t(roleLabelKey(role));

  return (
    <>
      <UserMenuDropdown
        onShowDetails={details.show}
        face={{
          className: `flex items-center gap-2 rounded-md px-2 py-1 text-left hover:bg-slate-100 ${focusRing}`,
          'data-testid': 'user-menu-button',
          'aria-label': t('USER_MENU.BUTTON_LABEL', { name: user.name, role: roleLabel }),
          children: (
            <>
              <NamedIcon name="user" className="h-6 w-6 rounded-full bg-slate-200 p-0.5 text-slate-600" />
              <span className="hidden flex-col leading-tight sm:flex">
                <span className="max-w-40 truncate text-sm font-medium text-slate-900" title={user.name}>{user.name}</span>
                <span className="flex items-center gap-1 text-xs text-slate-600" data-testid="role-label">
                  {roleLabel}
                  {role === 'manager' ? <ManagerBadge /> : null}
                </span>
              </span>
              <NamedIcon name="chevronDown" className="h-4 w-4 text-slate-500" />
            </>
          ),
        }}
      />
      {details.dialog}
    </>
  );
}
