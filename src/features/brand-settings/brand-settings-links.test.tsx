import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/harness/render-app';

const hrefs = (container: HTMLElement) => within(container).queryAllByRole('link').map((a) => a.getAttribute('href'));

describe('brand-settings links', { timeout: 15_000 }, () => {
  it('offer an editor outside collaborative mode only the pages the guard lets them open', async () => {
    await renderApp({ role: 'editor', collaborativeMode: false, path: '/acme/brand-settings' });
    const main = await screen.findByRole('main');
    await screen.findByTestId('settings-subnav');
    await within(main).findByTestId('settings-overview');
    const offered = [...hrefs(main), ...hrefs(screen.getByTestId('settings-subnav'))];
    for (const forbidden of ['billing-details', 'wallet', 'users', 'teams', 'storage']) {
      expect(offered.filter((href) => href?.startsWith(`/acme/brand-settings/${forbidden}`))).toEqual([]);
    }
    expect(offered).toContain('/acme/brand-settings/brand-profile');
  });

  it('offer a manager every settings page', async () => {
    await renderApp({ role: 'manager', path: '/acme/brand-settings' });
    const main = await screen.findByRole('main');
    await screen.findByTestId('settings-subnav');
    await within(main).findByTestId('settings-overview');
    const offered = [...hrefs(main), ...hrefs(screen.getByTestId('settings-subnav'))];
    for (const page of ['billing-details', 'wallet', 'users', 'teams', 'storage']) expect(offered).toContain(`/acme/brand-settings/${page}`);
  });
});
