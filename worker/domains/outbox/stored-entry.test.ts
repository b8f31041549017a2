import { describe, expect, it } from 'vitest';
import { readStoredEntry } from './stored-entry';

const base = { key: 'key-12345678', brand: 'acme', userId: 1, tab: 'tab-1', createdAt: 1_700_000_000_000, status: 'waiting', refusal: null };
const manual = { kind: 'manual', name: 'Shoes', currency: 'EUR', columns: [{ name: 'sku', type: 'text' }, { name: 'price', type: 'price' }], rows: [{ sku: 'S-1', price: '12.50' }] };

describe('an outbox entry read back from IndexedDB', () => {
  it('reads each kind the outbox keeps, a manual feed’s grid whole', () => {
    const feedEdit = { ...base, command: { type: 'feeds/edit', id: '7', input: manual } };
    expect(readStoredEntry(feedEdit)).toEqual(feedEdit);
    const comment = { ...base, command: { type: 'comments/add', versionId: '11', comment: 'Hi' } };
    expect(readStoredEntry(comment)).toEqual(comment);
  });

  it('a page closed mid-send left it sending: it waits again', () => {
    expect(readStoredEntry({ ...base, status: 'sending', command: { type: 'notifications/mark-read', id: 'n-1' } })?.status).toBe('waiting');
  });

  it('leaves out what it would not have kept or cannot trust: never sent', () => {
    const feed = (input: unknown) => ({ ...base, command: { type: 'feeds/edit', id: '7', input } });
    expect(readStoredEntry(feed({ ...manual, kind: 'upload' }))).toBeNull();
    expect(readStoredEntry(feed({ ...manual, rows: [{ sku: 12 }] }))).toBeNull();
    expect(readStoredEntry(feed({ ...manual, columns: [{ name: 'sku', type: 'script' }] }))).toBeNull();
    expect(readStoredEntry({ ...base, command: { type: 'versions/action', id: '11', action: 'delete' } })).toBeNull();
    expect(readStoredEntry({ ...base, key: 'short', command: { type: 'notifications/mark-read', id: 'n-1' } })).toBeNull();
    expect(readStoredEntry('not an entry')).toBeNull();
  });
});
