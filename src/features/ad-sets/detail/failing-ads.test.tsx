/**
 * The creatives tab lists the ads whose values fail before renders are requested, and the
 * request's count leaves them out (the server does not render or charge them).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdSetValueProblems } from '../../../../worker/domains/ad-sets/contract';
import { anAdSet } from '../../../../tests/harness/builders';
import { renderApp } from '../../../../tests/harness/render-app';
import { adSetServer } from '../../../../tests/harness/servers/ad-sets-test-server';

const adSet = anAdSet(7, { name: 'Spring shoes', status: 'ready', wizardStep: 'resizes', adsCount: 6, format: 'png', sizes: [{ width: 300, height: 250, label: null }], renderCounts: {} });

async function openTab(problems: AdSetValueProblems) {
  const app = await renderApp({
    path: '/acme/ad-sets/7/render-requests',
    network: (fakes) => {
      adSetServer([adSet]).install(fakes);
      fakes.backend.autoAnswer('adSetCreatives', { items: [], page: 1, perPage: 48, total: 0, lastPage: 1 });
      fakes.backend.autoAnswer('adSetValueProblems', problems);
    },
  });
  await screen.findByTestId('request-renders');
  return app;
}

describe('ads whose values fail', () => {
  it('are listed with each failing input and why, and left out of the request\'s count', async () => {
    await openTab({
      id: '7',
      adsCount: 6,
      failingCount: 2,
      failing: [
        { adId: '41', adName: 'Road shoe (EN)', language: 'en', problems: [{ input: 'accent', label: 'Button colour', code: 'not-a-colour' }] },
        { adId: '44', adName: 'Sandal (CS)', language: 'cs', problems: [{ input: 'product', label: 'Product image', code: 'not-an-image-reference' }, { input: 'headline', label: null, code: 'too-long', max: 30 }] },
      ],
    });
    const list = await screen.findByTestId('failing-ads');
    expect(list).toHaveTextContent('2 of 6 ads will not be rendered: their values fail.');
    expect(within(list).getAllByTestId('failing-ad').map((item) => item.textContent)).toEqual([
      'Road shoe (EN): Button colour must be a CSS colour: a colour name, #rrggbb, rgb(…) or hsl(…).',
      'Sandal (CS): Product image must be an image of the template or of the asset library. headline may have at most 30 characters.',
    ]);
    expect(screen.getByTestId('request-renders')).toHaveTextContent('Request renders (4)');
  });

  it('says nothing when every ad\'s values pass', async () => {
    await openTab({ id: '7', adsCount: 6, failingCount: 0, failing: [] });
    expect(await screen.findByTestId('request-renders')).toHaveTextContent('Request renders (6)');
    expect(screen.queryByTestId('failing-ads')).toBeNull();
  });
});
