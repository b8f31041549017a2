/**
 * Inviting someone to the brand (managers): an e-mail address, the role they will have and,
 * optionally, the team they join. The
 * address is checked before sending by the rule the server applies too
 * (worker/contract/email-address.ts); the server's refusals (already a member, already invited)
 * show under the field. What was typed stays after a failure.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { emailProblem } from '../../../../worker/contract/email-address';
import type { PrimaryRole } from '../../../../worker/contract/entities';
import { PRIMARY_ROLES, roleLabelKey } from '../../../shell/rules/roles';
import { Button } from '../../../components/ui/button';
import { Card, InlineError } from '../../../components/ui/card';
import { describedBy, Field, type FieldProblems, inputClass, serverFieldProblems, SHOWS_FIELD_PROBLEMS } from '../../../components/ui/form-field';
import { useDataLayer, useLiveQuery } from '../../../data-client';

type InviteField = 'email' | 'primary_role' | 'team_id';

const PROBLEM_KEYS = { required: 'BRAND_ADMIN_USERS.EMAIL_REQUIRED', 'too-long': 'BRAND_ADMIN_USERS.EMAIL_TOO_LONG', invalid: 'BRAND_ADMIN_USERS.EMAIL_INVALID' } as const;

export function InviteForm() {
  const { t } = useTranslation('brand-admin');
  const api = useDataLayer();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<PrimaryRole>('editor');
  const [teamId, setTeamId] = useState('');
  const teams = useLiveQuery({ kind: 'teams/list' });
  const [problems, setProblems] = useState<FieldProblems<InviteField>>({});
  const [other, setOther] = useState<readonly string[]>([]);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async () => {
    setSent(null);
    setOther([]);
    const problem = emailProblem(email);
    if (problem !== null) {
      setProblems({ email: [{ text: t(PROBLEM_KEYS[problem]) }] });
      return;
    }
    setProblems({});
    setSending(true);
    const result = await api.dispatch({ type: 'people/invite', email: email.trim(), primaryRole: role, teamId: teamId === '' ? null : teamId }, SHOWS_FIELD_PROBLEMS);
    setSending(false);
    if (result.ok) {
      setSent(email.trim());
      setEmail('');
      return;
    }
    const split = serverFieldProblems<InviteField>(result.fieldErrors, (name) => (name === 'email' || name === 'primary_role' || name === 'team_id' ? name : undefined));
    setProblems(split.fields);
    setOther(split.other.length > 0 || result.fieldErrors !== undefined ? split.other : [result.message ?? t(result.error ?? 'REQUESTS.FAILED_UNKNOWN', { status: '', statusText: '' })]);
  };

  return (
    <Card title={t('BRAND_ADMIN_USERS.INVITE_TITLE')}>
      <form
        className="grid gap-3 sm:grid-cols-[1fr_10rem_12rem_auto] sm:items-start"
        noValidate
        data-testid="invite-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field id="invite-email" label={t('BRAND_ADMIN_USERS.COL_EMAIL')} problems={problems.email ?? []}>
          <input
            id="invite-email"
            type="email"
            autoComplete="off"
            className={inputClass((problems.email ?? []).length > 0)}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...describedBy('invite-email', problems.email ?? [])}
          />
        </Field>
        <Field id="invite-role" label={t('BRAND_ADMIN_USERS.COL_ROLE')} problems={problems.primary_role ?? []}>
          <select id="invite-role" className={inputClass((problems.primary_role ?? []).length > 0)} value={role} onChange={(event) => setRole(event.target.value as PrimaryRole)}>
            {PRIMARY_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(roleLabelKey(r))}
              </option>
            ))}
          </select>
        </Field>
        <Field id="invite-team" label={t('BRAND_ADMIN_USERS.COL_TEAM')} problems={problems.team_id ?? []}>
          <select id="invite-team" className={inputClass((problems.team_id ?? []).length > 0)} value={teamId} onChange={(event) => setTeamId(event.target.value)}>
            <option value="">{t('BRAND_ADMIN_USERS.NO_TEAM')}</option>
            {(teams.status === 'ok' ? teams.data.teams : []).map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </Field>
        <div className="sm:pt-6">
          <Button type="submit" disabled={sending}>
            {t('BRAND_ADMIN_USERS.INVITE')}
          </Button>
        </div>
      </form>
      {other.map((message) => (
        <InlineError key={message}>{message}</InlineError>
      ))}
      {sent !== null ? (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          {t('BRAND_ADMIN_USERS.INVITED', { email: sent })}
        </p>
      ) : null}
    </Card>
  );
}
