/** `/ads/{id}` through the real data path: the ad's own values per input, its ad set, previews; 404s. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdOfSet } from '../../../../worker/domains/ad-sets/contract';
import type { Query } from '../../../../worker/contract/queries';
import type { ResourcePage, ResourceRecord } from '../../../../worker/domains/resources/contract';
import { anAdSet, apiErrors } from '../../../../tests/harness/builders';
import { renderApp } from '../../../../tests/harness/render-app';
import { adSetServer } from '../../../../tests/harness/servers/ad-sets-test-server';

const ad: AdOfSet = { id: '55', name: 'Shoe (EN)', adSetId: '7', format: 'png', productId: '1', productName: 'Shoe', language: 'en', values: { headline: 'Shoe', price: '49' }, createdAt: '2025-07-01T09:00:00.000Z' };
const adSet = anAdSet(7, { name: 'Spring shoes', status: 'ready', wizardStep: 'resizes', sizes: [{ width: 300, height: 250, label: 'Medium rectangle' }] });

/** The generic record of ad 55 names its ad set; any other ad is unknown. */
function ads(query: Query): ResourcePage | ResourceRecord {
  if (query.kind === 'resource/get' && query.id === '55') return { id: '55', label: 'Shoe (EN)', fields: { ad_set_id: 7, language: 'en', format: 'png' } };
  throw apiErrors.unhandled(404, 'REQUESTS.NOT_FOUND');
}

describe('the ad page', () => {
  it('shows the ad’s value for each template input, its language, format, ad set and preview links', async () => {
    const server = adSetServer([adSet], [ad]);
    await renderApp({ path: '/acme/ads/55', network: server.install, resources: ads });
    const values = await screen.findByTestId('ad-values');
    expect(within(values).getAllByRole('row').map((row) => row.textContent)).toEqual(['headline(required)Shoe', 'price(required)49', 'cta–']);
    expect(screen.getByTestId('record-title')).toHaveTextContent('Shoe (EN)');
    const facts = screen.getByTestId('ad-facts');
    expect(facts).toHaveTextContent('Ad setSpring shoesLanguageenProductShoeFormatpng');
    expect(within(facts).getByRole('link', { name: 'Spring shoes' })).toHaveAttribute('href', '/acme/ad-sets/7');
    const preview = within(screen.getByTestId('ad-previews')).getByRole('link', { name: 'Preview 300 × 250' });
    expect(preview.getAttribute('href')).toMatch(/\/server\/ad-preview\/tok\/55\/300x250$/);
    expect(screen.getByTestId('ad-previews')).toHaveTextContent('Medium rectangle');
    expect(screen.getByRole('link', { name: 'Open in its ad set' })).toHaveAttribute('href', '/acme/ad-sets/7/ad/55');
  });

  it('an unknown ad is the 404 page', async () => {
    const server = adSetServer([adSet], [ad]);
    const app = await renderApp({ path: '/acme/ads/99999', network: server.install, resources: ads });
    expect(await screen.findByTestId('error-404')).toBeInTheDocument();
    expect(app.backend.count('adSetDetail')).toBe(0);
  });
});
