import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProfileUploads } from '../../../worker/domains/brand-admin/contract';
import { aBrandSummary, aBrandUser, aUser } from '../../../tests/harness/builders';
import { httpFailure } from '../../../tests/harness/http-failure';
import { renderApp } from '../../../tests/harness/render-app';

const uploads: ProfileUploads = { id: 'profile-uploads', directoryId: 1, path: '/', canUpload: true, files: [] };

async function open(role: 'manager' | 'developer' = 'manager') {
  const app = await renderApp({ path: '/acme/brand-settings/brand-profile', role, network: ({ backend }) => void backend.autoAnswer('profileUploads', uploads).autoAnswer('saveBrandProfile', undefined) });
  await screen.findByTestId('brand-profile-page');
  return app;
}

describe('the brand profile', { timeout: 15_000 }, () => {
  it('lets a manager rename the brand; the header shows the new name after the brand user is refetched', async () => {
    const app = await open();
    const renamed = aBrandUser();
    app.backend.autoAnswer('brandUser', { ...renamed, brand: { ...renamed.brand, label: 'Acme Labs', languageCode: 'cs' } });
    app.backend.autoAnswer('me', { user: aUser(), brands: [aBrandSummary('acme', { label: 'Acme Labs' }), aBrandSummary('beta')] });
    const name = within(screen.getByTestId('brand-profile-form')).getByLabelText(/^Name/);
    await app.user.clear(name);
    await app.user.type(name, 'Acme Labs');
    await app.user.selectOptions(within(screen.getByTestId('brand-profile-form')).getByLabelText(/^Language/), 'cs');
    const before = [app.backend.count('brandUser'), app.backend.count('me')];
    await app.user.click(screen.getByTestId('brand-profile-save'));
    await waitFor(() => expect(within(screen.getByTestId('brand-profile-form')).getByRole('status')).toHaveTextContent('Saved.'));
    expect(app.backend.calls.find((c) => c.method === 'saveBrandProfile')?.args[0]).toEqual({ label: 'Acme Labs', languageCode: 'cs', collaborativeMode: false });
    expect([app.backend.count('brandUser'), app.backend.count('me')]).toEqual([before[0]! + 1, before[1]! + 1]);
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Acme Labs'));
    // Shown once: the manager's form holds the name, the facts do not repeat it.
    expect(screen.queryByTestId('brand-label')).toBeNull();
  });

  it('shows the server’s 422 next to the field', async () => {
    const app = await open();
    app.backend.autoFail('saveBrandProfile', () => httpFailure(422, 'Unprocessable', { message: 'The label field must not be greater than 64 characters.', errors: { label: ['The label field must not be greater than 64 characters.'] } }));
    await app.user.click(screen.getByTestId('brand-profile-save'));
    await waitFor(() => expect(within(screen.getByTestId('brand-profile-form')).getByLabelText(/^Name/)).toHaveAccessibleDescription('The label field must not be greater than 64 characters.'));
  });

  it('shows others the brand read-only, with what collaborative mode means', async () => {
    await open('developer');
    expect(screen.queryByTestId('brand-profile-form')).toBeNull();
    expect(screen.getByTestId('brand-label')).toHaveTextContent('Acme');
    expect(screen.getByTestId('brand-collaborative')).toHaveTextContent('Editors work in their own upload directory');
    expect(screen.getByTestId('brand-collaborative')).toHaveTextContent('Only managers can change this.');
  });
});
