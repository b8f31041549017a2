/**
 * What the user menu offers, written once for its two hosts: the account menu of a wide header
 * (`inMenu`: Headless UI menu items, arrow keys move between them) and the header menu of a
 * narrow one (plain buttons and links in a popover panel, reached with Tab).
 */
import { MenuHeading, MenuItem, MenuSection, MenuSeparator } from '@headlessui/react';
import { useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'wouter';
import { useDisplayedBrandUser } from '../../shell/router/use-brand-scope';
import { DEVTOOLS_IN_BUILD } from '../../shell/routes/devtools-build';
import { offeredLocales } from '../../shell/rules/locales';
import { roleLabelKey } from '../../shell/rules/roles';
import { focusRing } from '../../components/ui/button';
import { useDataLayer } from '../../data-client';
import { downloadText, eventLogFilename } from '../../lib/download-text';
import { isAppLocale } from '../../lib/locale-cookie';
import { useAtom, useAtomValue } from '../../state';
import { adminFunctionsAtom, currentUserAtom, deploymentAtom, isGodlikeAtom } from '../../state/derived';
import { signOut } from '../../shell/session/auth-actions';
import { ManagerBadge } from '../../components/ui/manager-badge';
import { useChangeLocale } from './use-change-locale';

const ITEM = 'flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm text-slate-800';
const MENU_ITEM = `${ITEM} data-focus:bg-indigo-50 data-focus:text-indigo-900`;
const PANEL_ITEM = `${ITEM} hover:bg-slate-100 ${focusRing}`;
const HEADING = 'px-3 py-1 text-xs font-semibold tracking-wide text-slate-500 uppercase';

function Item({ inMenu, children }: { inMenu: boolean; children: ReactElement }) {
  return inMenu ? <MenuItem>{children}</MenuItem> : children;
}

function Section({ inMenu, heading, children }: { inMenu: boolean; heading: string; children: ReactNode }) {
  const id = useId();
  if (inMenu) {
    return (
      <MenuSection>
        <MenuHeading className={HEADING}>{heading}</MenuHeading>
        {children}
      </MenuSection>
    );
  }
  return (
    <div role="group" aria-labelledby={id}>
      <p id={id} className={HEADING}>
        {heading}
      </p>
      {children}
    </div>
  );
}

function Separator({ inMenu }: { inMenu: boolean }) {
  return inMenu ? <MenuSeparator className="my-1 h-px bg-slate-200" /> : <hr className="my-1 border-slate-200" />;
}

export function UserMenuEntries({ inMenu, onShowDetails }: { inMenu: boolean; onShowDetails: () => void }) {
  const { t, i18n } = useTranslation();
  const api = useDataLayer();
  const user = useAtomValue(currentUserAtom);
  const brandUser = useDisplayedBrandUser();
  const godlike = useAtomValue(isGodlikeAtom);
  const deployment = useAtomValue(deploymentAtom);
  const [adminFunctions, setAdminFunctions] = useAtom(adminFunctionsAtom);
  const changeLocale = useChangeLocale();
  const [, navigate] = useLocation();
  if (user === null) return null;
  const itemClass = inMenu ? MENU_ITEM : PANEL_ITEM;
  const current = isAppLocale(i18n.language) ? i18n.language : 'en';
  const role = brandUser?.primaryRole ?? null;

  return (
    <>
      <div className="px-3 py-2 text-sm">
        <p className="font-medium break-words text-slate-900">{user.name}</p>
        <p className="truncate text-slate-500" title={user.email}>
          {user.email}
        </p>
        {/* The wide header's menu button shows the role; the narrow header has no room for it. */}
        {!inMenu && role !== null ? (
          <p className="mt-0.5 flex items-center gap-1 text-xs text-slate-600">
            {t(roleLabelKey(role))}
            {role === 'manager' ? <ManagerBadge /> : null}
          </p>
        ) : null}
      </div>
      <Separator inMenu={inMenu} />
      <Section inMenu={inMenu} heading={t('USER_MENU.LANGUAGE')}>
        {offeredLocales(godlike).map((locale) => (
          <Item key={locale} inMenu={inMenu}>
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
          </Item>
        ))}
      </Section>
      {godlike ? (
        <>
          <Separator inMenu={inMenu} />
          <Section inMenu={inMenu} heading={t('USER_MENU.GODLIKE')}>
            <Item inMenu={inMenu}>
              <button type="button" className={itemClass} onClick={onShowDetails} data-testid="godlike-details">
                {t('USER_MENU.DETAILS')}
              </button>
            </Item>
            <Item inMenu={inMenu}>
              <button type="button" className={itemClass} onClick={() => setAdminFunctions(!adminFunctions)} data-testid="admin-functions" data-selected={adminFunctions ? 'true' : 'false'}>
                <span aria-hidden="true" className="w-4">{adminFunctions ? '✓' : ''}</span>
                {t('USER_MENU.ADMIN_FUNCTIONS')}
                {' '}
                <span className="sr-only">{adminFunctions ? t('COMMON.ON') : t('COMMON.OFF')}</span>
              </button>
            </Item>
            {adminFunctions && DEVTOOLS_IN_BUILD ? (
              <Item inMenu={inMenu}>
                <Link href="/__devtools" className={itemClass}>
                  {t('USER_MENU.DEVTOOLS')}
                </Link>
              </Item>
            ) : null}
          </Section>
        </>
      ) : null}
      <Separator inMenu={inMenu} />
      <Item inMenu={inMenu}>
        {/* For support: the event log with personal data replaced, which `npm run replay` reads (docs/event-log.md). */}
        <button type="button" className={itemClass} onClick={() => void api.exportLog({ redact: true }).then((log) => downloadText(eventLogFilename(new Date(), 'adcreative-diagnostics'), log))} data-testid="download-diagnostics">
          {t('USER_MENU.DOWNLOAD_DIAGNOSTICS')}
        </button>
      </Item>
      <Item inMenu={inMenu}>
        <button type="button" className={itemClass} onClick={() => void signOut(api, navigate, deployment)} data-testid="sign-out">
          {t('USER_MENU.SIGN_OUT')}
        </button>
      </Item>
    </>
  );
}
