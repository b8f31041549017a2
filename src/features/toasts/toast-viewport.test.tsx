import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/harness/render-app';
import { makeToast, signedInSnapshot } from '../../../tests/harness/snapshot-fixtures';
import { pushLocalToastAtom } from '../../state/derived';
import { ToastViewport } from './toast-viewport';

describe('toast viewport', () => {
  afterEach(() => vi.useRealTimers());

  it('renders the translated key with its params', async () => {
    await renderApp({ snapshot: signedInSnapshot({ toasts: [makeToast({ id: 't1', key: 'REQUESTS.FAILED', params: { status: 500, statusText: 'Server Error' } })] }), ui: <ToastViewport /> });
    expect(screen.getByTestId('toast')).toHaveTextContent('The request failed: 500 Server Error');
  });

  it('renders server text as plain text, never as HTML', async () => {
    const text = '<img src=x onerror="alert(1)"><b>bold</b>';
    await renderApp({ snapshot: signedInSnapshot({ toasts: [makeToast({ id: 't1', key: 'REQUESTS.INVALID', text })] }), ui: <ToastViewport /> });
    const toast = screen.getByTestId('toast');
    expect(within(toast).getByTestId('toast-text').textContent).toBe(text);
    expect(toast.querySelector('img')).toBeNull();
    expect(toast.querySelector('b')).toBeNull();
  });

  it('shows at most 8', async () => {
    const toasts = Array.from({ length: 11 }, (_, i) => makeToast({ id: `t${i}`, at: i, key: 'REQUESTS.INVALID', text: `message ${i}` }));
    await renderApp({ snapshot: signedInSnapshot({ toasts }), ui: <ToastViewport /> });
    expect(screen.getAllByTestId('toast')).toHaveLength(8);
    expect(screen.queryByText('message 2')).toBeNull();
    expect(screen.getByText('message 10')).toBeInTheDocument();
  });

  it('dismisses a worker toast through toast/dismiss', async () => {
    const app = await renderApp({ snapshot: signedInSnapshot({ toasts: [makeToast({ id: 't1' })] }), ui: <ToastViewport /> });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(app.api.commandsOf('toast/dismiss')).toEqual([{ type: 'toast/dismiss', id: 't1' }]);
  });

  it('dismisses after 5000 ms', async () => {
    vi.useFakeTimers();
    const app = await renderApp({ snapshot: signedInSnapshot({ toasts: [makeToast({ id: 't1' })] }), ui: <ToastViewport /> });
    act(() => vi.advanceTimersByTime(4999));
    expect(app.api.commandsOf('toast/dismiss')).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(app.api.commandsOf('toast/dismiss')).toEqual([{ type: 'toast/dismiss', id: 't1' }]);
  });

  it('shows and removes main-thread toasts without involving the worker', async () => {
    const app = await renderApp({ ui: <ToastViewport /> });
    act(() => app.store.set(pushLocalToastAtom, { kind: 'error', key: 'GUARD_PAGES.FORBIDDEN' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('You do not have access to that page.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
    expect(app.api.commandsOf('toast/dismiss')).toEqual([]);
  });
});
