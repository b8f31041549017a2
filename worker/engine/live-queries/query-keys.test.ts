// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Query } from '../../contract/queries';
import { anyKeyMatches, isPrefix, keyMatches, queryKey, recordKey, resourceKey, type KeyedWatch, type QueryKey } from './query-keys';

const watch = (query: Query, resource: Parameters<typeof queryKey>[0], shown: readonly string[], summary = false): KeyedWatch => ({
  key: queryKey(resource, query),
  summary,
  shows: (id) => shown.includes(id),
});

/** Seven watches a session may hold at once, by name. */
const WATCHES: Readonly<Record<string, KeyedWatch>> = {
  'ad-set list': watch({ kind: 'ad-sets/list', page: 1, perPage: 100, archived: false }, 'ad-set', ['7', '8']),
  'archived ad-set list': watch({ kind: 'ad-sets/list', page: 1, perPage: 100, archived: true }, 'ad-set', ['3']),
  'ad set 7': watch({ kind: 'ad-sets/get', id: '7' }, 'ad-set', ['7']),
  'ad set 9': watch({ kind: 'ad-sets/get', id: '9' }, 'ad-set', ['9']),
  "ad set 7's ads": watch({ kind: 'ad-sets/ads', adSetId: '7', page: 1, perPage: 50 } as Query, 'ad', ['70', '71']),
  'ad counts': watch({ kind: 'resource/meta', resource: 'ad' } as Query, 'ad', ['ad'], true),
  'templates list': watch({ kind: 'visuals/list', page: 1, perPage: 20, view: 'active' }, 'visual', ['7']),
};

const refetched = (...keys: QueryKey[]) => Object.keys(WATCHES).filter((name) => anyKeyMatches(keys, WATCHES[name] as KeyedWatch));

describe('keyMatches: which watches a key makes stale', () => {
  it('a resource key: every watch of the resource, none of another', () => {
    expect(refetched(resourceKey('ad-set'))).toEqual(['ad-set list', 'archived ad-set list', 'ad set 7', 'ad set 9']);
    expect(refetched(resourceKey('ad'))).toEqual(["ad set 7's ads", 'ad counts']);
    expect(refetched(resourceKey('feed'))).toEqual([]);
  });

  it("a record key: the watches that show the record (its own, a list with its row), not another resource's record of the same id", () => {
    expect(refetched(recordKey('ad-set', '7'))).toEqual(['ad-set list', 'ad set 7']);
    expect(refetched(recordKey('ad-set', '3'))).toEqual(['archived ad-set list']);
    expect(refetched(recordKey('ad-set', '5'))).toEqual([]);
  });

  it("a record key makes the resource's summary stale whatever the id (its counts cover every record)", () => {
    expect(refetched(recordKey('ad', '999'))).toEqual(['ad counts']);
    expect(refetched(recordKey('ad', '70'))).toEqual(["ad set 7's ads", 'ad counts']);
  });

  it('a kind key: every watch of that kind; a full key: that one watch', () => {
    expect(refetched(['ad-set', 'ad-sets/list'])).toEqual(['ad-set list', 'archived ad-set list']);
    expect(refetched(queryKey('ad-set', { kind: 'ad-sets/list', archived: true, perPage: 100, page: 1 }))).toEqual(['archived ad-set list']);
  });

  it('several keys: the union, each watch once', () => {
    expect(refetched(resourceKey('ad'), recordKey('ad-set', '9'), recordKey('visual', '7'))).toEqual(['ad set 9', "ad set 7's ads", 'ad counts', 'templates list']);
    expect(refetched()).toEqual([]);
  });

  it('a key longer than a record key matches only by prefix, never by the rows shown', () => {
    expect(keyMatches(['ad-set', '7', 'hooks'], WATCHES['ad set 7'] as KeyedWatch)).toBe(false);
  });
});

describe('queryKey and isPrefix', () => {
  it("a watch's key is its resource, its kind and its params, whatever their order", () => {
    expect(queryKey('ad-set', { kind: 'ad-sets/get', id: '7' })).toEqual(['ad-set', 'ad-sets/get', '{"id":"7"}']);
    expect(queryKey('feed', { kind: 'feeds/list', page: 1, perPage: 20, archived: false })).toEqual(queryKey('feed', { archived: false, perPage: 20, kind: 'feeds/list', page: 1 } as Query));
  });

  it('prefixes', () => {
    expect(isPrefix(['ad-set'], ['ad-set', 'x'])).toBe(true);
    expect(isPrefix(['ad-set', 'x'], ['ad-set', 'x'])).toBe(true);
    expect(isPrefix(['ad-set', 'x'], ['ad-set'])).toBe(false);
    expect(isPrefix(['ad'], ['ad-set'])).toBe(false);
  });
});
