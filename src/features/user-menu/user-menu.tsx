/**
 * The user menu (spec sections 2 and 6): name, role label and a badge for managers; language;
 * for godlike users extra details, changing their own primary role and the admin-functions
 * toggle; sign-out.
 */
import { Menu, MenuButton, MenuItem, MenuItems, MenuSection, MenuHeading, MenuSeparator } from '@headlessui/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { lazyPart } from '../../app/router/lazy-part';
import { useDisplayedBrandUser } from '../../app/router/use-brand-scope';
import { DEVTOOLS_IN_BUILD } from '../../app/routes/devtools-build';
import { offeredLocales } from '../../app/rules/locales';
import { roleLabelKey } from '../../app/rules/roles';
import { focusRing } from '../../components/ui/button';
import { NamedIcon } from '../../components/ui/icons';
import { useDataLayer } from '../../data-client';
import { isAppLocale } from '../../lib/locale-cookie';
import { useAtom, useAtomValue } from '../../state';
import { adminFunctionsAtom, currentUserAtom, deploymentAtom, isGodlikeAtom } from '../../state/derived';
import { signOut } from '../auth/auth-actions';
import { useChangeLocale } from './use-change-locale';

// Only godlike users open it: a chunk of its own, mounted from the first opening on.
const GodlikeDialog = lazyPart(() => import('./godlike-dialog').then((m) => m.GodlikeDialog));

const itemClass = 'flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm text-slate-800 data-focus:bg-indigo-50 data-focus:text-indigo-900';

export function RoleBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex h-4 w-4 items-center justify-center rounded-full bg-amber-400 text-amber-950" title={t('ROLES.MANAGER_BADGE')} data-testid="manager-badge">
      <svg viewBox="0 0 20 20" className="h-3 w-3" fill="currentColor" aria-hidden="true">
        <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
      </svg>
      <span className="sr-only">{t('ROLES.MANAGER_BADGE')}</span>
    </span>
  );
}

export function UserMenu() {
  const { t, i18n } = useTranslation();
  const api = useDataLayer();
  const user = useAtomValue(currentUserAtom);
  const brandUser = useDisplayedBrandUser();
  const godlike = useAtomValue(isGodlikeAtom);
  const deployment = useAtomValue(deploymentAtom);
  const [adminFunctions, setAdminFunctions] = useAtom(adminFunctionsAtom);
  const changeLocale = useChangeLocale();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [detailsOpened, setDetailsOpened] = useState(false);
  const [, navigate] = useLocation();
  if (user === null) return null;
  const role = brandUser?.primaryRole ?? null;
  const roleLabel = role === null ? '' : t(roleLabelKey(role));
  const current = isAppLocale(i18n.language) ? i18n.language : 'en';

  return (
    <>
      <Menu>
        <MenuButton className={`flex items-center gap-2 rounded-md px-2 py-1 text-left hover:bg-slate-100 ${focusRing}`} data-testid="user-menu-button" aria-label={t('USER_MENU.BUTTON_LABEL', { name: user.name, role: roleLabel })}>
          <NamedIcon name="user" className="h-6 w-6 rounded-full bg-slate-200 p-0.5 text-slate-600" />
          <span className="hidden flex-col leading-tight sm:flex">
            <span className="text-sm font-medium text-slate-900">{user.name}</span>
            <span className="flex items-center gap-1 text-xs text-slate-600" data-testid="role-label">
              {roleLabel}
              {role === 'manager' ? <RoleBadge /> : null}
            </span>
          </span>
          <NamedIcon name="chevronDown" className="h-4 w-4 text-slate-500" />
        </MenuButton>
        <MenuItems anchor="bottom end" className="z-40 mt-1 w-64 rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none" data-testid="user-menu">
          <div className="px-3 py-2 text-sm">
            <p className="font-medium text-slate-900">{user.name}</p>
            <p className="truncate text-slate-500">{user.email}</p>
          </div>
          <MenuSeparator className="my-1 h-px bg-slate-200" />
          <MenuSection>
            <MenuHeading className="px-3 py-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('USER_MENU.LANGUAGE')}</MenuHeading>
            {offeredLocales(godlike).map((locale) => (
              <MenuItem key={locale}>
                <button type="button" lang={locale} className={itemClass} onClick={() => changeLocale(locale)} data-testid={`locale-${locale}`} data-selected={current === locale ? 'true' : 'false'}>
                  <span aria-hidden="true" className="w-4">{current === locale ? '✓' : ''}</span>
                  {t(`LOCALES.${locale.toUpperCase()}`)}
                  {/* Headless UI gives menu items role="menuitem", which allows no aria-checked. */}
                  {current === locale ? (
                    <>
                      {' '}
                      <span className="sr-only">{t('COMMON.SELECTED')}</span>
                    </>
                  ) : null}
                </button>
              </MenuItem>
            ))}
          </MenuSection>
          {godlike ? (
            <>
              <MenuSeparator className="my-1 h-px bg-slate-200" />
              <MenuSection>
                <MenuHeading className="px-3 py-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('USER_MENU.GODLIKE')}</MenuHeading>
                <MenuItem>
                  <button
                    type="button"
                    className={itemClass}
                    onClick={() => {
                      setDetailsOpened(true);
                      setDetailsOpen(true);
                    }}
                    data-testid="godlike-details"
                  >
                    {t('USER_MENU.DETAILS')}
                  </button>
                </MenuItem>
                <MenuItem>
                  <button type="button" className={itemClass} onClick={() => setAdminFunctions(!adminFunctions)} data-testid="admin-functions" data-selected={adminFunctions ? 'true' : 'false'}>
                    <span aria-hidden="true" className="w-4">{adminFunctions ? '✓' : ''}</span>
                    {t('USER_MENU.ADMIN_FUNCTIONS')}
                    {' '}
                    <span className="sr-only">{adminFunctions ? t('COMMON.ON') : t('COMMON.OFF')}</span>
                  </button>
                </MenuItem>
                {adminFunctions && DEVTOOLS_IN_BUILD ? (
                  <MenuItem>
                    <Link href="/__devtools" className={itemClass}>
                      {t('USER_MENU.DEVTOOLS')}
                    </Link>
                  </MenuItem>
                ) : null}
              </MenuSection>
            </>
          ) : null}
          <MenuSeparator className="my-1 h-px bg-slate-200" />
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => void signOut(api, navigate, deployment)} data-testid="sign-out">
              {t('USER_MENU.SIGN_OUT')}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      {godlike && detailsOpened ? (
        <Suspense fallback={null}>
          <GodlikeDialog open={detailsOpen} onClose={() => setDetailsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
