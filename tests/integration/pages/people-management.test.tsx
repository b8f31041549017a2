/**
 * Managers handle the brand's people on the users page, through the real in-process data layer
 * (fake network by call name): invite by e-mail (checked before sending, the server's refusal kept
 * under the field), withdraw an invitation only after confirming, change a member's role.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrandInvites } from '../../../worker/contract/people';
import type { Query } from '../../../worker/contract/queries';
import type { ResourceRecord } from '../../../worker/domains/resources/contract';
import { apiErrors } from '../../harness/builders';
import { renderApp } from '../../harness/render-app';
import type { FakePorts } from '../../harness/fake-ports';
import { preloadPages } from '../../../src/app/router/page-registry';

beforeAll(() => preloadPages(), 60_000);

const EVA: ResourceRecord = { id: '3', label: 'Eva Editor', fields: { id: 3, name: 'Eva Editor', email: 'eva@acme.test', primary_role: 'editor', team_name: null, last_activity_at: null } };
const resources = (query: Query) => (query.kind === 'resource/get' ? EVA : { items: [EVA], page: 1, perPage: 20, total: 1, lastPage: 1 });

const invitesOf = (...emails: string[]): BrandInvites => ({
  id: 'brand-invites',
  invites: emails.map((email, i) => ({ id: String(i + 1), email, primaryRole: 'developer', createdAt: '2025-04-28T09:00:00Z' })),
});

const calls = (app: { backend: FakePorts['backend'] }, method: string) => app.backend.calls.filter((c) => c.method === method).map((c) => c.args[0]);

describe('inviting people', () => {
  it('checks the address before sending, sends address and role, and lists the new invitation', async () => {
    let invites = invitesOf();
    const app = await renderApp({
      path: '/acme/brand-settings/users',
      resources,
      network: (fakes) => {
        fakes.backend.autoAnswer('brandInvites', () => invites);
        fakes.backend.autoAnswer('brandInvite', () => {
          invites = invitesOf('new.person@example.com');
        });
      },
    });
    const form = await screen.findByTestId('invite-form');
    const email = within(form).getByLabelText('E-mail');
    await app.user.type(email, 'new.person@example');
    await app.user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Enter an e-mail address such as name@example.com.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(calls(app, 'brandInvite')).toEqual([]);

    await app.user.type(email, '.com');
    await app.user.selectOptions(within(form).getByLabelText('Role'), 'developer');
    await app.user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new.person@example.com.')).toBeInTheDocument();
    expect(calls(app, 'brandInvite')).toEqual([{ email: 'new.person@example.com', primaryRole: 'developer' }]);
    expect(email).toHaveValue('');
    const pending = await screen.findByTestId('pending-invites');
    expect(pending).toHaveTextContent('new.person@example.com');
    expect(pending).toHaveTextContent('Developer');
  });

  it("shows the server's refusal under the field and keeps what was typed", async () => {
    const app = await renderApp({
      path: '/acme/brand-settings/users',
      resources,
      network: (fakes) => {
        fakes.backend.autoAnswer('brandInvites', invitesOf());
        fakes.backend.autoFail('brandInvite', () => apiErrors.fieldInvalid('email', 'This person is already a member of the brand.'));
      },
    });
    const form = await screen.findByTestId('invite-form');
    await app.user.type(within(form).getByLabelText('E-mail'), 'eva@acme.test');
    await app.user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('This person is already a member of the brand.')).toBeInTheDocument();
    expect(within(form).getByLabelText('E-mail')).toHaveValue('eva@acme.test');
  });

  it('withdraws an invitation only after confirming it', async () => {
    const app = await renderApp({
      path: '/acme/brand-settings/users',
      resources,
      network: (fakes) => {
        fakes.backend.autoAnswer('brandInvites', invitesOf('old@example.com'));
        fakes.backend.autoAnswer('brandInviteWithdraw', undefined);
      },
    });
    const pending = await screen.findByTestId('pending-invites');
    await app.user.click(within(pending).getByRole('button', { name: 'Withdraw the invitation of old@example.com' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('old@example.com will no longer be able to join the brand with this invitation.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(calls(app, 'brandInviteWithdraw')).toEqual([]);

    await app.user.click(within(pending).getByRole('button', { name: 'Withdraw the invitation of old@example.com' }));
    await app.user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(calls(app, 'brandInviteWithdraw')).toEqual(['1']));
  });
});

describe("changing a member's role", () => {
  it('changes the role from the person’s panel; a refusal shows under the field', async () => {
    const app = await renderApp({
      path: '/acme/brand-settings/users?user=3',
      resources,
      network: (fakes) => {
        fakes.backend.autoAnswer('brandInvites', invitesOf());
        let first = true;
        fakes.backend.autoAnswer('userRoleChange', () => {
          if (first) {
            first = false;
            return undefined;
          }
          throw apiErrors.fieldInvalid('primary_role', 'The brand must keep at least one manager.');
        });
      },
    });
    const editor = await screen.findByTestId('role-editor');
    const save = within(editor).getByRole('button', { name: 'Change role' });
    expect(save).toBeDisabled();
    await app.user.selectOptions(within(editor).getByLabelText('Role in this brand'), 'developer');
    await app.user.click(save);
    expect(await within(editor).findByText('The role is changed.')).toBeInTheDocument();
    expect(calls(app, 'userRoleChange')).toEqual([{ userId: '3', primaryRole: 'developer' }]);
    await app.user.click(save);
    expect(await within(editor).findByText('The brand must keep at least one manager.')).toBeInTheDocument();
  });
});
