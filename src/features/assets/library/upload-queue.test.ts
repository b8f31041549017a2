import { describe, expect, it } from 'vitest';
import { clearFinished, nextToUpload, queueFiles, resolveConflict, settle, type UploadItem } from './upload-queue';

const file = (name: string) => new File(['x'], name);
const keys = (prefix: string) => (i: number) => `${prefix}${i}`;
const view = (items: readonly UploadItem[]) => items.map((i) => [i.file.name, i.status, i.action]);

describe('the upload queue', () => {
  it('asks before a name that is already in the folder or already queued for it', () => {
    const items = queueFiles([], [file('a.png'), file('b.png'), file('a.png')], '/Logos', new Set(['b.png']), keys('k'));
    expect(view(items)).toEqual([
      ['a.png', 'waiting', 'keep'],
      ['b.png', 'conflict', 'keep'],
      ['a.png', 'conflict', 'keep'],
    ]);
    const elsewhere = queueFiles(items, [file('a.png')], '/Video', new Set(), keys('v'));
    expect(elsewhere[3]?.status).toBe('waiting');
  });

  it('fails a name the server would refuse at once, without sending it or making it a conflict', () => {
    const items = queueFiles([], [file('a\u0001.png'), file(`${'x'.repeat(252)}.png`), file('ok.png')], '/', new Set(['a\u0001.png']), keys('k'));
    expect(items.map((i) => [i.status, i.error])).toEqual([
      ['failed', { key: 'FILE_NAME.CONTROL_CHARACTER' }],
      ['failed', { key: 'FILE_NAME.TOO_LONG' }],
      ['waiting', null],
    ]);
    expect(nextToUpload(items)?.key).toBe('k2');
  });

  it('keeps both, replaces or skips on the user’s choice', () => {
    let items = queueFiles([], [file('a.png'), file('b.png')], '/', new Set(['a.png', 'b.png']), keys('k'));
    items = resolveConflict(items, 'k0', 'replace');
    items = resolveConflict(items, 'k1', 'skip');
    expect(view(items)).toEqual([
      ['a.png', 'waiting', 'replace'],
      ['b.png', 'skipped', 'keep'],
    ]);
  });

  it('sends one at a time in order, and clears what is finished', () => {
    let items = queueFiles([], [file('a'), file('b'), file('c')], '/', new Set(['c']), keys('k'));
    expect(nextToUpload(items)?.key).toBe('k0');
    items = settle(items, 'k0', { status: 'uploading', error: null });
    expect(nextToUpload(items)).toBeNull();
    items = settle(items, 'k0', { status: 'failed', error: { text: 'The brand storage is full.' } });
    expect(nextToUpload(items)?.key).toBe('k1');
    items = settle(items, 'k1', { status: 'done', error: null });
    expect(nextToUpload(items)).toBeNull();
    expect(view(clearFinished(items))).toEqual([['c', 'conflict', 'keep']]);
  });
});
