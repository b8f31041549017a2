/**
 * Joining and leaving a brand on the pages, through the in-process data layer over fake ports:
 * a manager removes a person after a confirmation (never the last manager), the invited person
 * accepts or declines on /invite (an invitation no longer pending says so), and a person removed
 * while their page is open leaves the brand for one they still have, or for /invite.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Query } from '../../../worker/contract/queries';
import type { ResourceRecord } from '../../../worker/domains/resources/contract';
import { apiErrors, aUser } from '../../../tests/harness';
import { renderApp } from '../../../tests/harness/render-app';
import { BRAND_LIST } from '../../../tests/harness/snapshot-fixtures';

const person = (id: number, name: string, role: string): ResourceRecord => ({ id: String(id), label: name, fields: { id, name, email: `${name.split(' ')[0]!.toLowerCase()}@acme.test`, primary_role: role } });
const PEOPLE = [person(1, 'Marta Manager', 'manager'), person(4, 'Viktor Visitor', 'visitor')];
const resources = (query: Query) => {
  if (query.kind === 'resource/get') return PEOPLE.find((p) => p.id === query.id)!;
  return { items: PEOPLE, page: 1, perPage: 20, total: PEOPLE.length, lastPage: 1 };
};
const meta = (managers: number) => () => ({ total: 2, archived: null, countsBy: { manager: managers, visitor: 1 }, options: {}, choices: {}, numbers: {} });

describe('removing a person (users page)', () => {
  it('asks first, then removes and closes the panel; the list refetches', async () => {
    const app = await renderApp({ path: '/acme/brand-settings/users?user=4', resources, resourceMeta: meta(1) });
    app.backend.autoAnswer('userRemove', undefined);
    const drawer = await screen.findByTestId('user-drawer');
    await app.user.click(await within(drawer).findByRole('button', { name: 'Remove from the brand' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Remove Viktor Visitor from the brand?');
    expect(app.backend.count('userRemove')).toBe(0);
    const lists = app.backend.count('resourceList');
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByTestId('user-drawer')).toBeNull());
    expect(app.backend.calls.filter((c) => c.method === 'userRemove').map((c) => [c.args[0], c.brand])).toEqual([['4', 'acme']]);
    expect(app.location()).toBe('/acme/brand-settings/users');
    await waitFor(() => expect(app.backend.count('resourceList')).toBeGreaterThan(lists));
  }, 20_000);

  it('the last manager cannot be removed: the button is off and says why; a stale count gets the server’s refusal in words', async () => {
    await renderApp({ path: '/acme/brand-settings/users?user=1', resources, resourceMeta: meta(1) });
    const drawer = await screen.findByTestId('user-drawer');
    const button = await within(drawer).findByRole('button', { name: 'Remove from the brand' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(drawer).getByText('The brand must keep at least one manager.')).toBeVisible();
  }, 20_000);

  it('with two managers counted, a refusal (another manager left meanwhile) shows in the dialog in the page’s language', async () => {
    const app = await renderApp({ path: '/acme/brand-settings/users?user=1', resources, resourceMeta: meta(2), locale: 'cs' });
    app.backend.autoFail('userRemove', () => apiErrors.fieldInvalid('user', 'The brand must keep at least one manager.'));
    const drawer = await screen.findByTestId('user-drawer');
    await app.user.click(await within(drawer).findByRole('button', { name: 'Odebrat ze značky' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Odebrat' }));
    expect(await within(dialog).findByText('Značka musí mít alespoň jednoho manažera.')).toBeVisible();
    expect(screen.getByTestId('user-drawer')).toBeInTheDocument();
  }, 20_000);
});

describe('a person removed while their page is open', () => {
  it('leaves the brand for one they still have, with a toast, and does not load the brand again', async () => {
    const app = await renderApp({ path: '/acme/dashboard' });
    await screen.findByTestId('brand-dashboard').catch(() => undefined);
    await waitFor(() => expect(app.dl.engine.state().brand.status).toBe('ready'));
    app.backend.autoAnswer('me', { user: aUser({ lastBrand: null }), brands: BRAND_LIST.filter((b) => b.identifier !== 'acme') });
    const brandUsers = app.backend.calls.filter((c) => c.method === 'brandUser' && c.brand === 'acme').length;
    app.live.emitRaw('private-brand.acme', 'App\\Events\\BrandUserRemoved', { brandId: 1, user: { id: 1 } });
    await waitFor(() => expect(app.location()).toBe('/beta/dashboard'));
    expect(await screen.findByText('You were removed from Acme Corporation: its pages are no longer open to you.')).toBeVisible();
    expect(app.backend.calls.filter((c) => c.method === 'brandUser' && c.brand === 'acme')).toHaveLength(brandUsers);
  }, 20_000);

  it('with no brand left, goes to their invitations', async () => {
    const app = await renderApp({ path: '/acme/dashboard' });
    await waitFor(() => expect(app.dl.engine.state().brand.status).toBe('ready'));
    app.backend.autoAnswer('me', { user: aUser({ lastBrand: null }), brands: [] }).autoAnswer('invites', [{ hash: 'h-9', brandLabel: 'Wayne Enterprises', primaryRole: 'editor', teamName: null, expiresAt: null }]);
    app.live.emitRaw('private-brand.acme', 'App\\Events\\BrandUserRemoved', { brandId: 1, user: { id: 1 } });
    await waitFor(() => expect(app.location()).toBe('/invite/h-9'));
    expect(await screen.findByTestId('invite')).toHaveTextContent('Wayne Enterprises');
  }, 20_000);
});

describe('the invited person (/invite)', () => {
  const WAYNE = { hash: 'h-1', brandLabel: 'Wayne Enterprises', primaryRole: 'editor' as const, teamName: 'Launch', expiresAt: '2025-06-29T12:00:00.000Z' };

  it('shows the role, team and expiry; accepting opens the joined brand', async () => {
    const app = await renderApp({ path: '/invite/h-1', brandCount: 0, user: { lastBrand: null }, invites: [WAYNE] });
    const item = await screen.findByTestId('invite');
    expect(item).toHaveTextContent('You will join as Editor, in the team Launch.');
    expect(item).toHaveTextContent('Answer by 29.6.2025.');
    app.backend.autoAnswer('inviteAccept', 'beta').autoAnswer('me', { user: aUser({ lastBrand: 'beta' }), brands: [BRAND_LIST[1]!] }).autoAnswer('invites', []);
    await app.user.click(within(item).getByRole('button', { name: 'Accept the invitation to Wayne Enterprises' }));
    await waitFor(() => expect(app.location()).toBe('/beta/dashboard'));
    expect(app.backend.calls.filter((c) => c.method === 'inviteAccept').map((c) => c.args[0])).toEqual(['h-1']);
  }, 20_000);

  it('declining asks first, then says so; a withdrawn invitation’s link says it was withdrawn; the page has a way out', async () => {
    const app = await renderApp({ path: '/invite/h-1', brandCount: 0, user: { lastBrand: null }, invites: [WAYNE] });
    app.backend.autoAnswer('inviteDecline', undefined);
    await app.user.click(await screen.findByRole('button', { name: 'Decline the invitation to Wayne Enterprises' }));
    app.backend.autoAnswer('invites', []);
    await app.user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined the invitation to Wayne Enterprises.')).toBeVisible();
    expect(await screen.findByText('You have no pending invitations.')).toBeVisible();
    expect(app.backend.count('invite')).toBe(0);
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
    expect(screen.getByTestId('invite-sign-out')).toHaveTextContent('Sign out');

    app.backend.autoAnswer('invite', { ...WAYNE, hash: 'h-2', state: 'withdrawn' });
    app.navigate('/invite/h-2');
    await waitFor(() => expect(screen.getByTestId('invite-notice')).toHaveTextContent("The brand's manager withdrew this invitation."));
    expect(screen.getByTestId('invite-notice')).toHaveTextContent('Invitation to Wayne Enterprises');
    expect(screen.getByTestId('invite-notice')).not.toHaveTextContent('You declined');
  }, 20_000);

  it('accepting an invitation that expired meanwhile says so and drops it from the list', async () => {
    const app = await renderApp({ path: '/invite', brandCount: 0, user: { lastBrand: null }, invites: [WAYNE] });
    app.backend.autoFail('inviteAccept', () => apiErrors.unhandled(409)).autoAnswer('invite', { ...WAYNE, state: 'expired' });
    app.backend.autoAnswer('invites', []);
    await app.user.click(await screen.findByRole('button', { name: 'Accept the invitation to Wayne Enterprises' }));
    expect(await screen.findByText("This invitation has expired. Ask the brand's manager for a new one.")).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('invite')).toBeNull());
    expect(app.location()).toBe('/invite');
  }, 20_000);
});
