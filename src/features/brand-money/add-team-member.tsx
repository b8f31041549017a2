/**
 * Adding people to a team (managers; the server refuses everyone else): search the brand's users
 * by name or e-mail (`resource/list user`, ten at a time), then add one. A user is in one team at
 * most, so adding someone from another team moves them; the row says so before the click. The
 * team's own members are marked, from the team itself (the users list may be a moment behind).
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { TeamDetail } from '../../../worker/domains/teams/contract';
import type { ResourceRecord } from '../../../worker/domains/resources/contract';
import { Button } from '../../components/ui/button';
import { Card, InlineError } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/page-states';
import { QueryStates } from '../../components/ui/query-states';
import { useDataLayer, useLiveQuery } from '../../data-client';
import { ListSearch } from '../../components/records/list-search';

/** Users shown per search: enough to pick from, a search narrows the rest. */
const SHOWN = 10;

type Outcome = { readonly kind: 'added'; readonly name: string } | { readonly kind: 'failed'; readonly message: string };

const text = (record: ResourceRecord, field: string): string | null => {
  const value = record.fields[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

export function AddTeamMember({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('brand-money');
  const api = useDataLayer();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const users = useLiveQuery({ kind: 'resource/list', resource: 'user', page: 1, perPage: SHOWN, ...(search !== '' ? { search } : {}) });
  const members = new Set(team.members.map((member) => member.user.id));

  const add = async (user: ResourceRecord) => {
    const name = text(user, 'name') ?? user.label;
    setAdding(user.id);
    setOutcome(null);
    const result = await api.dispatch({ type: 'teams/add-member', id: team.id, userId: user.id });
    setAdding(null);
    setOutcome(result.ok ? { kind: 'added', name } : { kind: 'failed', message: result.fieldErrors?.user_id?.join(' ') ?? result.message ?? t(result.error ?? 'REQUESTS.FAILED_UNKNOWN', { status: '', statusText: '' }) });
  };

  return (
    <Card title={t('BRAND_MONEY_TEAMS.ADD_MEMBERS')}>
      <p className="mb-3 text-sm text-slate-600">{t('BRAND_MONEY_TEAMS.ADD_MEMBERS_HINT')}</p>
      <ListSearch value={search} onSearch={setSearch} />
      {outcome?.kind === 'added' ? (
        <p role="status" className="mb-2 text-sm text-emerald-800">
          {t('BRAND_MONEY_TEAMS.ADDED', { name: outcome.name })}
        </p>
      ) : null}
      {outcome?.kind === 'failed' ? <InlineError>{outcome.message}</InlineError> : null}
      <QueryStates state={users} isEmpty={(page) => page.items.length === 0} empty={<EmptyState title={t('BRAND_MONEY_TEAMS.NO_USERS_FOUND')} />}>
        {(page) => (
          <>
            <ul className="divide-y divide-slate-100 text-sm" data-testid="team-candidates">
              {page.items.map((user) => {
                const name = text(user, 'name') ?? user.label;
                const otherTeam = members.has(user.id) ? null : text(user, 'team_name');
                return (
                  <li key={user.id} className="flex flex-wrap items-center justify-between gap-3 py-2" data-user-id={user.id}>
                    <span className="min-w-0">
                      <span className="font-medium text-slate-900">{name}</span>
                      <span className="block text-xs text-slate-600">
                        {text(user, 'email') ?? ''}
                        {otherTeam !== null ? ` · ${t('BRAND_MONEY_TEAMS.IN_TEAM', { team: otherTeam })}` : ''}
                      </span>
                    </span>
                    {members.has(user.id) ? (
                      <span className="text-xs font-medium text-slate-600">{t('BRAND_MONEY_TEAMS.ALREADY_MEMBER')}</span>
                    ) : (
                      <Button variant="secondary" className="px-2 py-1 text-xs" disabled={adding !== null} onClick={() => void add(user)} aria-label={t(otherTeam !== null ? 'BRAND_MONEY_TEAMS.MOVE_MEMBER' : 'BRAND_MONEY_TEAMS.ADD_MEMBER', { name, team: otherTeam ?? '' })}>
                        {otherTeam !== null ? t('BRAND_MONEY_TEAMS.MOVE_HERE') : t('BRAND_MONEY_TEAMS.ADD')}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
            {page.total > page.items.length ? <p className="mt-2 text-xs text-slate-600">{t('BRAND_MONEY_TEAMS.MORE_USERS', { shown: page.items.length, count: page.total })}</p> : null}
          </>
        )}
      </QueryStates>
    </Card>
  );
}
