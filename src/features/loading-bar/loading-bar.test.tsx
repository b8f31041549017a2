/**
 * The loading bar on virtual time, fed by the real data layer: data calls move the worker's
 * requests totals, the bridge carries them, the bar follows (+30 per start, +45 per finish, 90 at
 * most while loading, 100 and a fade when the last call is done).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, type RenderedApp } from '../../../tests/harness/render-app';
import { aNotification } from '../../../tests/harness/builders';
import { FADE_OUT_MS } from './loading-bar';

const bar = () => screen.queryByRole('progressbar', { name: 'Loading data' });
const width = () => bar()?.getAttribute('aria-valuenow') ?? null;

/** Feeds request totals in as execute.ts emits them, and renders the batch. */
async function calls(app: RenderedApp, starts: number, finishes: number): Promise<void> {
  for (let i = 0; i < starts; i++) app.dl.engine.emit({ event: { type: 'requests/started', id: `r-${i}`, method: 'GET', path: '/api/v1/me' }, source: 'http', brand: null });
  for (let i = 0; i < finishes; i++) app.dl.engine.emit({ event: { type: 'requests/finished', id: `r-${i}`, method: 'GET', path: '/api/v1/me', status: 200, durationMs: 1 }, source: 'http', brand: null });
  await app.settle();
}

describe('loading bar', () => {
  it('is absent while no call runs', async () => {
    await renderApp();
    await screen.findByTestId('dashboard-page');
    expect(bar()).toBeNull();
  });

  it('advances by 30 % of what is left per started and 45 % per finished call, then completes and fades out', async () => {
    const app = await renderApp();
    await screen.findByTestId('dashboard-page');
    await app.advance(FADE_OUT_MS);
    await calls(app, 1, 0);
    expect(width()).toBe('30');
    expect(bar()!.style.transform).toBe('translateX(-70%)');
    await calls(app, 1, 0); // 30 + 70 × 0.3
    expect(width()).toBe('51');
    await calls(app, 1, 1); // 51 + 49 × 0.3 = 65.7, then + 34.3 × 0.45
    expect(width()).toBe('81.1');
    await calls(app, 0, 1); // 81.1 + 18.9 × 0.45
    expect(width()).toBe('89.6');
    await calls(app, 0, 1); // the last one in flight
    expect(width()).toBe('100');
    expect(screen.getByTestId('loading-bar')).toHaveAttribute('data-phase', 'done');
    await app.advance(FADE_OUT_MS - 1);
    expect(width()).toBe('100');
    await app.advance(1);
    expect(bar()).toBeNull();
    // The next run starts from an empty bar.
    await calls(app, 1, 0);
    expect(width()).toBe('30');
  });

  it('follows a real call: the notifications a new one refetches', async () => {
    const app = await renderApp();
    await screen.findByTestId('dashboard-page');
    await app.advance(FADE_OUT_MS);
    app.graphql.manual('notifications');
    app.graphql.pushNotification(aNotification(77));
    await app.advance(300); // the notifications window
    await app.settle();
    expect(width()).toBe('30');
    app.graphql.answer('notifications', { items: [aNotification(77)], total: 1, unreadCount: 1 });
    await app.settle();
    expect(width()).toBe('100');
    await app.advance(FADE_OUT_MS);
    expect(bar()).toBeNull();
  });

  it('never takes focus', async () => {
    const app = await renderApp();
    await screen.findByTestId('dashboard-page');
    await calls(app, 1, 0);
    expect(bar()).not.toHaveAttribute('tabindex');
    expect(screen.getByTestId('loading-bar').className).toContain('pointer-events-none');
  });
});
