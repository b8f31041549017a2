/**
 * /autologin/{clientHash?}: an entry link that signs the user in without a click. The spec says
 * no more; here it starts the same provider redirect as /login (the provider recognises its own
 * session), or goes straight on when the user is already signed in.
 */
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { sessionAtom, useAtomValue } from '../../state';
import { startSignIn } from '../../shell/session/auth-actions';

export function AutologinPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { status } = useAtomValue(sessionAtom);

  useEffect(() => {
    if (status === 'signed-in') navigate('/', { replace: true });
    else if (status === 'signed-out' || status === 'expired') startSignIn();
  }, [navigate, status]);

  return (
    <section aria-labelledby="autologin-title" className="space-y-4" data-testid="autologin-page">
      <h1 id="autologin-title" className="text-2xl font-semibold text-slate-900">
        {t('ROUTES.AUTOLOGIN')}
      </h1>
      <Spinner showLabel label={t('LOGIN.REDIRECTING')} />
      <Button variant="secondary" onClick={startSignIn}>
        {t('LOGIN.SIGN_IN')}
      </Button>
    </section>
  );
}
