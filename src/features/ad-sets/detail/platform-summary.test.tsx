/** The creatives tab sums up what the ad platforms say of the ad set's finished HTML5 creatives, beside the export. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdPlatformSummary } from '../../../../worker/contract/ad-platform-rules';
import { anAdSet } from '../../../../tests/harness/builders';
import { renderApp } from '../../../../tests/harness/render-app';
import { adSetServer } from '../../../../tests/harness/servers/ad-sets-test-server';

const summary: AdPlatformSummary = {
  creatives: 12,
  checked: 11,
  results: [
    {
      platform: 'google-ads',
      accepted: 8,
      refused: 3,
      reasons: [
        { count: 3, problem: { code: 'external-assets', names: ['https://cdn.example/shoe.jpg'], count: 1 } },
        { count: 1, problem: { code: 'zip-too-large', size: 160 * 1024, max: 150 * 1024 } },
      ],
    },
    { platform: 'cm360', accepted: 11, refused: 0, reasons: [] },
  ],
};

function open(platformSummary: AdPlatformSummary | null) {
  const adSet = anAdSet(7, { name: 'Spring shoes', status: 'ready', wizardStep: 'resizes', adsCount: 6, format: 'html', sizes: [{ width: 300, height: 250, label: null }], renderCounts: { finished: 12 }, platformSummary });
  return renderApp({
    path: '/acme/ad-sets/7/render-requests',
    network: (fakes) => {
      adSetServer([adSet]).install(fakes);
      fakes.backend.autoAnswer('adSetCreatives', (call) => ({ items: [], page: 1, perPage: (call.args[0] as { perPage: number }).perPage, total: 0, lastPage: 1 }));
    },
  });
}

// The first test loads the ad-set area's code and messages: slow on a busy machine.
describe('the ad set’s ad platforms', { timeout: 20_000 }, () => {
  it('counts each platform’s accepted creatives and says why it refuses the others, beside the export', async () => {
    await open(summary);
    const card = await screen.findByTestId('ad-platform-summary');
    expect(screen.getByTestId('export-creatives')).toBeInTheDocument();
    expect(card).toHaveTextContent('What the ad platforms say of the finished HTML5 creatives (12).');
    const google = within(card).getByTestId('ad-platform-google-ads');
    expect(google).toHaveAttribute('data-verdict', 'refused');
    expect(google).toHaveTextContent('Google Adsaccepted: 8 of 11');
    expect(within(google).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Loaded from outside the zip: https://cdn.example/shoe.jpg (creatives: 3)',
      'The zip is 160 KB; at most 150 KB is allowed. (creatives: 1)',
    ]);
    expect(within(card).getByTestId('ad-platform-cm360')).toHaveTextContent('Campaign Manager 360accepted: 11 of 11');
    expect(card).toHaveTextContent('Not checked yet (their files are not made yet): 1');
  });

  it('claims no verdict while none of the creatives was checked', async () => {
    await open({ ...summary, checked: 0, results: summary.results.map((r) => ({ ...r, accepted: 0, refused: 0, reasons: [] })) });
    const card = await screen.findByTestId('ad-platform-summary');
    expect(card).toHaveTextContent('Not checked yet (their files are not made yet): 12');
    expect(within(card).queryByTestId('ad-platform-google-ads')).toBeNull();
  });

  it('shows nothing when the set has no finished HTML5 creative', async () => {
    await open(null);
    await screen.findByTestId('export-creatives');
    expect(screen.queryByTestId('ad-platform-summary')).toBeNull();
  });
});
