/** The hooks tab lists each webhook delivery through the real in-process data layer (fake network by call name). */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdSetHookDelivery } from '../../../../worker/domains/ad-sets/contract';
import { anAdSet } from '../../../../tests/harness/builders';
import { renderApp } from '../../../../tests/harness/render-app';
import { adSetServer } from '../../../../tests/harness/servers/ad-sets-test-server';

const adSet = anAdSet(7, { name: 'Spring shoes', status: 'ready', wizardStep: 'resizes', hooks: [{ id: '3', url: 'https://hooks.example.com/in', events: ['render.finished', 'render.failed'], createdAt: '2025-07-01T09:00:00.000Z' }] });

const delivery = (id: number, fields: Partial<AdSetHookDelivery>): AdSetHookDelivery => ({
  id: String(id),
  url: 'https://hooks.example.com/in',
  event: 'render.finished',
  eventId: `evt_${id}`,
  status: 'delivered',
  attempts: 1,
  maxAttempts: 3,
  responseCode: 200,
  lastError: null,
  nextAttemptAt: null,
  createdAt: '2025-07-01T10:00:00.000Z',
  updatedAt: '2025-07-01T10:00:00.000Z',
  ...fields,
});

const rowsOf = () => within(screen.getByTestId('hook-deliveries')).getAllByRole('row').slice(1).map((r) => [r.getAttribute('data-status'), ...within(r).getAllByRole('cell').slice(0, 5).map((c) => c.textContent)]);

describe('the hooks tab’s deliveries', () => {
  it('lists each delivery with its event, status, attempts of the limit and last answer; a retry that succeeds shows live', async () => {
    let deliveries = [
      delivery(12, { status: 'pending', attempts: 2, responseCode: 500, lastError: 'The receiver answered 500.', nextAttemptAt: '2025-07-01T10:01:30.000Z', updatedAt: '2025-07-01T10:00:30.000Z' }),
      delivery(11, { event: 'render.failed', status: 'failed', attempts: 3, responseCode: null, lastError: 'hooks.example.com refused the connection.' }),
      delivery(10, {}),
    ];
    const server = adSetServer([adSet]);
    const app = await renderApp({
      path: '/acme/ad-sets/7/hooks',
      network: (fakes) => {
        server.install(fakes);
        fakes.backend.autoAnswer('adSetHookDeliveries', (call) => {
          const q = call.args[0] as { adSetId: string; page: number; perPage: number };
          return { items: q.adSetId === '7' ? deliveries : [], page: q.page, perPage: q.perPage, total: deliveries.length, lastPage: 1 };
        });
      },
    });
    await screen.findByTestId('hook-deliveries');
    expect(screen.getByRole('heading', { name: 'Deliveries' })).toBeInTheDocument();
    expect(rowsOf()).toEqual([
      ['pending', 'Render finished', 'https://hooks.example.com/in', 'Pending', '2 of 3', '500The receiver answered 500.'],
      ['failed', 'Render failed', 'https://hooks.example.com/in', 'Failed', '3 of 3', 'No answerhooks.example.com refused the connection.'],
      ['delivered', 'Render finished', 'https://hooks.example.com/in', 'Delivered', '1 of 3', '200'],
    ]);
    expect(within(screen.getAllByRole('row')[1]!).getByText(/^Next attempt/)).toBeInTheDocument();
    expect(app.backend.count('adSetHookDeliveries')).toBe(1);

    // The server's runner retried and the receiver answered: it announces the ad set.
    deliveries = [delivery(12, { attempts: 3, updatedAt: '2025-07-01T10:01:30.000Z' }), ...deliveries.slice(1)];
    app.live.emitRaw('private-brand.acme', 'App\\Events\\AdSetUpdated', { brandId: 1, adSet: { id: 7 } });
    await app.advance(1_000);
    await waitFor(() => expect(rowsOf()[0]).toEqual(['delivered', 'Render finished', 'https://hooks.example.com/in', 'Delivered', '3 of 3', '200']));
    expect(app.backend.count('adSetHookDeliveries')).toBe(2);
  });

  it('says nothing was sent yet when there are no deliveries', async () => {
    const server = adSetServer([adSet]);
    await renderApp({
      path: '/acme/ad-sets/7/hooks',
      network: (fakes) => {
        server.install(fakes);
        fakes.backend.autoAnswer('adSetHookDeliveries', () => ({ items: [], page: 1, perPage: 20, total: 0, lastPage: 1 }));
      },
    });
    expect(await screen.findByText('Nothing sent yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('hook-deliveries')).toBeNull();
  });
});
