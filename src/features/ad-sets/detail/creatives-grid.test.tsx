/**
 * The ad set's creatives tab through the real in-process data layer (fake network by call name):
 * the grid's tiles, their thumbnails (image lazily, HTML5 in a sandboxed frame scaled to fit), a
 * render's live progress patching its tile without a refetch, the request's refusal, and the export.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdSetCreative } from '../../../../worker/domains/ad-sets/contract';
import { anAdSet } from '../../../../tests/harness/builders';
import { httpFailure } from '../../../../tests/harness/http-failure';
import { renderApp } from '../../../../tests/harness/render-app';
import { adSetServer } from '../../../../tests/harness/servers/ad-sets-test-server';

const adSet = anAdSet(7, { name: 'Spring shoes', status: 'ready', wizardStep: 'resizes', adsCount: 2, format: 'png', sizes: [{ width: 300, height: 250, label: null }, { width: 728, height: 90, label: null }], renderCounts: { finished: 1, rendering: 1 } });

const creative = (id: number, fields: Partial<AdSetCreative>): AdSetCreative => ({
  id: String(id),
  adId: '31',
  adName: 'Trail shoe (EN)',
  productName: 'Trail shoe',
  language: 'en',
  width: 300,
  height: 250,
  outputFormat: 'png',
  status: 'finished',
  progress: 100,
  error: null,
  reason: null,
  downloadUrl: `/server/api/v1/visual-build/${id}/download`,
  outputUrl: `/server/api/v1/visual-build/${id}/output`,
  createdAt: '2025-07-01T10:00:00.000Z',
  ...fields,
});

const tiles = () => within(screen.getByTestId('creatives-grid')).getAllByTestId('creative-tile');

describe('the ad set’s creatives', () => {
  it('shows a tile per creative with its thumbnail and status; a render’s progress and end arrive live', async () => {
    const creatives = [
      creative(101, {}),
      creative(102, { width: 728, height: 90, outputFormat: 'html', status: 'rendering', progress: 34, downloadUrl: null, outputUrl: null }),
      creative(103, { adId: '32', language: 'cs', productName: 'Trailová bota', status: 'failed', error: 'Font "Brand Sans" is missing in the package.', downloadUrl: null, outputUrl: null }),
    ];
    const server = adSetServer([adSet]);
    const app = await renderApp({
      path: '/acme/ad-sets/7/render-requests',
      network: (fakes) => {
        server.install(fakes);
        fakes.backend.autoAnswer('adSetCreatives', (call) => {
          const q = call.args[0] as { adSetId: string; page: number; perPage: number };
          return { items: q.adSetId === '7' ? [...creatives] : [], page: q.page, perPage: q.perPage, total: creatives.length, lastPage: 1 };
        });
      },
    });
    await screen.findByTestId('creatives-grid');
    expect(tiles().map((t) => [t.getAttribute('data-status'), t.getAttribute('data-size'), t.getAttribute('data-language')])).toEqual([
      ['finished', '300x250', 'en'],
      ['rendering', '728x90', 'en'],
      ['failed', '300x250', 'cs'],
    ]);
    const image = within(tiles()[0]!).getByTestId('creative-image');
    expect(image).toHaveAttribute('src', '/server/api/v1/visual-build/101/output');
    expect(image).toHaveAttribute('loading', 'lazy');
    // 300×250 scaled into the 200×150 box: 180×150.
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['180', '150']);
    expect(within(tiles()[1]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '34');
    expect(within(tiles()[2]!).getByText('Font "Brand Sans" is missing in the package.')).toBeInTheDocument();
    expect(within(tiles()[0]!).getByRole('button', { name: 'Download Trail shoe, 300 × 250 EN' })).toBeInTheDocument();
    expect(screen.getByText('4 renders, 4 credits: one creative per ad and size, each with its ad’s values.')).toBeInTheDocument();
    expect(app.backend.count('adSetCreatives')).toBe(1);

    // The farm moves the render on: its tile follows without asking the server again.
    app.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { brandId: 1, visualBuild: { id: 102, status: 'rendering', progress: 68 } });
    await app.advance(100);
    await waitFor(() => expect(within(tiles()[1]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '68'));
    expect(app.backend.count('adSetCreatives')).toBe(1);

    // Finished: the file is there, so the page is fetched again and the HTML5 frame appears.
    creatives[1] = creative(102, { width: 728, height: 90, outputFormat: 'html' });
    app.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { brandId: 1, visualBuild: { id: 102, status: 'finished', progress: 100 } });
    await app.advance(1_000);
    const frame = await within(tiles()[1]!).findByTestId('creative-frame');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame).toHaveAttribute('src', '/server/api/v1/visual-build/102/output');
    expect([frame.getAttribute('width'), frame.getAttribute('height')]).toEqual(['728', '90']);
    // Drawn at its real size and scaled to the box's width: 200 / 728.
    expect((frame as HTMLElement).style.transform).toBe(`scale(${200 / 728})`);
    expect(app.backend.count('adSetCreatives')).toBe(2);
  });

  it('says why renders cannot be requested (the server’s words) and exports the zip as a file', async () => {
    const server = adSetServer([adSet]);
    const app = await renderApp({
      path: '/acme/ad-sets/7/render-requests',
      network: (fakes) => {
        server.install(fakes);
        fakes.backend
          .autoAnswer('adSetCreatives', () => ({ items: [creative(101, {})], page: 1, perPage: 48, total: 1, lastPage: 1 }))
          .autoAnswer('adSetRequestRenders', () => {
            throw httpFailure(422, 'Unprocessable Content', { message: 'Not enough credits', errors: { balance: ['Not enough credits to start 4 renders: they cost 4 and the brand has 1 available.'] } });
          })
          .autoAnswer('adSetExport', () => ({ blob: new Blob(['zip']), filename: 'spring-shoes-creatives.zip' }));
      },
    });
    fireEvent.click(await screen.findByTestId('request-renders'));
    expect(await screen.findByText('Not enough credits to start 4 renders: they cost 4 and the brand has 1 available.')).toBeInTheDocument();
    // Said once, beside the button: no toast says it again.
    await app.settle();
    expect(screen.getAllByText('Not enough credits to start 4 renders: they cost 4 and the brand has 1 available.')).toHaveLength(1);
    expect(screen.queryAllByTestId('toast')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Export the ad set (1)' }));
    await waitFor(() => expect(app.backend.count('adSetExport')).toBe(1));
    expect(app.backend.calls.find((c) => c.method === 'adSetExport')?.args[0]).toBe('7');
  });
});
