/**
 * The error page (spec section 2): a 404 type and a default type, each with its own image, title
 * and text, a contact-support link opening in a new tab, and a button to the dashboard when the
 * user is signed in, else to login. A route error without status shows as 500 with its message.
 */
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import { SUPPORT_URL } from '../../lib/app-env';
import { buttonClass, ExternalLink } from '../../components/ui/button';
import { sessionAtom, useAtomValue } from '../../state';
import { DefaultErrorImage, NotFoundImage } from './error-images';

export interface ErrorPageProps {
  readonly status: number;
  readonly message?: string | null;
  /** Fill the screen (no layout around it). */
  readonly fullScreen?: boolean;
}

export function ErrorPage({ status, message = null, fullScreen = false }: ErrorPageProps) {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const signedIn = session?.status === 'signed-in';
  const notFound = status === 404;
  return (
    <div className={`flex flex-col items-center justify-center gap-4 p-8 text-center ${fullScreen ? 'min-h-screen' : 'min-h-[60vh]'}`} data-testid={notFound ? 'error-404' : 'error-default'}>
      {notFound ? <NotFoundImage /> : <DefaultErrorImage />}
      <p className="font-mono text-sm text-slate-500">{t('ERROR_PAGE.STATUS', { status })}</p>
      <h1 className="text-2xl font-semibold text-slate-900">{notFound ? t('ERROR_PAGE.NOT_FOUND_TITLE') : t('ERROR_PAGE.DEFAULT_TITLE')}</h1>
      <p className="max-w-md text-slate-600">{notFound ? t('ERROR_PAGE.NOT_FOUND_TEXT') : t('ERROR_PAGE.DEFAULT_TEXT')}</p>
      {!notFound && message ? (
        <p className="max-w-md rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-words text-slate-700" data-testid="error-message">
          {message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-center gap-3">
        <Link href={signedIn ? '/' : '/login'} className={buttonClass('primary')}>
          {signedIn ? t('ERROR_PAGE.TO_DASHBOARD') : t('ERROR_PAGE.TO_LOGIN')}
        </Link>
        <ExternalLink href={SUPPORT_URL} className={buttonClass('secondary')}>
          {t('ERROR_PAGE.CONTACT_SUPPORT')}
          <span className="sr-only"> {t('COMMON.OPENS_IN_NEW_TAB')}</span>
        </ExternalLink>
      </div>
    </div>
  );
}
