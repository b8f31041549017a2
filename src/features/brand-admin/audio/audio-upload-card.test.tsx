import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProfileUploads, UploadedAudio } from '../../../../worker/domains/brand-admin/contract';
import { renderApp } from '../../../../tests/harness/render-app';
import { httpFailure } from '../../../../tests/harness/http-failure';

// jsdom cannot decode audio: the browser's duration reader answers 2.5 s for every file.
vi.mock('./read-audio-duration', () => ({ readAudioDuration: () => Promise.resolve(2.5) }));

function uploadsServer(canUpload = true) {
  const files: UploadedAudio[] = [];
  const record = (): ProfileUploads => ({ id: 'profile-uploads', directoryId: 1000, path: '/editor-3', canUpload, files: [...files] });
  return {
    files,
    install: (role: 'manager' | 'visitor' = 'manager') =>
      renderApp({
        path: '/acme/brand-settings/brand-profile',
        role,
        network: ({ backend }) => {
          backend.autoAnswer('profileUploads', () => record()).autoAnswer('uploadAudio', (call) => {
            const args = call.args[0] as { name: string; duration: number };
            files.unshift({ id: String(files.length + 1), name: args.name, size: 10, duration: args.duration, createdAt: '2025-06-15T12:00:00' });
          });
        },
      }),
  };
}

const audio = (name: string, type = 'audio/mpeg', bytes = 3) => new File(['x'.repeat(bytes)], name, { type });
/** Dropped rather than chosen: the file chooser's accept filter does not apply to a drop. */
const drop = (files: File[]) => fireEvent.drop(screen.getByTestId('audio-drop-zone'), { dataTransfer: { files } });
const item = (name: string) => screen.getAllByTestId('audio-item').find((el) => el.dataset.name === name)!;

describe('the audio upload', { timeout: 15_000 }, () => {
  // The first render loads every page chunk; on a busy 2-core machine that alone nears 5 s.
  it('marks an unsupported file invalid with the message and no duration; a valid one gets its duration', async () => {
    const server = uploadsServer();
    await server.install();
    await screen.findByTestId('audio-input');
    drop([audio('jingle.mp3'), new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    await waitFor(() => expect(item('jingle.mp3').dataset.status).toBe('ready'));
    expect(item('jingle.mp3')).toHaveTextContent('3 B · 0:03');
    expect(item('notes.txt').dataset.valid).toBe('false');
    expect(within(item('notes.txt')).getByTestId('audio-item-errors')).toHaveTextContent('This file type is not supported. Choose an MP3, WAV, OGG or M4A/AAC audio file.');
    expect(item('notes.txt')).not.toHaveTextContent('0:03');
    expect(screen.getByTestId('audio-upload-button')).toHaveTextContent('Upload (1)');
  });

  it('replaces an earlier item when a file of the same name is chosen again', async () => {
    const app = await uploadsServer().install();
    const input = await screen.findByTestId('audio-input');
    await app.user.upload(input, [audio('voice.wav', 'audio/wav', 1), audio('other.mp3')]);
    await app.user.upload(input, [audio('voice.wav', 'audio/wav', 9)]);
    await waitFor(() => expect(item('voice.wav').dataset.status).toBe('ready'));
    expect(screen.getAllByTestId('audio-item').map((el) => el.dataset.name)).toEqual(['voice.wav', 'other.mp3']);
    expect(item('voice.wav')).toHaveTextContent('9 B');
  });

  it('uploads only the valid items, one request each with the upload directory, then lists them', async () => {
    const server = uploadsServer();
    const app = await server.install();
    await screen.findByTestId('audio-input');
    drop([audio('a.mp3'), new File(['x'], 'notes.txt', { type: 'text/plain' }), audio('b.ogg', 'audio/ogg'), new File(['x'], 'clip.mp4', { type: 'video/mp4' })]);
    await waitFor(() => expect(screen.getByTestId('audio-upload-button')).toHaveTextContent('Upload (2)'));
    await app.user.click(screen.getByTestId('audio-upload-button'));
    await waitFor(() => expect(item('b.ogg').dataset.status).toBe('uploaded'));
    const sent = app.backend.calls.filter((c) => c.method === 'uploadAudio').map((c) => c.args[0] as { name: string; duration: number; path: string; file: File });
    expect(sent.map((x) => [x.name, x.duration, x.path])).toEqual([
      ['a.mp3', 2.5, '/editor-3'],
      ['b.ogg', 2.5, '/editor-3'],
    ]);
    expect(item('notes.txt').dataset.status).toBe('invalid');
    await waitFor(() => expect(screen.getAllByTestId('uploaded-audio-row').map((row) => row.firstChild?.textContent)).toEqual(['b.ogg', 'a.mp3']));
    // Nothing left to send: a second click would upload nothing.
    expect(screen.getByTestId('audio-upload-button')).toBeDisabled();
  });

  it('shows a failed upload next to its item and lets it be tried again', async () => {
    const app = await uploadsServer().install();
    app.backend.autoFail('uploadAudio', () => httpFailure(422, 'Unprocessable', { message: 'The brand storage is full.', errors: { file: ['The brand storage is full.'] } }));
    await app.user.upload(await screen.findByTestId('audio-input'), [audio('a.mp3')]);
    await waitFor(() => expect(item('a.mp3').dataset.status).toBe('ready'));
    await app.user.click(screen.getByTestId('audio-upload-button'));
    await waitFor(() => expect(item('a.mp3').dataset.status).toBe('failed'));
    expect(within(item('a.mp3')).getByTestId('audio-item-failure')).toHaveTextContent('The brand storage is full.');
    expect(screen.getByTestId('audio-upload-button')).toHaveTextContent('Upload (1)');
  });

  it('lets visitors see their uploads but not upload', async () => {
    await uploadsServer(false).install('visitor');
    expect(await screen.findByTestId('audio-read-only')).toBeInTheDocument();
    expect(screen.queryByTestId('audio-input')).toBeNull();
    expect(screen.getByTestId('uploaded-audio-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('brand-profile-form')).toBeNull();
  });
});
