/**
 * Upload progress: the port's reports of bytes sent become `uploads/progress` for the
 * id the page gave the command, and the entry goes when the upload settles, whatever the outcome.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrors, loggedEvents, startSession, type StartedSession } from '../../../tests/harness';
import { useVirtualClock } from '../../../tests/harness/virtual-clock';

let session: StartedSession | null = null;

useVirtualClock();
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

const progress = (s: StartedSession) => s.dl.engine.state().uploads.progress;
const file = new Blob(['x'.repeat(2048)], { type: 'image/png' });
const upload = (id?: string) => ({ type: 'assets/upload', path: '/editor', file, name: 'a.png', duration: null, action: 'keep', ...(id === undefined ? {} : { upload: id }) }) as const;

describe('uploads slice', () => {
  it('follows the bytes sent of a named upload and forgets it once answered', async () => {
    session = await startSession();
    const s = session;
    s.backend.manual('assetUpload');
    const done = s.dl.dispatch(upload('upload-7'));
    await vi.advanceTimersByTimeAsync(0);
    expect(progress(s)).toEqual({});
    s.backend.uploadProgress('assetUpload', 512, 2100);
    s.backend.uploadProgress('assetUpload', 2100, 2100);
    await vi.advanceTimersByTimeAsync(0);
    expect(progress(s)).toEqual({ 'upload-7': { sent: 2100, total: 2100 } });
    expect(loggedEvents(s.dl, 'uploads/progress').map((e) => [e.sent, e.total])).toEqual([
      [512, 2100],
      [2100, 2100],
    ]);
    s.backend.answer('assetUpload', { id: '41' });
    expect(await done).toMatchObject({ ok: true });
    expect(progress(s)).toEqual({});
    expect(loggedEvents(s.dl, 'uploads/settled')).toEqual([{ type: 'uploads/settled', upload: 'upload-7' }]);
  });

  it('forgets a failed upload too', async () => {
    session = await startSession();
    const s = session;
    s.backend.manual('assetUpload');
    const done = s.dl.dispatch(upload('upload-8'));
    await vi.advanceTimersByTimeAsync(0);
    s.backend.uploadProgress('assetUpload', 100, 2100);
    await vi.advanceTimersByTimeAsync(0);
    expect(Object.keys(progress(s))).toEqual(['upload-8']);
    s.backend.fail('assetUpload', apiErrors.unavailable());
    expect(await done).toMatchObject({ ok: false });
    expect(progress(s)).toEqual({});
  });

  it('asks the port for no progress when the page named no upload', async () => {
    session = await startSession();
    const s = session;
    s.backend.manual('assetUpload');
    void s.dl.dispatch(upload());
    await vi.advanceTimersByTimeAsync(0);
    expect(() => s.backend.uploadProgress('assetUpload', 1, 2)).toThrow(/reports no upload progress/);
  });

  it('drops the old brand’s uploads at a brand switch', async () => {
    session = await startSession();
    const s = session;
    s.backend.manual('assetUpload');
    void s.dl.dispatch(upload('upload-9'));
    await vi.advanceTimersByTimeAsync(0);
    s.backend.uploadProgress('assetUpload', 100, 2100);
    await vi.advanceTimersByTimeAsync(0);
    await s.dl.dispatch({ type: 'brand/switch', identifier: 'beta' });
    await vi.advanceTimersByTimeAsync(100);
    expect(progress(s)).toEqual({});
  });
});
