/**
 * The generic writes and the resource meta through the real engine over fake ports, under
 * virtual time: what a write answers, the 422's field errors, and what a write refreshes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordLabel, ResourceMeta, ResourcePage, ResourceRecord } from './contract';
import { startSession, type StartedSession } from '../../../tests/harness';
import { httpFailure } from '../../../tests/harness/http-failure';
import { useVirtualClock } from '../../../tests/harness/virtual-clock';

useVirtualClock();
let session: StartedSession | null = null;
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

const adSet = (id: number, name: string): ResourceRecord => ({ id: String(id), label: name, fields: { id, name, format: 'html' } });
const pageOf = (items: ResourceRecord[]): ResourcePage => ({ items, page: 1, perPage: 20, total: items.length, lastPage: 1 });
const meta = (total: number) => ({ total, archived: 0, countsBy: {}, options: { formats: ['html', 'png'] }, choices: {}, numbers: {} });
const viewOf = (s: StartedSession, id: number) => [...s.dl.engine.liveQueries.views()].find((v) => v.id === id);

async function started() {
  session = await startSession({ routeBrand: 'acme' });
  return session;
}

describe('resource/create and resource/update', () => {
  it('create posts the fields, answers the record, and the resource’s list and meta refetch once; its label is known without a request', async () => {
    const s = await started();
    const rows = [adSet(1, 'Spring')];
    s.backend
      .autoAnswer('resourceList', () => pageOf(rows))
      .autoAnswer('resourceMeta', () => meta(rows.length))
      .autoAnswer('resourceCreate', () => {
        rows.unshift(adSet(2, 'Summer'));
        return adSet(2, 'Summer');
      });
    const list = await s.dl.watch({ kind: 'resource/list', resource: 'ad-set', page: 1, perPage: 20 }, 'acme');
    const counts = await s.dl.watch({ kind: 'resource/meta', resource: 'ad-set' }, 'acme');
    const otherMeta = await s.dl.watch({ kind: 'resource/meta', resource: 'feed' }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    expect((viewOf(s, counts)?.result as ResourceMeta).total).toBe(1);

    const result = await s.dl.dispatch({ type: 'resource/create', resource: 'ad-set', fields: { name: 'Summer', format: 'html' } });
    expect(result).toEqual({ ok: true, id: '2', record: adSet(2, 'Summer') });
    expect(s.backend.calls.find((c) => c.method === 'resourceCreate')?.args[0]).toEqual({ resource: 'ad-set', fields: { name: 'Summer', format: 'html' } });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(s.backend.count('resourceList')).toBe(2);
    expect(s.backend.count('resourceMeta')).toBe(3); // ad-set twice, feed once: another resource is not touched
    expect((viewOf(s, list)?.result as ResourcePage).items.map((r) => r.label)).toEqual(['Summer', 'Spring']);
    expect((viewOf(s, counts)?.result as ResourceMeta).total).toBe(2);
    expect(viewOf(s, otherMeta)?.status).toBe('ready');

    const label = await s.dl.watch({ kind: 'resource/label', resource: 'ad-set', id: '2' }, 'acme');
    await vi.advanceTimersByTimeAsync(1_000);
    expect((viewOf(s, label)?.result as RecordLabel).label).toBe('Summer');
    expect(s.backend.count('resourceList')).toBe(2);
  });

  it('update puts the changed fields to the record and a reference shows the new name', async () => {
    const s = await started();
    s.backend.autoAnswer('resourceList', pageOf([adSet(1, 'Spring')])).autoAnswer('resourceUpdate', adSet(1, 'Spring sale'));
    const label = await s.dl.watch({ kind: 'resource/label', resource: 'ad-set', id: '1' }, 'acme');
    await vi.advanceTimersByTimeAsync(250);
    expect((viewOf(s, label)?.result as RecordLabel).label).toBe('Spring');
    const result = await s.dl.dispatch({ type: 'resource/update', resource: 'ad-set', id: '1', fields: { name: 'Spring sale' } });
    expect(result.ok).toBe(true);
    expect(s.backend.calls.find((c) => c.method === 'resourceUpdate')?.args[0]).toEqual({ resource: 'ad-set', id: '1', fields: { name: 'Spring sale' } });
    await vi.advanceTimersByTimeAsync(2_000);
    expect((viewOf(s, label)?.result as RecordLabel).label).toBe('Spring sale');
    // Learned from the write's answer: the label's refetch asked nobody.
    expect(s.backend.count('resourceList')).toBe(1);
  });

  it('a 422 gives the field errors to the form and refreshes nothing', async () => {
    const s = await started();
    s.backend
      .autoAnswer('resourceList', pageOf([]))
      .autoFail('resourceCreate', () => httpFailure(422, 'Unprocessable Content', { message: 'The name field is required.', errors: { name: ['The name field is required.'], feed_id: ['The selected feed id is invalid.'] } }));
    await s.dl.watch({ kind: 'resource/list', resource: 'ad-set', page: 1, perPage: 20 }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    const result = await s.dl.dispatch({ type: 'resource/create', resource: 'ad-set', fields: { name: '', feed_id: 99 } });
    expect(result).toEqual({
      ok: false,
      error: 'REQUESTS.INVALID',
      fieldErrors: { name: ['The name field is required.'], feed_id: ['The selected feed id is invalid.'] },
      message: 'The name field is required.',
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(s.backend.count('resourceList')).toBe(1);
  });
});

describe('resource/meta', () => {
  it('is refetched when a record of its resource is removed or archived by a live change, not for other changes', async () => {
    const s = await started();
    s.backend.autoAnswer('resourceMeta', meta(3));
    await s.dl.watch({ kind: 'resource/meta', resource: 'feed' }, 'acme');
    await vi.advanceTimersByTimeAsync(0);
    expect(s.backend.count('resourceMeta')).toBe(1);
    s.dl.engine.emit({ event: { type: 'records/removed', resource: 'feed', id: '3' }, source: 'command', brand: 'acme' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(s.backend.count('resourceMeta')).toBe(2);
    s.dl.engine.emit({ event: { type: 'records/removed', resource: 'product', id: '3' }, source: 'command', brand: 'acme' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(s.backend.count('resourceMeta')).toBe(2);
  });
});
