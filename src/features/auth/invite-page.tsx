/**
 * /invite/{hash?} (not branded): the person's pending brand invitations, the one in the URL first,
 * each with the role (and team) it brings and the date it expires, to accept or decline
 * (docs/brand-admin.md "Joining and leaving"). Accepting opens the joined brand; declining asks
 * first. A link whose invitation is no longer pending says where it stands (used, declined,
 * withdrawn, expired) or that it is not one of theirs. Users with no brand but invites land here,
 * so the page always has a way out: back, their dashboard when they have a brand, sign out.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'wouter';
import type { BrandInvite } from '../../../worker/contract/entities';
import { Button, buttonClass } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/page-states';
import { useDataLayer } from '../../data-client';
import { formatDate } from '../../lib/dates';
import { useRouteMatch } from '../../shell/router/route-context';
import { brandPath } from '../../shell/routes/brand-path';
import { roleLabelKey } from '../../shell/rules/roles';
import { signOut } from '../../shell/session/auth-actions';
import { sessionAtom, useAtomValue } from '../../state';
import { deploymentAtom } from '../../state/derived';

/** A sentence about an invitation that is not (or no longer) in the list: its state, a decline, a refusal. */
interface Notice {
  readonly tone: 'info' | 'warning';
  readonly title: string | null;
  readonly text: string;
}

export function InvitePage() {
  const { t } = useTranslation();
  const api = useDataLayer();
  const [, navigate] = useLocation();
  const { params } = useRouteMatch();
  const session = useAtomValue(sessionAtom);
  const deployment = useAtomValue(deploymentAtom);
  const hash = params.hash ?? null;
  const invites = [...session.invites].sort((a, b) => Number(b.hash === hash) - Number(a.hash === hash));
  const pendingHere = hash !== null && session.invites.some((invite) => invite.hash === hash);
  // A notice is about the link it was given for: another link does not show it.
  const [shown, setShown] = useState<(Notice & { readonly link: string | null }) | null>(null);
  const notice = shown !== null && shown.link === hash ? shown : null;
  const setNotice = (next: Notice | null) => setShown(next === null ? null : { ...next, link: hash });
  const [busy, setBusy] = useState<string | null>(null);
  const [declining, setDeclining] = useState<BrandInvite | null>(null);
  // Invitations answered on this page: their notice says what happened, no look-up needed.
  const answered = useRef(new Set<string>());
  const brandName = (invite: { brandLabel: string | null }) => invite.brandLabel ?? t('INVITE.UNNAMED_BRAND');

  // A link to an invitation that is not pending: ask where it stands, once per link.
  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    if (!signedIn || hash === null || pendingHere || answered.current.has(hash)) return;
    let live = true;
    void api.dispatch({ type: 'invites/look-up', hash }).then((result) => {
      if (!live || result.ok) return;
      const invite = result.invite;
      setNotice({ tone: 'warning', title: invite ? t('INVITE.STATE_OF', { brand: brandName(invite) }) : null, text: t(result.error ?? 'INVITE.UNKNOWN') });
    });
    return () => {
      live = false;
    };
    // brandName and t are stable for a given language; the link and the list decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, hash, pendingHere, signedIn]);

  const accept = async (invite: BrandInvite) => {
    setBusy(invite.hash);
    setNotice(null);
    const result = await api.dispatch({ type: 'invites/accept', hash: invite.hash });
    setBusy(null);
    if (result.ok && result.id) return navigate(brandPath('brand-dashboard', { brand: result.id }));
    setNotice({ tone: 'warning', title: t('INVITE.STATE_OF', { brand: brandName(invite) }), text: t(result.error ?? 'REQUESTS.FAILED_UNKNOWN', { status: '', statusText: '' }) });
  };

  const back = () => {
    if (window.history.length > 1) window.history.back();
    else navigate('/');
  };

  return (
    <section aria-labelledby="invite-title" className="space-y-4" data-testid="invite-page">
      <h1 id="invite-title" className="text-2xl font-semibold text-slate-900">
        {t('ROUTES.INVITE')}
      </h1>
      {notice !== null ? (
        <div role="status" className={`rounded-md p-3 text-sm ${notice.tone === 'warning' ? 'bg-amber-50 text-amber-900' : 'bg-emerald-50 text-emerald-900'}`} data-testid="invite-notice">
          {notice.title !== null ? <p className="font-medium">{notice.title}</p> : null}
          <p>{notice.text}</p>
        </div>
      ) : null}
      {invites.length === 0 ? (
        <EmptyState>{t('INVITE.NONE')}</EmptyState>
      ) : (
        <ul className="space-y-2">
          {invites.map((invite) => (
            <li
              key={invite.hash}
              className={`flex flex-wrap items-center justify-between gap-3 rounded-md border p-3 ${invite.hash === hash ? 'border-indigo-300 bg-indigo-50' : 'border-slate-200 bg-white'}`}
              data-testid="invite"
            >
              <div className="min-w-0 flex-1 basis-56">
                <p className="font-medium break-words text-slate-900">{brandName(invite)}</p>
                <p className="text-sm text-slate-700">
                  {invite.primaryRole
                    ? invite.teamName
                      ? t('INVITE.ROLE_TEAM', { role: t(roleLabelKey(invite.primaryRole)), team: invite.teamName })
                      : t('INVITE.ROLE', { role: t(roleLabelKey(invite.primaryRole)) })
                    : t('INVITE.PENDING')}
                </p>
                {invite.expiresAt ? <p className="text-xs text-slate-600">{t('INVITE.EXPIRES', { date: formatDate(invite.expiresAt) })}</p> : null}
              </div>
              <div className="flex gap-2">
                <Button onClick={() => void accept(invite)} disabled={busy !== null} aria-label={t('INVITE.ACCEPT_LABEL', { brand: brandName(invite) })}>
                  {t('INVITE.ACCEPT')}
                </Button>
                <Button variant="secondary" onClick={() => setDeclining(invite)} disabled={busy !== null} aria-label={t('INVITE.DECLINE_LABEL', { brand: brandName(invite) })}>
                  {t('INVITE.DECLINE')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={back}>
          {t('INVITE.BACK')}
        </Button>
        {session.brands.length > 0 ? (
          <Link href="/" className={buttonClass('secondary')}>
            {t('INVITE.TO_DASHBOARD')}
          </Link>
        ) : null}
        <Button variant="ghost" onClick={() => void signOut(api, navigate, deployment)} data-testid="invite-sign-out">
          {t('INVITE.SIGN_OUT')}
        </Button>
      </div>
      {declining !== null ? (
        <ConfirmDialog
          title={t('INVITE.DECLINE_TITLE')}
          text={t('INVITE.DECLINE_TEXT', { brand: brandName(declining) })}
          confirmLabel={t('INVITE.DECLINE')}
          onConfirm={async () => {
            const invite = declining;
            const result = await api.dispatch({ type: 'invites/decline', hash: invite.hash });
            if (result.ok) {
              answered.current.add(invite.hash);
              setNotice({ tone: 'info', title: null, text: t('INVITE.DECLINED', { brand: brandName(invite) }) });
            }
            return result.ok || result.message !== undefined ? result : { ...result, message: t(result.error ?? 'REQUESTS.FAILED_UNKNOWN', { status: '', statusText: '' }) };
          }}
          onClose={() => setDeclining(null)}
        />
      ) : null}
    </section>
  );
}
