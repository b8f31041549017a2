import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrors } from '../../../tests/harness/builders';
import { httpFailure } from '../../../tests/harness/http-failure';
import { renderApp, type RenderAppOptions } from '../../../tests/harness/render-app';
import { loggedEvents } from '../../../tests/harness/session-fixture';
import { pushLocalToastAtom } from '../../state/derived';
import { ToastViewport } from './toast-viewport';

/** The session's incidents call fails as told: the data layer toasts the failure. */
const incidentsFail = (error: () => unknown): RenderAppOptions => ({ network: ({ backend }) => backend.autoFail('incidents', error) });

describe('toast viewport', () => {
  it('renders the translated key with its params', async () => {
    await renderApp({ ui: <ToastViewport />, ...incidentsFail(() => httpFailure(500, 'Server Error')) });
    expect(await screen.findByTestId('toast')).toHaveTextContent('The request failed (HTTP 500).');
  });

  it('renders server text as plain text, never as HTML', async () => {
    const text = '<img src=x onerror="alert(1)"><b>bold</b>';
    await renderApp({ ui: <ToastViewport />, ...incidentsFail(() => apiErrors.validation(text)) });
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByTestId('toast-text').textContent).toBe(text);
    expect(toast.querySelector('img')).toBeNull();
    expect(toast.querySelector('b')).toBeNull();
  });

  it('shows at most 8', async () => {
    const texts = Array.from({ length: 11 }, (_, i) => `message ${i}`);
    await renderApp({ ui: <ToastViewport />, ...incidentsFail(() => apiErrors.validation(...texts)) });
    expect(await screen.findByText('message 10')).toBeInTheDocument();
    expect(screen.getAllByTestId('toast')).toHaveLength(8);
    expect(screen.queryByText('message 2')).toBeNull();
  });

  it('dismisses a worker toast through the data layer', async () => {
    const app = await renderApp({ ui: <ToastViewport />, ...incidentsFail(() => apiErrors.unavailable()) });
    await app.user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
    expect(app.dl.engine.state().toasts.items).toEqual([]);
    expect(loggedEvents(app.dl, 'toast/dismissed')).toHaveLength(1);
  });

  it('dismisses after 5000 ms', async () => {
    const app = await renderApp({ ui: <ToastViewport />, ...incidentsFail(() => apiErrors.unavailable()) });
    await app.settle();
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    await app.advance(4999);
    await app.settle();
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    expect(loggedEvents(app.dl, 'toast/dismissed')).toHaveLength(0);
    await app.advance(1);
    await app.settle();
    expect(loggedEvents(app.dl, 'toast/dismissed')).toHaveLength(1);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('shows and removes main-thread toasts without involving the worker', async () => {
    const app = await renderApp({ ui: <ToastViewport /> });
    act(() => app.store.set(pushLocalToastAtom, { kind: 'error', key: 'GUARD_PAGES.FORBIDDEN' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('You do not have access to that page.');
    await app.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
    expect(loggedEvents(app.dl, 'toast/dismissed')).toEqual([]);
  });
});
