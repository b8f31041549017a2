import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, type RenderedApp } from '../../../../tests/harness/render-app';
import { libraryServer } from '../../../../tests/harness/servers/assets-test-server';

const trimCalls = (app: RenderedApp) => app.backend.calls.filter((c) => c.method === 'assetTrim').map((c) => c.args[0]);

describe('the video editor', () => {
  it('plays a library video from the session-protected content URL and links back to its folder', async () => {
    await renderApp({ path: '/acme/asset-library/video-editor/12', network: libraryServer().install });
    const player = await screen.findByTestId('editor-player');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', '/server/api/v1/files/12/content?brand=acme');
    expect(screen.getByTestId('editor-duration')).toHaveTextContent('0:03 (3 s)');
    expect(screen.getByTestId('editor-back')).toHaveAttribute('href', '/acme/asset-library?directory=3');
    expect(screen.getByLabelText(/^End/)).toHaveValue('3');
  });

  it('checks 0 ≤ start < end ≤ duration before saving a trimmed copy', async () => {
    const app = await renderApp({ path: '/acme/asset-library/video-editor/12', network: libraryServer().install });
    await screen.findByTestId('editor-player');
    const start = screen.getByLabelText(/^Start/);
    const end = screen.getByLabelText(/^End/);
    await app.user.clear(start);
    await app.user.type(start, '3');
    await app.user.click(screen.getByTestId('trim-save'));
    expect(await screen.findByText('The start must be before the end.')).toBeInTheDocument();
    await app.user.clear(start);
    await app.user.type(start, '0,5');
    await app.user.clear(end);
    await app.user.type(end, '3.5');
    await app.user.click(screen.getByTestId('trim-save'));
    expect(await screen.findByText('The end cannot be after 3 s.')).toBeInTheDocument();
    expect(trimCalls(app)).toEqual([]);
    await app.user.clear(end);
    await app.user.type(end, '2');
    await app.user.click(screen.getByTestId('trim-save'));
    expect(await screen.findByTestId('trim-saved')).toHaveTextContent('Saved as a new file in the same folder.');
    expect(trimCalls(app)).toEqual([{ id: '12', start: 0.5, end: 2 }]);
  });

  it('says a file that is not audio or video cannot be edited', async () => {
    await renderApp({ path: '/acme/asset-library/video-editor/10', network: libraryServer().install });
    expect(await screen.findByTestId('editor-unsupported')).toHaveTextContent('guidelines.txt is not a video or audio file.');
    expect(screen.queryByTestId('editor-player')).toBeNull();
  });

  it('is the 404 page for an unknown file', async () => {
    await renderApp({ path: '/acme/asset-library/video-editor/99999', network: libraryServer().install });
    expect(await screen.findByTestId('error-404')).toBeInTheDocument();
  });

  it('lets visitors play but not save', async () => {
    await renderApp({ path: '/acme/asset-library/video-editor/12', role: 'visitor', network: libraryServer().install });
    const form = await screen.findByTestId('trim-form');
    await waitFor(() => expect(within(form).queryByTestId('trim-save')).toBeNull());
    expect(within(form).getByLabelText(/^Start/)).toBeDisabled();
  });
});
