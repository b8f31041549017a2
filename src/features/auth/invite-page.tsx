/**
 * /invite/{hash?} (not branded): the user's pending brand invitations, the one in the URL first.
 * Users with no brand but invites land here. Accepting needs a data-layer command that does not
 * exist yet (see docs/shell.md), so the page shows the invitations and what happens next.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRouteMatch } from '../../shell/router/route-context';
import { buttonClass } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/page-states';
import { sessionAtom, useAtomValue } from '../../state';

export function InvitePage() {
  const { t } = useTranslation();
  const { params } = useRouteMatch();
  const session = useAtomValue(sessionAtom);
  const hash = params.hash ?? null;
  const invites = [...session.invites].sort((a, b) => Number(b.hash === hash) - Number(a.hash === hash));
  const unknownHash = hash !== null && !session.invites.some((invite) => invite.hash === hash);

  return (
    <section aria-labelledby="invite-title" className="space-y-4" data-testid="invite-page">
      <h1 id="invite-title" className="text-2xl font-semibold text-slate-900">
        {t('ROUTES.INVITE')}
      </h1>
      {unknownHash ? <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('INVITE.UNKNOWN')}</p> : null}
      {invites.length === 0 ? (
        <EmptyState>{t('INVITE.NONE')}</EmptyState>
      ) : (
        <ul className="space-y-2">
          {invites.map((invite) => (
            <li key={invite.hash} className={`rounded-md border p-3 ${invite.hash === hash ? 'border-indigo-300 bg-indigo-50' : 'border-slate-200 bg-white'}`} data-testid="invite">
              <p className="font-medium text-slate-900">{invite.brandLabel ?? t('INVITE.UNNAMED_BRAND')}</p>
              <p className="text-sm text-slate-600">{t('INVITE.PENDING')}</p>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-600">{t('INVITE.NEXT_STEP')}</p>
      {session.brands.length > 0 ? (
        <Link href="/" className={buttonClass('secondary')}>
          {t('INVITE.TO_DASHBOARD')}
        </Link>
      ) : null}
    </section>
  );
}
