/**
 * An ad set's archive, restore and delete from its page, and its review following someone else's
 * content change live, through the real in-process data layer (fake network by call name).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdSet } from '../../../../tests/harness/builders';
import { renderApp } from '../../../../tests/harness/render-app';
import { adSetServer } from '../../../../tests/harness/servers/ad-sets-test-server';

const approved = () =>
  anAdSet(7, { name: 'Spring', status: 'ready', wizardStep: 'resizes', adsCount: 4, reviewState: 'approved', review: { state: 'approved', by: 'Marta Manager', at: '2025-04-30T10:00:00Z', comment: null } });

describe("an ad set's lifecycle", () => {
  it('archives at once and restores; deletes only after confirming, then returns to the list', async () => {
    const server = adSetServer([approved()]);
    const app = await renderApp({
      path: '/acme/ad-sets/7',
      network: (fakes) => {
        server.install(fakes);
        fakes.backend.autoAnswer('adSetArchive', (call) => {
          const { archived } = call.args[0] as { archived: boolean };
          server.sets[0] = { ...server.sets[0]!, archived };
        });
        fakes.backend.autoAnswer('adSetDelete', () => {
          server.sets.splice(0, 1);
        });
      },
    });
    const page = await screen.findByTestId('ad-set-detail-page');
    await app.user.click(await within(page).findByRole('button', { name: 'Archive' }));
    expect(await within(page).findByRole('button', { name: 'Restore' })).toBeInTheDocument();
    await app.user.click(within(page).getByRole('button', { name: 'Restore' }));
    expect(await within(page).findByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(app.backend.calls.filter((c) => c.method === 'adSetArchive').map((c) => c.args[0])).toEqual([
      { id: '7', archived: true },
      { id: '7', archived: false },
    ]);

    await app.user.click(within(page).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Delete the ad set Spring?');
    expect(dialog).toHaveTextContent('Its ads (4), webhooks and render requests are deleted with it.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(app.backend.count('adSetDelete')).toBe(0);

    await app.user.click(within(page).getByRole('button', { name: 'Delete' }));
    await app.user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.location()).toBe('/acme/ad-sets'));
    expect(app.backend.calls.filter((c) => c.method === 'adSetDelete').map((c) => c.args[0])).toEqual(['7']);
  });

  it('visitors see no way to archive or delete', async () => {
    const server = adSetServer([approved()]);
    await renderApp({ path: '/acme/ad-sets/7', role: 'visitor', network: server.install });
    await screen.findByText('Spring', { selector: 'h1' });
    expect(screen.queryByTestId('ad-set-archive')).toBeNull();
    expect(screen.queryByTestId('ad-set-delete')).toBeNull();
  });

  it("someone else changes the languages: the open page's approval turns to not reviewed, live", async () => {
    const server = adSetServer([approved()]);
    const app = await renderApp({ path: '/acme/ad-sets/7', network: server.install });
    const page = await screen.findByTestId('ad-set-detail-page');
    await waitFor(() => expect(within(page).getAllByTestId('review-badge')[0]).toHaveTextContent('Approved'));
    // The reference backend resets the review with the change and announces AdSetUpdated.
    server.sets[0] = { ...server.sets[0]!, languages: ['en', 'de'], reviewState: null, review: { state: null, by: null, at: null, comment: null } };
    app.live.emitRaw('private-brand.acme', 'App\\Events\\AdSetUpdated', { brandId: 1, adSet: { id: 7 } });
    await app.advance(1_000);
    await waitFor(() => expect(within(page).getAllByTestId('review-badge')[0]).toHaveTextContent('Not reviewed'));
  });
});
