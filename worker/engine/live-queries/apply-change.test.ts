// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ResourceListQuery, ResourcePage, ResourceRecord } from '../../contract/queries';
import { applyChange, insertRecord, matchesList } from './apply-change';
import type { RecordChange } from './patcher';

const rec = (id: string, status: string, progress = 0): ResourceRecord => ({ id, label: id, fields: { id: Number(id), status, progress } });
const page = (items: ResourceRecord[], p = 1, perPage = 3): ResourcePage => ({ items, page: p, perPage, total: items.length, lastPage: 1 });
const list = (filter?: Record<string, string>): ResourceListQuery => ({ kind: 'resource/list', resource: 'visual-build', page: 1, perPage: 3, ...(filter ? { filter } : {}) });
const change = (id: string, fields: RecordChange['fields'], created = false): RecordChange => ({ resource: 'visual-build', id, fields, created });

describe('applyChange', () => {
  it('merges the fields of a shown record and keeps every other record (and the untouched ones) identical', () => {
    const a = rec('1', 'queued');
    const b = rec('2', 'queued');
    const outcome = applyChange(list(), page([a, b]), change('2', { status: 'rendering', progress: 40 }));
    expect(outcome.kind).toBe('patched');
    const items = (outcome as { result: ResourcePage }).result.items;
    expect(items[0]).toBe(a);
    expect(items[1]?.fields).toMatchObject({ status: 'rendering', progress: 40 });
  });

  it('does nothing when the values did not change, or for another resource', () => {
    expect(applyChange(list(), page([rec('1', 'queued')]), change('1', { status: 'queued' }))).toEqual({ kind: 'none' });
    expect(applyChange({ ...list(), resource: 'ad-set' }, page([rec('1', 'queued')]), change('1', { status: 'x' }))).toEqual({ kind: 'none' });
  });

  it('removes a record that no longer matches the filter and lowers the total', () => {
    const outcome = applyChange(list({ status: 'queued' }), page([rec('1', 'queued'), rec('2', 'queued')]), change('1', { status: 'rendering' }));
    const result = (outcome as { result: ResourcePage }).result;
    expect(result.items.map((r) => r.id)).toEqual(['2']);
    expect(result.total).toBe(1);
  });

  it('refetches when a record not shown changes a filtered field; ignores it otherwise', () => {
    expect(applyChange(list({ status: 'queued' }), page([]), change('9', { status: 'queued' }))).toEqual({ kind: 'refetch' });
    expect(applyChange(list(), page([]), change('9', { status: 'queued' }))).toEqual({ kind: 'none' });
  });

  it('asks for the whole record of a created one, on a first page only', () => {
    expect(applyChange(list(), page([]), change('9', {}, true))).toEqual({ kind: 'need-record' });
    expect(applyChange({ ...list(), page: 2 }, page([], 2), change('9', {}, true))).toEqual({ kind: 'none' });
  });

  it('patches a watched record with its id only', () => {
    const record = rec('5', 'queued');
    const get = { kind: 'resource/get', resource: 'visual-build', id: '5' } as const;
    expect(applyChange(get, record, change('6', { status: 'x' }))).toEqual({ kind: 'none' });
    expect(applyChange(get, record, change('5', { progress: 3 }))).toMatchObject({ kind: 'patched', result: { fields: { progress: 3 } } });
  });
});

describe('insertRecord', () => {
  it('puts a matching record first, keeps the page size and counts it', () => {
    const outcome = insertRecord(list(), page([rec('3', 'queued'), rec('2', 'queued'), rec('1', 'queued')]), rec('4', 'queued'));
    const result = (outcome as { result: ResourcePage }).result;
    expect(result.items.map((r) => r.id)).toEqual(['4', '3', '2']);
    expect(result.total).toBe(4);
    expect(result.lastPage).toBe(2);
  });

  it('skips a record that does not match or is already there', () => {
    expect(insertRecord(list({ status: 'queued' }), page([]), rec('4', 'rendering'))).toEqual({ kind: 'none' });
    expect(insertRecord(list(), page([rec('4', 'queued')]), rec('4', 'queued'))).toEqual({ kind: 'none' });
  });
});

describe('matchesList', () => {
  it('compares filter values as text, and cannot tell with a search, ids or an unknown field', () => {
    expect(matchesList({ ...list(), filter: { visual_version_id: '7' } }, { visual_version_id: 7 })).toBe(true);
    expect(matchesList({ ...list(), search: 'x' }, {})).toBeNull();
    expect(matchesList({ ...list(), ids: ['1'] }, {})).toBeNull();
    expect(matchesList({ ...list(), filter: { template: '3' } }, { status: 'x' })).toBeNull();
  });
});
