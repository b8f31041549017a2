/**
 * The creative workflow's commands and watched queries through the real engine over
 * fake ports, under virtual time: what each write sends, what it changes in the watches, and
 * what a failing call leaves behind (no change, the error events, the result a form shows).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page, QueryItem } from '../../worker/contract/page';
import { aComment, aRender, aVersion, aVisual, loggedEvents, startSession, type StartedSession } from '../harness';
import { httpFailure } from '../harness/http-failure';
import { useVirtualClock } from '../harness/virtual-clock';

useVirtualClock();
let session: StartedSession | null = null;
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

const page = <T extends QueryItem>(items: T[]): Page<T> => ({ items, page: 1, perPage: 20, total: items.length, lastPage: 1 });
const invalid = (errors: Record<string, string[]>) => httpFailure(422, 'Unprocessable Content', { message: Object.values(errors)[0]?.[0], errors });

async function started() {
  session = await startSession({ routeBrand: 'acme' });
  return session;
}

function viewOf(s: StartedSession, id: number) {
  return [...s.dl.engine.liveQueries.views()].find((v) => v.id === id);
}
const count = (s: StartedSession, name: Parameters<StartedSession['backend']['count']>[0]) => s.backend.count(name);
const failures = (s: StartedSession) => loggedEvents(s.dl, 'request/failed').filter((e) => e.kind !== 'aborted');
const toasts = (s: StartedSession) => s.dl.engine.state().toasts.items.map((t) => t.text ?? t.key);

describe('templates (visuals/*)', () => {
  it('create uploads the multipart, answers the new id, and the watched list refetches once', async () => {
    const s = await started();
    s.backend.autoAnswer('visualsList', page([aVisual(1)])).autoAnswer('visualCreate', { id: '42' });
    const list = await s.dl.watch({ kind: 'visuals/list', page: 1, perPage: 20, view: 'active' }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    const file = new Blob(['<html></html>'], { type: 'text/html' });
    const form = { name: 'Spring', description: 'Sale', overriddenTags: ['spring', 'sale'], outputCategory: 'display', defaultOutputFormat: 'html' };
    const result = await s.dl.dispatch({ type: 'visuals/create', form, package: file, packageName: 'spring.html' });
    expect(result).toEqual({ ok: true, id: '42' });
    expect(s.backend.calls.find((c) => c.method === 'visualCreate')?.args[0]).toEqual({ form, package: file, packageName: 'spring.html' });
    await vi.advanceTimersByTimeAsync(999);
    expect(count(s, 'visualsList')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(count(s, 'visualsList')).toBe(2);
    expect(viewOf(s, list)?.status).toBe('ready');
  });

  it('a refused create gives the field errors to the form, toasts them, logs the failure and refetches nothing', async () => {
    const s = await started();
    s.backend.autoAnswer('visualsList', page([])).autoFail('visualCreate', () => invalid({ name: ['The name field is required.'] }));
    await s.dl.watch({ kind: 'visuals/list', page: 1, perPage: 20, view: 'active' }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    const result = await s.dl.dispatch({ type: 'visuals/create', form: { name: '', description: '', overriddenTags: [], outputCategory: '', defaultOutputFormat: 'html' }, package: new Blob(['x']), packageName: 'x.zip' });
    expect(result).toEqual({ ok: false, error: 'REQUESTS.INVALID', fieldErrors: { name: ['The name field is required.'] }, message: 'The name field is required.' });
    expect(toasts(s)).toEqual(['The name field is required.']);
    expect(failures(s).map((f) => `${f.method} ${f.path} ${f.status}`)).toEqual(['POST /api/v1/visual 422']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(count(s, 'visualsList')).toBe(1);
  });

  it.each([
    ['unpublish', 'visualUnpublish', '7'],
    ['publish', 'visualPublish', '7'],
    ['archive', 'visualDelete', { id: '7', force: false }],
    ['force-delete', 'visualDelete', { id: '7', force: true }],
    ['restore', 'visualRestore', '7'],
  ] as const)('%s calls %s and refetches the template it shows', async (action, call, args) => {
    const s = await started();
    s.backend.autoAnswer('visualGet', aVisual(7)).autoAnswer(call, undefined as never);
    await s.dl.watch({ kind: 'visuals/get', id: '7' }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    expect(await s.dl.dispatch({ type: 'visuals/action', id: '7', action })).toEqual({ ok: true });
    expect(s.backend.calls.filter((c) => c.method === call).map((c) => c.args[0])).toEqual([args]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(count(s, 'visualGet')).toBe(2);
  });

  it('a failed action shows the server message, changes nothing and refetches nothing', async () => {
    const s = await started();
    s.backend.autoAnswer('visualGet', aVisual(7)).autoFail('visualUnpublish', () => httpFailure(403, 'Forbidden', { message: 'Only managers may unpublish.' }));
    const watch = await s.dl.watch({ kind: 'visuals/get', id: '7' }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    const before = viewOf(s, watch)?.result;
    expect(await s.dl.dispatch({ type: 'visuals/action', id: '7', action: 'unpublish' })).toMatchObject({ ok: false, error: 'REQUESTS.UNAUTHORIZED' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(viewOf(s, watch)?.result).toBe(before);
    expect(count(s, 'visualGet')).toBe(1);
    expect(failures(s)).toHaveLength(1);
  });
});

describe('versions and review (versions/action)', () => {
  it('approve with a comment: the answer replaces the watched version at once, no refetch of it', async () => {
    const s = await started();
    s.backend.autoAnswer('versionGet', aVersion(11, { status: 'approval-requested' }));
    s.backend.autoAnswer('versionTransition', aVersion(11, { status: 'approved', approvalComment: 'Ship it' }));
    const watch = await s.dl.watch({ kind: 'versions/get', id: '11' }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    expect(await s.dl.dispatch({ type: 'versions/action', id: '11', action: 'approve', comment: 'Ship it' })).toEqual({ ok: true });
    expect(s.backend.calls.find((c) => c.method === 'versionTransition')?.args[0]).toEqual({ id: '11', action: 'approve', comment: 'Ship it' });
    expect(viewOf(s, watch)?.result).toMatchObject({ status: 'approved', approvalComment: 'Ship it' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(count(s, 'versionGet')).toBe(1);
  });

  it('an action the state does not allow: the 422 message, the version unchanged', async () => {
    const s = await started();
    s.backend.autoAnswer('versionGet', aVersion(11, { status: 'draft' }));
    s.backend.autoFail('versionTransition', () => invalid({ status: ['The version cannot request approval while it is draft.'] }));
    const watch = await s.dl.watch({ kind: 'versions/get', id: '11' }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    const result = await s.dl.dispatch({ type: 'versions/action', id: '11', action: 'request-approval' });
    expect(result).toMatchObject({ ok: false, message: 'The version cannot request approval while it is draft.' });
    expect(viewOf(s, watch)?.result).toMatchObject({ status: 'draft' });
    expect(toasts(s)).toEqual(['The version cannot request approval while it is draft.']);
  });

  it.each([
    ['cancel-approval', 'versionCancelApproval'],
    ['revise', 'versionRevise'],
    ['archive', 'versionArchive'],
  ] as const)('%s goes to %s', async (action, call) => {
    const s = await started();
    s.backend.autoAnswer(call, (call === 'versionArchive' ? undefined : aVersion(12)) as never);
    const result = await s.dl.dispatch({ type: 'versions/action', id: '11', action });
    expect(result.ok).toBe(true);
    expect(s.backend.calls.filter((c) => c.method === call).map((c) => c.args[0])).toEqual(['11']);
  });

  it("the other side of a review: a notification about the version refetches it once (1 s window)", async () => {
    const s = await started();
    s.backend.autoAnswer('versionGet', aVersion(11, { status: 'approval-requested' }));
    await s.dl.watch({ kind: 'versions/get', id: '11' }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    s.backend.autoAnswer('versionGet', aVersion(11, { status: 'rejected' }));
    s.graphql.pushNotification({ id: 'n1', type: 'App\\Notifications\\VisualVersionRejected', data: { visual: 1, visualVersion: 11 }, readAt: null, createdAt: '2026-11-23T09:00:00Z' });
    await vi.advanceTimersByTimeAsync(999);
    expect(count(s, 'versionGet')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(count(s, 'versionGet')).toBe(2);
  });
});

describe('comments', () => {
  it('add refetches the list; edit replaces in place; delete removes; a failed delete keeps it', async () => {
    const s = await started();
    s.backend.autoAnswer('commentsList', page([aComment(1), aComment(2)])).autoAnswer('commentAdd', aComment(3)).autoAnswer('commentEdit', aComment(2, { comment: 'Edited' }));
    const list = await s.dl.watch({ kind: 'comments/list', versionId: '11', page: 1, perPage: 50 }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    expect(await s.dl.dispatch({ type: 'comments/add', versionId: '11', comment: '<script>alert(1)</script>' })).toEqual({ ok: true, id: '3' });
    expect(s.backend.calls.find((c) => c.method === 'commentAdd')?.args[0]).toEqual({ versionId: '11', comment: '<script>alert(1)</script>' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(count(s, 'commentsList')).toBe(2);

    expect(await s.dl.dispatch({ type: 'comments/edit', versionId: '11', commentId: '2', comment: 'Edited' })).toEqual({ ok: true });
    expect((viewOf(s, list)?.result as Page<{ id: string; comment: string }>).items.map((c) => c.comment)).toEqual(['Comment 1', 'Edited']);

    s.backend.autoFail('commentDelete', () => httpFailure(403, 'Forbidden'));
    expect((await s.dl.dispatch({ type: 'comments/delete', versionId: '11', commentId: '1' })).ok).toBe(false);
    expect((viewOf(s, list)?.result as Page<QueryItem>).items.map((c) => c.id)).toEqual(['1', '2']);
    s.backend.autoAnswer('commentDelete', undefined);
    expect(await s.dl.dispatch({ type: 'comments/delete', versionId: '11', commentId: '1' })).toEqual({ ok: true });
    expect((viewOf(s, list)?.result as Page<QueryItem>).items.map((c) => c.id)).toEqual(['2']);
  });
});

describe('renders (builds/*)', () => {
  it('start puts the new renders at the top of a watched list at once; their creation events fetch nothing', async () => {
    const s = await started();
    s.backend.autoAnswer('buildsList', page([aRender(1)])).autoAnswer('buildsStart', [aRender(3), aRender(2)]);
    const list = await s.dl.watch({ kind: 'builds/list', page: 1, perPage: 999, filter: { versionId: '11' } }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    const result = await s.dl.dispatch({ type: 'builds/start', versionId: '11', sizes: [{ width: 300, height: 250 }, { width: 728, height: 90 }], outputFormat: 'html' });
    expect(result).toEqual({ ok: true, ids: ['3', '2'] });
    expect((viewOf(s, list)?.result as Page<QueryItem>).items.map((b) => b.id)).toEqual(['3', '2', '1']);
    s.live.emitRaw('private-brand.acme', 'VisualBuildCreated', { visualBuild: { id: 2, status: 'queued' } });
    s.live.emitRaw('private-brand.acme', 'VisualBuildCreated', { visualBuild: { id: 3, status: 'queued' } });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(count(s, 'buildsList')).toBe(1);
    expect(count(s, 'buildsByIds')).toBe(0);
  });

  it('a render that finishes is fetched once by id (its file, size, time), in place, without a list refetch', async () => {
    const s = await started();
    s.backend.autoAnswer('buildsList', page([aRender(1, { status: 'rendering', progress: 68 }), aRender(2, { status: 'rendering' })]));
    s.backend.autoAnswer('buildsByIds', page([aRender(1, { status: 'finished', progress: 100, size: 2048, downloadUrl: 'https://app.test/d/1', finishedAt: 'x' })]));
    const list = await s.dl.watch({ kind: 'builds/list', page: 1, perPage: 999, filter: {} }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    s.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { visualBuild: { id: 1, status: 'finished', progress: 100 } });
    s.live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { visualBuild: { id: 2, status: 'rendering', progress: 90 } });
    // The status shows at once; the rest follows the id queue's fetch 250 ms later.
    expect((viewOf(s, list)?.result as Page<{ id: string; status: string; size: number | null }>).items[0]).toMatchObject({ status: 'finished', size: null });
    await vi.advanceTimersByTimeAsync(250);
    expect(s.backend.calls.filter((c) => c.method === 'buildsByIds').map((c) => c.args[0])).toEqual([['1']]);
    const items = (viewOf(s, list)?.result as Page<{ id: string; status: string; size: number | null; progress: number }>).items;
    expect(items.map((b) => [b.id, b.status, b.size, b.progress])).toEqual([
      ['1', 'finished', 2048, 100],
      ['2', 'rendering', null, 90],
    ]);
    expect(count(s, 'buildsList')).toBe(1);
  });

  it('a render the brand cannot pay for: the server message in the result, nothing added', async () => {
    const s = await started();
    s.backend.autoAnswer('buildsList', page([])).autoFail('buildsStart', () => invalid({ balance: ['Not enough credits: 2 renders cost 2 credits, the balance is 0.'] }));
    const list = await s.dl.watch({ kind: 'builds/list', page: 1, perPage: 999, filter: {} }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    const result = await s.dl.dispatch({ type: 'builds/start', versionId: '11', sizes: [{ width: 1, height: 1 }, { width: 2, height: 2 }], outputFormat: 'html' });
    expect(result).toMatchObject({ ok: false, message: 'Not enough credits: 2 renders cost 2 credits, the balance is 0.', fieldErrors: { balance: ['Not enough credits: 2 renders cost 2 credits, the balance is 0.'] } });
    expect((viewOf(s, list)?.result as Page<QueryItem>).items).toEqual([]);
  });

  it("downloads: the server's file name, else the URL's last segment; a zip without a name gets a timestamped one", async () => {
    const s = await started();
    const blob = new Blob(['zip']);
    s.backend.autoAnswer('buildDownload', { blob, filename: 'banner-300x250.html' });
    expect(await s.dl.dispatch({ type: 'builds/download', id: '5' })).toEqual({ ok: true, file: { blob, name: 'banner-300x250.html' } });
    s.backend.autoAnswer('buildDownload', { blob, filename: null });
    expect(await s.dl.dispatch({ type: 'builds/download', id: '5' })).toEqual({ ok: true, file: { blob, name: 'download' } });
    s.backend.autoAnswer('buildsDownloadZip', { blob, filename: null });
    expect(await s.dl.dispatch({ type: 'builds/download-zip', ids: ['1', '2'] })).toEqual({ ok: true, file: { blob, name: 'renders-2025-05-01-09-00-00.zip' } });
    expect(s.backend.calls.find((c) => c.method === 'buildsDownloadZip')?.args[0]).toEqual(['1', '2']);
  });

  it('a zip of more than 999 renders is refused before any request; a JSON answer is an error with its message', async () => {
    const s = await started();
    const ids = Array.from({ length: 1000 }, (_, i) => String(i + 1));
    expect(await s.dl.dispatch({ type: 'builds/download-zip', ids })).toEqual({ ok: false, error: 'RENDERS.ZIP_LIMIT' });
    expect(count(s, 'buildsDownloadZip')).toBe(0);
    const { notAFile } = await import('../../worker/ports/http/classify');
    s.backend.autoFail('buildsDownloadZip', () => notAFile(200, { message: 'None of these renders is finished.' }, { label: 'GET /api/v1/visual-build/download' }));
    expect(await s.dl.dispatch({ type: 'builds/download-zip', ids: ['1'] })).toEqual({ ok: false, error: 'REQUESTS.NOT_A_FILE', message: 'None of these renders is finished.' });
    expect(toasts(s)).toEqual(['None of these renders is finished.']);
  });
});
