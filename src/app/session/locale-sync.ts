/**
 * Keeps the UI language in step with the session (spec section 1): once signed in, the user's
 * locale from the server wins (French only for godlike users), and the cookie follows so the next
 * visit starts in it. It applies when the server's locale arrives or changes, not on every render,
 * so a switch made in the page holds while the data layer stores it.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isAppLocale, writeLocaleCookie } from '../../lib/locale-cookie';
import { sessionAtom, useAtomValue } from '../../state';
import { effectiveLocale } from '../../shell/rules/locales';

export function useLocaleSync(): void {
  const { i18n } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const signedIn = session.status === 'signed-in';
  const serverLocale = session.locale;
  const godlike = session.user?.isGodlike ?? null;
  const applied = useRef<string | null>(null);

  useEffect(() => {
    if (!signedIn || !isAppLocale(serverLocale)) {
      applied.current = null;
      return;
    }
    const wanted = effectiveLocale(serverLocale, godlike);
    if (applied.current === wanted) return;
    applied.current = wanted;
    if (i18n.language !== wanted) void i18n.changeLanguage(wanted);
    writeLocaleCookie(wanted);
  }, [godlike, i18n, serverLocale, signedIn]);
}
