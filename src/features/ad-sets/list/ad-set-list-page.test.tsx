/** The ad-set list through the real data path: review badges, drafts back into the wizard. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdSet } from '../../../../tests/harness/builders';
import { renderApp } from '../../../../tests/harness/render-app';
import { adSetServer } from '../ad-sets-test-server';

const ready = { status: 'ready', wizardStep: 'resizes', adsCount: 4 } as const;

describe('the ad-set list', () => {
  it('shows each review state as its badge: approved, partly approved, rejected, not reviewed', async () => {
    const server = adSetServer([
      anAdSet(1, { ...ready, name: 'One', reviewState: 'approved' }),
      anAdSet(2, { ...ready, name: 'Two', reviewState: 'partly-approved' }),
      anAdSet(3, { ...ready, name: 'Three', reviewState: 'rejected' }),
      anAdSet(4, { ...ready, name: 'Four', reviewState: null }),
    ]);
    await renderApp({ path: '/acme/ad-sets', network: server.install });
    await screen.findByTestId('ad-set-table');
    const badge = (id: number) => within(screen.getByTestId(`ad-set-row-${id}`)).getByTestId('review-badge');
    expect([1, 2, 3, 4].map((id) => [badge(id).dataset.state, badge(id).textContent])).toEqual([
      ['approved', 'Approved'],
      ['partly-approved', 'Partly approved'],
      ['rejected', 'Rejected'],
      ['none', 'Not reviewed'],
    ]);
  }, 20_000);

  it('a draft row links back into the wizard at its saved step; a ready one opens its detail', async () => {
    const server = adSetServer([anAdSet(7, { ...ready, name: 'Ready one' }), anAdSet(8, { name: 'Half done', wizardStep: 'mapping' })]);
    const app = await renderApp({ path: '/acme/ad-sets', network: server.install });
    await screen.findByTestId('ad-set-table');
    expect(within(screen.getByTestId('ad-set-row-7')).getByRole('link', { name: 'Ready one' })).toHaveAttribute('href', '/acme/ad-sets/7');
    const draftRow = within(screen.getByTestId('ad-set-row-8'));
    expect(draftRow.queryByRole('link', { name: 'Half done' })).toBeNull();
    const resume = draftRow.getByRole('link', { name: 'Draft — continue' });
    expect(resume).toHaveAttribute('href', '/acme/ad-sets/create/8/mapping');
    await app.user.click(resume);
    await waitFor(() => expect(screen.getByTestId('ad-set-wizard')).toHaveAttribute('data-step', 'mapping'));
    expect(app.location()).toBe('/acme/ad-sets/create/8/mapping');
  }, 20_000);

  it('visitors see a draft as a draft, without the way into the wizard', async () => {
    const server = adSetServer([anAdSet(8, { name: 'Half done', wizardStep: 'mapping' })]);
    await renderApp({ path: '/acme/ad-sets', network: server.install, role: 'visitor' });
    const row = within(await screen.findByTestId('ad-set-row-8'));
    expect(row.getByText('Draft')).toBeInTheDocument();
    expect(row.queryByRole('link')).toBeNull();
    expect(screen.queryByTestId('new-ad-set')).toBeNull();
  }, 20_000);
});
