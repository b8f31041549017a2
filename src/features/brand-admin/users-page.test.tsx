import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Query } from '../../../worker/contract/queries';
import type { ResourceRecord } from '../../../worker/domains/resources/contract';
import { renderApp } from '../../../tests/harness/render-app';

const person = (id: number, name: string, role: string, team: string | null, last: string | null): ResourceRecord => ({
  id: String(id),
  label: name,
  fields: { id, name, email: `${name.split(' ')[0]!.toLowerCase()}@acme.test`, primary_role: role, team_name: team, last_activity_at: last, locale: 'en', is_mfa_enabled: true },
});
const PEOPLE = [person(1, 'Marta Manager', 'manager', null, '2025-06-15T10:30:00'), person(3, 'Eva Editor', 'editor', 'Creative team', null), person(4, 'Viktor Visitor', 'visitor', 'Creative team', null)];

function resources(query: Query) {
  if (query.kind === 'resource/get') return PEOPLE.find((p) => p.id === query.id)!;
  if (query.kind !== 'resource/list') throw new Error('unexpected');
  const role = query.filter?.primary_role;
  const items = PEOPLE.filter((p) => role === undefined || p.fields.primary_role === role);
  return { items, page: 1, perPage: query.perPage, total: items.length, lastPage: 1 };
}

describe('the users page', () => {
  it('lists people with role badges, team and last activity, filters by role with the meta counts, and opens a person', async () => {
    const app = await renderApp({
      path: '/acme/brand-settings/users',
      resources,
      resourceMeta: () => ({ total: 3, archived: null, countsBy: { manager: 1, editor: 1, visitor: 1 }, options: {}, choices: {}, numbers: {} }),
    });
    const rows = await screen.findAllByTestId('user-row');
    expect(rows.map((r) => within(r).getByTestId('role-badge').textContent)).toEqual(['Manager', 'Editor', 'Visitor']);
    expect(rows[0]).toHaveTextContent('15.6.2025 10:30');
    expect(rows[1]).toHaveTextContent('Creative team');
    expect(rows[1]).toHaveTextContent('Never signed in');
    await waitFor(() => expect(screen.getByTestId('role-filter-all')).toHaveTextContent('All3'));
    expect(screen.getByTestId('role-filter-developer')).toHaveTextContent('Developer0');

    await app.user.click(screen.getByTestId('role-filter-editor'));
    expect(app.location()).toBe('/acme/brand-settings/users?role=editor');
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(1));
    expect(app.resourceCalls().at(-1)?.query).toMatchObject({ kind: 'resource/list', resource: 'user', filter: { primary_role: 'editor' } });

    await app.user.click(within(screen.getByTestId('user-row')).getByRole('button', { name: 'Eva Editor' }));
    expect(app.location()).toBe('/acme/brand-settings/users?role=editor&user=3');
    const drawer = await screen.findByTestId('user-drawer');
    await waitFor(() => expect(drawer).toHaveTextContent('eva@acme.test'));
    await app.user.keyboard('{Escape}');
    expect(app.location()).toBe('/acme/brand-settings/users?role=editor');
  });
});
