/**
 * /login (spec section 2): starts the provider redirect. While the provider's callback is being
 * completed (?code&state) it says so; after sign-out (?loggedOut=1) or a failed sign-in it waits
 * for the user instead of redirecting again. A signed-in visitor goes on to the remembered path.
 * A scenario's page (`?scenario=`, environment `scenario`) never redirects by itself: the page
 * would leave the scenario (a session that expires is what some scenarios play).
 */
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useSearch } from 'wouter';
import { signInCallbackParams } from '../../shell/session/sign-in-callback';
import { Button } from '../../components/ui/button';
import { InlineError } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { takeReturnPath } from '../../lib/return-path';
import { sessionAtom, useAtomValue } from '../../state';
import { environmentAtom } from '../../state/derived';
import { startSignIn } from '../../shell/session/auth-actions';

export function LoginPage() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const session = useAtomValue(sessionAtom);
  const params = new URLSearchParams(search);
  const completing = signInCallbackParams(location, search) !== null;
  const loggedOut = params.get('loggedOut') === '1';
  const failed = params.has('error');
  const known = session.status !== 'unknown' && session.status !== 'loading';
  const inScenario = useAtomValue(environmentAtom) === 'scenario';
  const autoRedirect = known && session.status !== 'signed-in' && !completing && !loggedOut && !failed && !inScenario;

  // Signed in already: go on. Not while signing out (?loggedOut=1), when the session is still
  // there for a moment.
  useEffect(() => {
    if (session.status === 'signed-in' && !completing && !loggedOut) navigate(takeReturnPath() ?? '/', { replace: true });
  }, [completing, loggedOut, navigate, session.status]);

  useEffect(() => {
    if (autoRedirect) startSignIn();
  }, [autoRedirect]);

  return (
    <section aria-labelledby="login-title" className="space-y-6" data-testid="login-page">
      <div>
        <h1 id="login-title" className="text-2xl font-semibold text-slate-900">
          {t('LOGIN.TITLE')}
        </h1>
        <p className="mt-2 text-slate-600">{t('LOGIN.INTRO')}</p>
      </div>
      {loggedOut ? (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
          {t('LOGIN.LOGGED_OUT')}
        </p>
      ) : null}
      {failed ? <InlineError>{t('LOGIN.FAILED')}</InlineError> : null}
      {completing || autoRedirect || !known ? <Spinner showLabel label={completing ? t('LOGIN.COMPLETING') : !known ? t('COMMON.LOADING') : t('LOGIN.REDIRECTING')} /> : null}
      {!completing ? (
        <Button onClick={startSignIn} className="w-full py-2" data-testid="sign-in">
          {t('LOGIN.SIGN_IN')}
        </Button>
      ) : null}
    </section>
  );
}
