/**
 * The hook settings by role, through the real in-process data layer: a manager rotates the
 * signing secret (shown once, the previous one's overlap announced), an editor is not offered it
 * and sees no hint of it; a hook URL the server refuses as private gets this page's own message.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOOK_URL_NOT_PUBLIC } from '../../../../worker/contract/ad-set-hooks';
import type { AdSetDetail } from '../../../../worker/domains/ad-sets/contract';
import { anAdSet, apiErrors } from '../../../../tests/harness/builders';
import { renderApp } from '../../../../tests/harness/render-app';
import { adSetServer } from '../../../../tests/harness/servers/ad-sets-test-server';

const withSecret = (hint: string | null, previousSecretUntil: string | null = null): AdSetDetail['hooksSettings'] => ({ retryPolicy: 'exponential', maxAttempts: 3, secretHint: hint, secretSet: true, previousSecretUntil });

describe('the hook settings tab', () => {
  it('a manager rotates the secret: it is shown once, and the previous one’s overlap is said', async () => {
    let adSet = anAdSet(7, { name: 'Spring shoes', status: 'ready', wizardStep: 'resizes', hooksSettings: withSecret('…a1b2') });
    const server = adSetServer([adSet]);
    const app = await renderApp({
      role: 'manager',
      path: '/acme/ad-sets/7/hooks-settings',
      network: (fakes) => {
        server.install(fakes);
        fakes.backend.autoAnswer('adSetDetail', () => adSet);
        fakes.backend.autoAnswer('adSetRegenerateSecret', () => {
          adSet = { ...adSet, hooksSettings: withSecret('…c3d4', '2099-01-02T12:00:00.000Z') };
          return { secret: 'whsec_new_c3d4' };
        });
      },
    });
    const panel = await screen.findByTestId('hook-secret');
    expect(panel).toHaveTextContent('The current secret ends with …a1b2.');
    expect(panel).toHaveTextContent('After a rotation the previous secret keeps signing next to the new one for 24 h.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Rotate the secret' }));
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Copy it now, it is shown only once: whsec_new_c3d4'));
    await waitFor(() => expect(panel).toHaveTextContent('The current secret ends with …c3d4.'));
    expect(panel).toHaveTextContent(/The previous secret also signs deliveries until .*2099/);
    expect(app.backend.count('adSetRegenerateSecret')).toBe(1);
  });

  it('an editor changes the retries but is not offered the rotation and sees no hint of the secret', async () => {
    const adSet = anAdSet(7, { name: 'Spring shoes', status: 'ready', wizardStep: 'resizes', hooksSettings: withSecret(null) });
    const server = adSetServer([adSet]);
    const app = await renderApp({ role: 'editor', path: '/acme/ad-sets/7/hooks-settings', network: (fakes) => server.install(fakes) });
    const panel = await screen.findByTestId('hook-secret');
    expect(panel).toHaveTextContent('A signing secret is set.');
    expect(panel).toHaveTextContent('Only managers can rotate the signing secret.');
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(app.backend.count('adSetRegenerateSecret')).toBe(0);
  });

  it('a hook URL the server refuses as a private address gets the translated message on the field', async () => {
    const adSet = anAdSet(7, { name: 'Spring shoes', status: 'ready', wizardStep: 'resizes' });
    const server = adSetServer([adSet]);
    await renderApp({
      role: 'editor',
      locale: 'cs',
      path: '/acme/ad-sets/7/hooks',
      network: (fakes) => {
        server.install(fakes);
        fakes.backend.autoAnswer('adSetHookDeliveries', () => ({ items: [], page: 1, perPage: 20, total: 0, lastPage: 1 }));
        fakes.backend.autoFail('adSetHookAdd', () => apiErrors.fieldInvalid('url', HOOK_URL_NOT_PUBLIC));
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /URL/ }), { target: { value: 'http://10.0.0.5/in' } });
    fireEvent.submit(screen.getByRole('textbox', { name: /URL/ }).closest('form')!);
    expect(await screen.findByText('Tato adresa je místní nebo soukromá: webhooky se posílají jen na veřejné adresy.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /URL/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
