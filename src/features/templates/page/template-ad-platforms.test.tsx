/**
 * The template page says what the ad platforms will say of its package's HTML5 renders, and
 * follows a new upload (made by someone else) live.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdPlatformReport } from '../../../../worker/contract/ad-platform-rules';
import { renderApp } from '../../../../tests/harness/render-app';
import { aVisual, templateServer } from '../../../../tests/harness/servers/templates-test-server';

const accepted: AdPlatformReport = { zipBytes: 4200, files: 3, results: [{ platform: 'google-ads', ok: true, problems: [] }, { platform: 'cm360', ok: true, problems: [] }] };
const font: AdPlatformReport = {
  zipBytes: 182_000,
  files: 4,
  results: [
    { platform: 'google-ads', ok: false, problems: [{ code: 'zip-too-large', size: 182_000, max: 150 * 1024 }, { code: 'file-types', names: ['fonts/brand.ttf'], count: 1 }] },
    { platform: 'cm360', ok: true, problems: [] },
  ],
};

describe('the template page\'s ad platforms', () => {
  it('shows each platform\'s verdict on the package, and a new package\'s as soon as it is uploaded', async () => {
    const server = templateServer([aVisual(4, { platformChecks: accepted })]);
    const app = await renderApp({ path: '/acme/visuals/4', network: server.install });
    const card = await screen.findByTestId('ad-platform-results');
    expect(card).toHaveTextContent('What the ad platforms will say of this template’s HTML5 renders. PNG and JPEG renders are not affected.');
    expect(within(card).getByText('Zip of 4.1 KB, files: 3')).toBeInTheDocument();
    expect(within(card).getByTestId('ad-platform-google-ads')).toHaveAttribute('data-verdict', 'accepted');

    // Someone uploads a package with a font: the open page follows.
    server.visuals[0] = { ...server.visuals[0]!, platformChecks: font };
    app.live.emitRaw('private-brand.acme', 'VisualUpdated', { brandId: 1, visual: { id: 4 } });
    await app.advance(1000);
    const google = await within(card).findByText('The zip is 177.7 KB; at most 150 KB is allowed.');
    expect(google.closest('[data-testid="ad-platform-google-ads"]')).toHaveAttribute('data-verdict', 'refused');
    expect(within(card).getByTestId('ad-platform-google-ads')).toHaveTextContent('Not an allowed file type: fonts/brand.ttf');
    expect(within(card).getByTestId('ad-platform-cm360')).toHaveAttribute('data-verdict', 'accepted');
  });

  it('says when the package was never checked, in French too', async () => {
    await renderApp({ path: '/acme/visuals/4', network: templateServer([aVisual(4, { platformChecks: null })]).install, locale: 'fr', user: { isGodlike: true } });
    expect(await screen.findByTestId('ad-platforms-not-checked')).toHaveTextContent('Pas encore vérifié.');
    expect(screen.getByRole('heading', { name: 'Plateformes publicitaires' })).toBeInTheDocument();
  });
});
