// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { VisualBuild } from '../../contract/creatives';
import type { BuildsListQuery } from '../../domains/builds/contract';
import type { Page, QueryItem } from '../../contract/page';
import type { ResourceListQuery, ResourcePage, ResourceRecord } from '../../domains/resources/contract';
import { DOMAINS } from '../../domains/registry';
import { resourceQueries, matchesList } from '../../domains/resources/queries';
import { applyChange, insertItem } from './apply-change';
import type { RecordChange } from './patcher';

type AnyDef = Parameters<typeof applyChange>[0];
const generic = resourceQueries['resource/list'] as unknown as AnyDef;
const genericGet = resourceQueries['resource/get'] as unknown as AnyDef;
const builds = DOMAINS.builds.queries['builds/list'] as unknown as AnyDef;

const rec = (id: string, status: string, progress = 0): ResourceRecord => ({ id, label: id, fields: { id: Number(id), status, progress } });
const page = <T extends QueryItem>(items: T[], p = 1, perPage = 3): Page<T> => ({ items, page: p, perPage, total: items.length, lastPage: 1 });
const list = (filter?: Record<string, string>): ResourceListQuery => ({ kind: 'resource/list', resource: 'visual-build', page: 1, perPage: 3, ...(filter ? { filter } : {}) });
const fields = (id: string, values: Record<string, string | number>, created = false): RecordChange => ({ kind: 'fields', resource: 'visual-build', id, fields: values, created });
const aBuild = (id: string, status: string): VisualBuild => ({
  id, visualId: '1', visualName: 'Banner', versionId: '7', versionNumber: 2, status, progress: 0, stage: null, outputFormat: 'html', width: 300, height: 250,
  size: null, cost: 1, error: null, reason: null, downloadUrl: null, createdAt: '2026-11-23T10:00:00Z', finishedAt: null,
});
const patched = (o: ReturnType<typeof applyChange>) => (o.kind === 'patched' ? (o.result as ResourcePage) : null);

describe('applyChange: field changes (live events)', () => {
  it('merges the fields of a shown record and keeps the untouched ones identical', () => {
    const a = rec('1', 'queued');
    const result = patched(applyChange(generic, list(), page([a, rec('2', 'queued')]), fields('2', { status: 'rendering', progress: 40 })));
    expect(result?.items[0]).toBe(a);
    expect((result?.items[1] as ResourceRecord).fields).toMatchObject({ status: 'rendering', progress: 40 });
  });

  it('does nothing when the values did not change, or for another resource', () => {
    expect(applyChange(generic, list(), page([rec('1', 'queued')]), fields('1', { status: 'queued' }))).toEqual({ kind: 'none' });
    expect(applyChange(generic, { ...list(), resource: 'ad-set' }, page([rec('1', 'queued')]), fields('1', { status: 'x' }))).toEqual({ kind: 'none' });
  });

  it('removes a record that no longer matches the filter and lowers the total', () => {
    const result = patched(applyChange(generic, list({ status: 'queued' }), page([rec('1', 'queued'), rec('2', 'queued')]), fields('1', { status: 'rendering' })));
    expect(result?.items.map((r) => r.id)).toEqual(['2']);
    expect(result?.total).toBe(1);
  });

  it('refetches when a record not shown changes a filtered field; ignores it otherwise', () => {
    expect(applyChange(generic, list({ status: 'queued' }), page([]), fields('9', { status: 'queued' }))).toEqual({ kind: 'refetch' });
    expect(applyChange(generic, list(), page([]), fields('9', { status: 'queued' }))).toEqual({ kind: 'none' });
  });

  it('asks for the whole record of a created one, on a first page only', () => {
    expect(applyChange(generic, list(), page([]), fields('9', {}, true))).toEqual({ kind: 'need-record' });
    expect(applyChange(generic, { ...list(), page: 2 }, page([], 2), fields('9', {}, true))).toEqual({ kind: 'none' });
  });

  it('patches a watched record with its id only', () => {
    const record = rec('5', 'queued');
    const get = { kind: 'resource/get', resource: 'visual-build', id: '5' } as const;
    expect(applyChange(genericGet, get, record, fields('6', { status: 'x' }))).toEqual({ kind: 'none' });
    expect(applyChange(genericGet, get, record, fields('5', { progress: 3 }))).toMatchObject({ kind: 'patched', result: { fields: { progress: 3 } } });
  });

  it('patches typed renders on their own properties, filtered by status and version', () => {
    const query: BuildsListQuery = { kind: 'builds/list', page: 1, perPage: 3, filter: { status: 'rendering', versionId: '7' } };
    const result = patched(applyChange(builds, query, page([aBuild('1', 'rendering'), aBuild('2', 'rendering')]), fields('1', { status: 'finished', progress: 100 })));
    expect(result?.items.map((b) => b.id)).toEqual(['2']);
    expect(applyChange(builds, query, page([]), fields('3', { status: 'rendering' }))).toEqual({ kind: 'refetch' });
  });
});

describe('applyChange: records/* events (writes, deletions, notifications)', () => {
  const query: BuildsListQuery = { kind: 'builds/list', page: 1, perPage: 3, filter: { versionId: '7' } };

  it('a typed list takes a written record: replaces it, inserts it first, or skips it by the filter', () => {
    const one = aBuild('1', 'queued');
    const replaced = patched(applyChange(builds, query, page([one]), { kind: 'replaced', resource: 'visual-build', id: '1', record: aBuild('1', 'rendering') }));
    expect((replaced?.items[0] as unknown as VisualBuild).status).toBe('rendering');
    const inserted = patched(applyChange(builds, query, page([one]), { kind: 'replaced', resource: 'visual-build', id: '2', record: aBuild('2', 'queued') }));
    expect(inserted?.items.map((b) => b.id)).toEqual(['2', '1']);
    const other = { ...aBuild('3', 'queued'), versionId: '8' };
    expect(applyChange(builds, query, page([one]), { kind: 'replaced', resource: 'visual-build', id: '3', record: other })).toEqual({ kind: 'none' });
  });

  it('a generic list cannot use a typed record: it refetches', () => {
    expect(applyChange(generic, list(), page([rec('1', 'q')]), { kind: 'replaced', resource: 'visual-build', id: '1', record: aBuild('1', 'q') })).toEqual({ kind: 'refetch' });
  });

  it('removed drops it (what is stale is matched by query keys: query-keys.test.ts)', () => {
    const two = page([aBuild('1', 'q'), aBuild('2', 'q')]);
    expect(patched(applyChange(builds, query, two, { kind: 'removed', resource: 'visual-build', id: '1' }))?.items.map((b) => b.id)).toEqual(['2']);
  });
});

describe('insertItem', () => {
  it('puts a matching record first, keeps the page size and counts it', () => {
    const result = patched(insertItem(generic, list(), page([rec('3', 'queued'), rec('2', 'queued'), rec('1', 'queued')]), rec('4', 'queued')));
    expect(result?.items.map((r) => r.id)).toEqual(['4', '3', '2']);
    expect(result?.total).toBe(4);
    expect(result?.lastPage).toBe(2);
  });

  it('skips a record that does not match or is already there', () => {
    expect(insertItem(generic, list({ status: 'queued' }), page([]), rec('4', 'rendering'))).toEqual({ kind: 'none' });
    expect(insertItem(generic, list(), page([rec('4', 'queued')]), rec('4', 'queued'))).toEqual({ kind: 'none' });
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
