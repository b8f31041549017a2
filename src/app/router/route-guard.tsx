/**
 * Applies the guard decision (rules/guard.ts): a loader while waiting, the login page with the
 * path remembered when signed out, and for a missing role the GUARD_PAGES.FORBIDDEN toast and a
 * way back to the previous allowed page, or `/` when there is none.
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'wouter';
import { FullScreenLoader } from '../../components/ui/spinner';
import { rememberReturnPath } from '../../lib/return-path';
import { sessionAtom, useAtomValue, useSetAtom } from '../../state';
import { brandIdentifierAtom, brandStatusAtom, brandUserAtom, lastAllowedPathAtom, pushLocalToastAtom } from '../../state/derived';
import { ErrorPage } from '../../shell/errors/error-page';
import { useRawLocation } from '../../shell/router/use-raw-location';
import { decideAccess } from '../../shell/rules/guard';
import type { RouteMatch } from '../../shell/routes/route-types';

export function RouteGuard({ match, children }: { match: RouteMatch; children: ReactNode }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  // Exactly as in the address bar: it is stored and navigated to later (use-raw-location.ts).
  const fullPath = useRawLocation();
  const session = useAtomValue(sessionAtom);
  const brand = { identifier: useAtomValue(brandIdentifierAtom), status: useAtomValue(brandStatusAtom) };
  const brandUser = useAtomValue(brandUserAtom);
  const lastAllowed = useAtomValue(lastAllowedPathAtom);
  const setLastAllowed = useSetAtom(lastAllowedPathAtom);
  const pushToast = useSetAtom(pushLocalToastAtom);

  // The brand user must be the one of the brand in the URL before roles are checked.
  const urlBrand = match.route.branded ? (match.params.brand ?? null) : null;
  const brandReady = brand.status === 'ready' && (urlBrand === null || brand.identifier === urlBrand);
  const decision = decideAccess({ route: match.route, sessionStatus: session.status, brandUser: brandReady ? brandUser : null, brandReady });

  useEffect(() => {
    if (decision === 'login') {
      rememberReturnPath(fullPath);
      navigate('/login', { replace: true });
    } else if (decision === 'forbidden') {
      pushToast({ kind: 'error', key: 'GUARD_PAGES.FORBIDDEN' });
      navigate(lastAllowed !== null && lastAllowed !== fullPath ? lastAllowed : '/', { replace: true });
    } else if (decision === 'allow' && !match.route.guest) {
      setLastAllowed(fullPath);
    }
    // lastAllowed is read, not watched: it changes because of this effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [decision, fullPath, match.route.guest, navigate, pushToast, setLastAllowed]);

  if (decision === 'allow') return <>{children}</>;
  if (decision === 'wait' && urlBrand !== null && brand.identifier === urlBrand && brand.status === 'error') {
    return <ErrorPage status={403} message={t('BRAND.UNAVAILABLE', { brand: urlBrand })} fullScreen />;
  }
  return <FullScreenLoader label={t('COMMON.LOADING')} />;
}
