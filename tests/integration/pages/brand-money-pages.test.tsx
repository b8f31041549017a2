/** Usage statistics, wallet, storage and teams through the real in-process data layer (fake network by call name). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreditTransaction, StorageAreas, TransactionsQuery } from '../../../worker/contract/brand-money';
import type { TeamDetail } from '../../../worker/domains/teams/contract';
import type { ResourceListQuery } from '../../../worker/domains/resources/contract';
import { aBalance, apiErrors } from '../../../tests/harness/builders';
import { httpFailure } from '../../../tests/harness/http-failure';
import { recordSaves } from '../../../tests/harness/record-saves';
import { renderApp } from '../../../tests/harness/render-app';
import type { FakePorts } from '../../../tests/harness/fake-ports';
import { preloadPages } from '../../../src/app/router/page-registry';

// Every page chunk and language loads once before the first test (slow on a busy machine), not inside its 5 s.
beforeAll(() => preloadPages(), 60_000);

const withPeriod = (fakes: FakePorts) => fakes.backend.autoAnswer('brandMeta', { id: 'usage-period', from: '2025-01-10', to: '2025-05-01' });

describe('usage statistics', () => {
  it('defaults to the first day of the month through today (virtual now: 1.5.2025), and cannot go beyond today', async () => {
    const app = await renderApp({ path: '/acme/brand-settings/usage-statistics', network: withPeriod });
    const page = await screen.findByTestId('usage-statistics-page');
    const from = within(page).getByLabelText('From');
    const to = within(page).getByLabelText('To');
    // D.M.YYYY whatever the browser's locale (a native date input showed mm/dd/yyyy).
    expect(from).toHaveValue('1.5.2025');
    expect(to).toHaveValue('1.5.2025');

    fireEvent.change(to, { target: { value: '1.1.2030' } });
    expect(within(page).getByText('The date cannot be after today (1.5.2025).')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(within(page).getByRole('button', { name: 'Download' })).toBeDisabled();

    fireEvent.change(to, { target: { value: '1.5.2025' } });
    fireEvent.change(from, { target: { value: '2.5.2025' } });
    expect(within(page).getAllByText('The date cannot be after today (1.5.2025).')).toHaveLength(1);

    // A text that is no date: kept as typed, nothing downloadable, and the field says how to write one.
    fireEvent.change(from, { target: { value: '31.4.2025' } });
    expect(within(page).getByRole('button', { name: 'Download' })).toBeDisabled();
    fireEvent.blur(from);
    expect(within(page).getByText('Enter a date as D.M.YYYY, for example 31.12.2025.')).toBeInTheDocument();
    expect(from).toHaveValue('31.4.2025');

    await app.user.click(await within(page).findByRole('button', { name: 'Entire period (since 10.1.2025)' }));
    expect(from).toHaveValue('10.1.2025');
    expect(to).toHaveValue('1.5.2025');
    expect(within(page).getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(app.backend.count('brandStats')).toBe(0);
  });

  it('downloads the range as an xlsx named by the two dates, through the worker', async () => {
    const saved = recordSaves();
    const xlsx = new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const app = await renderApp({
      path: '/acme/brand-settings/usage-statistics',
      network: (fakes) => {
        withPeriod(fakes);
        fakes.backend.autoAnswer('brandStats', { blob: xlsx, filename: 'acme-usage.xlsx' });
      },
    });
    const page = await screen.findByTestId('usage-statistics-page');
    fireEvent.change(within(page).getByLabelText('From'), { target: { value: '1.4.2025' } });
    await app.user.click(within(page).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ name: '2025-04-01_2025-05-01.xlsx', blob: xlsx });
    expect(app.backend.calls.filter((c) => c.method === 'brandStats').map((c) => c.args[0])).toEqual([{ from: '2025-04-01', to: '2025-05-01' }]);
    expect(await within(page).findByText('Saved as 2025-04-01_2025-05-01.xlsx.')).toBeInTheDocument();
  });

  it("shows the server's refusal next to its field, translated: never its English with an ISO date", async () => {
    const app = await renderApp({
      path: '/acme/brand-settings/usage-statistics',
      network: (fakes) => {
        withPeriod(fakes);
        fakes.backend.autoFail(
          'brandStats',
          () => httpFailure(422, 'Unprocessable Content', { message: 'The to field must be a date before or equal to 2025-04-30.', errors: { to: ['The to field must be a date before or equal to 2025-04-30.'] } }),
        );
      },
    });
    const page = await screen.findByTestId('usage-statistics-page');
    await app.user.click(within(page).getByRole('button', { name: 'Download' }));
    const message = await within(page).findByText('The server did not accept this date: by its clock the day may not have begun yet. Check your device’s date and time, or pick an earlier day.');
    expect(within(page).getByLabelText('To')).toHaveAttribute('aria-describedby', message.id);
    expect(page).not.toHaveTextContent('2025-04-30');
  });
});

const tx = (id: number, overrides: Partial<CreditTransaction> = {}): CreditTransaction => ({
  id: String(id),
  amount: -2,
  kind: 'render',
  createdAt: `2025-04-${String(10 + (id % 20)).padStart(2, '0')}T10:00:00Z`,
  buildId: String(100 + id),
  visual: { id: '7', name: 'Summer sale' },
  user: { id: '1', name: 'Marta Manager' },
  ...overrides,
});

describe('wallet', () => {
  it('shows the live balance on the credit scale and the spending history, which a Spend refreshes', async () => {
    let history: CreditTransaction[] = [tx(2), tx(1, { kind: 'top-up', amount: 500, buildId: null, visual: null, user: null })];
    const app = await renderApp({
      path: '/acme/brand-settings/wallet',
      network: (fakes) => {
        fakes.backend.autoAnswer('balance', aBalance(42, 1));
        fakes.backend.autoAnswer('walletTransactions', (call) => {
          const q = call.args[0] as TransactionsQuery;
          return { items: history, page: q.page, perPage: q.perPage, total: history.length, lastPage: 1 };
        });
        fakes.backend.autoAnswer('walletTopUpRequests', { id: 'top-up-requests', requests: [] });
      },
    });
    const page = await screen.findByTestId('wallet-page');
    expect(within(page).getByTestId('wallet-balance')).toHaveTextContent('42 credits');
    const steps = within(within(page).getByTestId('credit-scale')).getAllByRole('listitem');
    expect(steps.map((li) => li.querySelector('p')?.textContent)).toEqual(['Below 5 credits', '5 to 50 credits', '50 to 100 credits', '100 credits or more']);
    const current = steps.find((li) => li.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('5 to 50 credits');
    expect(current).toHaveTextContent('A stronger notice you can dismiss.');

    const table = await within(page).findByTestId('spending-history');
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('12.4.2025');
    expect(rows()[0]).toHaveTextContent('Render');
    expect(rows()[0]).toHaveTextContent('-2');
    expect(within(rows()[0]!).getByRole('link', { name: 'Summer sale' })).toHaveAttribute('href', '/acme/visuals/7');
    expect(rows()[1]).toHaveTextContent('+500');
    expect(rows()[1]).toHaveTextContent('Top-up');
    const calls = () => app.backend.count('walletTransactions');
    const before = calls();

    history = [tx(3, { amount: -3, createdAt: '2025-05-01T09:00:00Z' }), ...history];
    // As the reference backend sends it: the balance the spend left, and its version.
    app.live.emitRaw('private-brand.acme', 'BalanceManager.Spend', { brandId: 1, amount: 3, balance: 39, version: 2 });
    await app.advance(1_100);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(calls()).toBe(before + 1);
    expect(rows()[0]).toHaveTextContent('1.5.2025');
    expect(within(page).getByTestId('wallet-balance')).toHaveTextContent('39 credits');
    expect(app.backend.calls.filter((c) => c.method === 'walletTransactions').map((c) => c.args[0]).at(-1)).toEqual({ kind: 'wallet/transactions', page: 1, perPage: 20 });
  });

  it("says when the top-up requests could not be loaded, and Retry loads them", async () => {
    let failing = true;
    const app = await renderApp({
      path: '/acme/brand-settings/wallet',
      network: (fakes) => {
        fakes.backend.autoAnswer('walletTransactions', { items: [], page: 1, perPage: 20, total: 0, lastPage: 1 });
        fakes.backend.autoAnswer('walletTopUpRequests', () => {
          if (failing) throw apiErrors.unhandled(500);
          return { id: 'top-up-requests' as const, requests: [] };
        });
      },
    });
    const page = await screen.findByTestId('wallet-page');
    expect(await within(page).findByText('The request failed (HTTP 500).')).toBeInTheDocument();
    failing = false;
    await app.user.click(within(page).getByRole('button', { name: 'Try again' }));
    expect(await within(page).findByText('No top-up has been requested yet.')).toBeInTheDocument();
    expect(app.backend.calls.filter((c) => c.method === 'walletTopUpRequests')).toHaveLength(2);
  });

  it('lets a manager request a top-up; a visitor is told to ask a manager', async () => {
    const app = await renderApp({
      path: '/acme/brand-settings/wallet',
      network: (fakes) => {
        fakes.backend.autoAnswer('walletTransactions', { items: [], page: 1, perPage: 20, total: 0, lastPage: 1 });
        fakes.backend.autoAnswer('walletTopUpRequests', { id: 'top-up-requests', requests: [] });
        fakes.backend.autoAnswer('walletRequestTopUp', undefined);
      },
    });
    const page = await screen.findByTestId('wallet-page');
    expect(await within(page).findByText('No credits were spent or added in this period.')).toBeInTheDocument();
    await app.user.click(within(page).getByRole('button', { name: 'Request top-up' }));
    expect(within(page).getByText('Enter a whole number of credits, at least 1.')).toBeInTheDocument();
    await app.user.type(within(page).getByLabelText('Credits'), '250');
    await app.user.type(within(page).getByLabelText('What the credits are for (optional)'), 'Q3');
    await app.user.click(within(page).getByRole('button', { name: 'Request top-up' }));
    expect(await within(page).findByText(/The request was sent/)).toBeInTheDocument();
    expect(app.backend.calls.filter((c) => c.method === 'walletRequestTopUp').map((c) => c.args[0])).toEqual([{ amount: 250, note: 'Q3' }]);
    app.unmount();

    await renderApp({
      role: 'visitor',
      path: '/acme/brand-settings/wallet',
      network: (fakes) => {
        fakes.backend.autoAnswer('walletTransactions', { items: [], page: 1, perPage: 20, total: 0, lastPage: 1 });
        fakes.backend.autoAnswer('walletTopUpRequests', { id: 'top-up-requests', requests: [] });
      },
    });
    const visitorPage = await screen.findByTestId('wallet-page');
    expect(within(visitorPage).getByText('Ask a manager of the brand to request more credits.')).toBeInTheDocument();
    expect(within(visitorPage).queryByRole('button', { name: 'Request top-up' })).toBeNull();
  });
});

const areas: StorageAreas = {
  id: 'storage-areas',
  total: 100 * 1024 ** 3,
  used: 42 * 1024 ** 3,
  inodes: { used: 2100, total: 10000 },
  volume: { used: 46 * 1024 ** 3, total: 200 * 1024 ** 3 },
  areas: [
    { area: 'ad-sets', bytes: 3 * 1024 ** 2, files: 8, items: 5, largest: [{ id: '5', name: 'Campaign 1.5', bytes: 2 * 1024 ** 2, files: 2 }] },
    { area: 'asset-groups', bytes: 0, files: 0, items: 0, largest: [] },
    { area: 'asset-library', bytes: 1536, files: 1, items: 1, largest: [{ id: '9', name: 'logo.png', bytes: 1536, files: 1 }] },
    { area: 'feeds', bytes: 5 * 1024 ** 2, files: 4, items: 4, largest: [] },
    { area: 'visuals', bytes: 1024 ** 3, files: 40, items: 6, largest: [] },
  ],
};

describe('storage', () => {
  it("shows an area's own usage, its share of the quota and its largest items with links", async () => {
    await renderApp({ path: '/acme/brand-settings/storage/ad-sets', network: (fakes) => fakes.backend.autoAnswer('storageAreas', areas) });
    const figures = await screen.findByTestId('storage-area-figures');
    expect(figures).toHaveTextContent('3 MB');
    expect(figures).toHaveTextContent('< 0.1 % of the 100 GB quota');
    expect(figures).toHaveTextContent('Files8');
    const largest = screen.getByTestId('storage-largest');
    expect(within(largest).getByRole('link', { name: 'Campaign 1.5' })).toHaveAttribute('href', '/acme/ad-sets/5');
    expect(largest).toHaveTextContent('2 MB');
    expect(largest).toHaveTextContent('66.7 %');
  });

  it('shows the overview split by area with the inode and volume figures', async () => {
    await renderApp({ path: '/acme/brand-settings/storage', network: (fakes) => fakes.backend.autoAnswer('storageAreas', areas) });
    expect(await screen.findByTestId('storage-total')).toHaveTextContent('42 GB of 100 GB used (42 %)');
    const legend = screen.getByTestId('storage-legend');
    expect(within(legend).getByRole('link', { name: 'Templates' })).toHaveAttribute('href', '/acme/brand-settings/storage/visuals');
    expect(legend).toHaveTextContent('1 GB · 1 %');
    expect(screen.getByTestId('storage-inodes')).toHaveTextContent('21 %');
    expect(screen.getByTestId('storage-volume')).toHaveTextContent('46 GB of 200 GB');
  });
});

const team: TeamDetail = {
  id: '1',
  name: 'Acme creative team',
  membersCount: 1,
  uploadDirectories: [{ id: '1000', name: 'editor-3' }],
  creditsSpentThisMonth: 12.5,
  rendersThisMonth: 7,
  members: [{ user: { id: '3', name: 'Eva Editor', email: 'editor@example.com' }, primaryRole: 'editor', uploadDirectory: { id: '1000', name: 'editor-3' } }],
};

describe('teams', () => {
  it('shows a team with its members; managers remove one only after confirming it', async () => {
    const app = await renderApp({
      path: '/acme/brand-settings/teams/1',
      network: (fakes) => {
        fakes.backend.autoAnswer('teamGet', team);
        fakes.backend.autoAnswer('teamRemoveMember', undefined);
      },
    });
    const members = await screen.findByTestId('team-members');
    expect(members).toHaveTextContent('Eva Editor');
    expect(members).toHaveTextContent('Editor');
    expect(screen.getByTestId('team-usage')).toHaveTextContent('12.5 credits');
    const removeCalls = () => app.backend.calls.filter((c) => c.method === 'teamRemoveMember').map((c) => c.args[0]);
    await app.user.click(within(members).getByRole('button', { name: 'Remove Eva Editor from the team' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Eva Editor stays in the brand but is no longer in Acme creative team.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(removeCalls()).toEqual([]);
    await app.user.click(within(members).getByRole('button', { name: 'Remove Eva Editor from the team' }));
    await app.user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removeCalls()).toEqual([{ id: '1', userId: '3' }]));
  });

  it('lets a manager create a team, which opens, and delete one after confirming', async () => {
    const teams = [{ id: '1', name: 'Acme creative team', membersCount: 1, uploadDirectories: [], creditsSpentThisMonth: 0, rendersThisMonth: 0 }];
    const app = await renderApp({
      path: '/acme/brand-settings/teams',
      network: (fakes) => {
        fakes.backend.autoAnswer('teamsList', () => ({ id: 'teams' as const, teams }));
        fakes.backend.autoAnswer('teamCreate', { id: '12' });
        fakes.backend.autoAnswer('teamGet', { ...team, id: '12', name: 'Social', membersCount: 0, members: [] });
        fakes.backend.autoAnswer('teamDelete', undefined);
      },
    });
    const table = await screen.findByTestId('teams-table');
    await app.user.click(within(table).getByRole('button', { name: 'Delete the team Acme creative team' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Delete the team Acme creative team?');
    expect(dialog).toHaveTextContent('Its members (1) stay in the brand, without a team.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.backend.calls.filter((c) => c.method === 'teamDelete').map((c) => c.args[0])).toEqual(['1']));

    const form = screen.getByTestId('create-team-form');
    await app.user.click(within(form).getByRole('button', { name: 'Create team' }));
    expect(within(form).getByText('Enter a name.')).toBeInTheDocument();
    await app.user.type(within(form).getByLabelText('Name'), 'Social');
    await app.user.click(within(form).getByRole('button', { name: 'Create team' }));
    await waitFor(() => expect(app.location()).toBe('/acme/brand-settings/teams/12'));
    expect(app.backend.calls.filter((c) => c.method === 'teamCreate').map((c) => c.args[0])).toEqual(['Social']);
  });

  it('shows a taken team name once, under the field, not in a toast too', async () => {
    const app = await renderApp({
      path: '/acme/brand-settings/teams',
      network: (fakes) => {
        fakes.backend.autoAnswer('teamsList', { id: 'teams' as const, teams: [] });
        fakes.backend.autoFail('teamCreate', () => httpFailure(422, 'Unprocessable Content', { message: 'The name has already been taken.', errors: { name: ['The name has already been taken.'] } }));
      },
    });
    const form = await screen.findByTestId('create-team-form');
    await app.user.type(within(form).getByLabelText('Name'), 'Social');
    await app.user.click(within(form).getByRole('button', { name: 'Create team' }));
    expect(await within(form).findByText('The name has already been taken.')).toBeInTheDocument();
    await app.settle();
    expect(screen.getAllByText('The name has already been taken.')).toHaveLength(1);
    expect(within(form).getByLabelText('Name')).toHaveValue('Social');
  });

  it('shows visitors the teams without ways to change them', async () => {
    await renderApp({ path: '/acme/brand-settings/teams', role: 'visitor', network: (fakes) => fakes.backend.autoAnswer('teamsList', { id: 'teams', teams: [{ id: '1', name: 'Acme creative team', membersCount: 1, uploadDirectories: [], creditsSpentThisMonth: 0, rendersThisMonth: 0 }] }) });
    const table = await screen.findByTestId('teams-table');
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('create-team-form')).toBeNull();
  });

  it('lets a manager find people and add one, or move one from another team', async () => {
    const user = (id: string, name: string, teamName: string | null) => ({ id, label: name, fields: { id: Number(id), name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, team_name: teamName } });
    let current = team;
    const app = await renderApp({
      path: '/acme/brand-settings/teams/1',
      network: (fakes) => {
        fakes.backend.autoAnswer('teamGet', () => current);
        fakes.backend.autoAnswer('resourceList', (call) => {
          const query = call.args[0] as ResourceListQuery;
          const all = [user('3', 'Eva Editor', 'Acme creative team'), user('7', 'Dan Developer', 'Platform'), user('8', 'Vera Visitor', null)];
          const items = all.filter((u) => query.search === undefined || u.label.toLowerCase().includes(query.search.toLowerCase()));
          return { items, page: 1, perPage: query.perPage, total: items.length, lastPage: 1 };
        });
        fakes.backend.autoAnswer('teamAddMember', (call) => {
          const { userId } = call.args[0] as { userId: string };
          current = { ...current, membersCount: 2, members: [...current.members, { user: { id: userId, name: 'Dan Developer', email: 'dan@example.com' }, primaryRole: 'developer', uploadDirectory: null }] };
        });
      },
    });
    const candidates = await screen.findByTestId('team-candidates');
    expect(within(candidates).getByText('In this team')).toBeInTheDocument();
    expect(candidates).toHaveTextContent('dan@example.com · in Platform');
    expect(within(candidates).getByRole('button', { name: 'Add Vera Visitor to the team' })).toHaveTextContent('Add');

    await app.user.type(screen.getByRole('searchbox'), 'dan');
    await app.user.click(within(screen.getByRole('search')).getByRole('button'));
    await waitFor(() => expect(within(screen.getByTestId('team-candidates')).getAllByRole('listitem')).toHaveLength(1));
    await app.user.click(screen.getByRole('button', { name: 'Move Dan Developer from Platform to this team' }));
    expect(await screen.findByText('Dan Developer is in the team now.')).toBeInTheDocument();
    expect(app.backend.calls.filter((c) => c.method === 'teamAddMember').map((c) => c.args[0])).toEqual([{ id: '1', userId: '7' }]);
    // The team is loaded again: Dan is a member, in the table and in the search.
    await waitFor(() => expect(screen.getByTestId('team-members')).toHaveTextContent('Dan Developer'));
    expect(within(screen.getByTestId('team-candidates')).getByText('In this team')).toBeInTheDocument();
  });

  it('shows no way to add people to visitors', async () => {
    await renderApp({ path: '/acme/brand-settings/teams/1', role: 'visitor', network: (fakes) => fakes.backend.autoAnswer('teamGet', team) });
    await screen.findByTestId('team-members');
    expect(screen.queryByTestId('team-candidates')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete this team' })).toBeNull();
  });

  it('shows the 404 page for an unknown team', async () => {
    await renderApp({ path: '/acme/brand-settings/teams/99999', network: (fakes) => fakes.backend.autoFail('teamGet', () => apiErrors.unhandled(404, 'REQUESTS.NOT_FOUND')) });
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });
});
