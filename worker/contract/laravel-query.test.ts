// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { laravelQueryString, queryArray } from './laravel-query';

/** What Fastify's parser (fast-querystring) makes of a query: a repeated key becomes an array. */
function parsed(query: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const held = out[key];
    out[key] = held === undefined ? value : Array.isArray(held) ? [...(held as string[]), value] : [held, value];
  }
  return out;
}

describe('laravelQueryString', () => {
  it('writes arrays as name[]= per item, brackets unencoded, and encodes names and values', () => {
    expect(laravelQueryString({ page: 1, ids: ['4', 5], search: 'a b&c=d', archived: -1 })).toBe('page=1&ids[]=4&ids[]=5&search=a+b%26c%3Dd&archived=-1');
    expect(laravelQueryString({ 'odd[name]': ['[]'] })).toBe('odd%5Bname%5D[]=%5B%5D');
    expect(laravelQueryString({ ids: [] })).toBe('');
  });

  it('keeps a zip of 999 four-digit render ids to 24 bytes an id', () => {
    const ids = Array.from({ length: 999 }, (_, i) => 9000 + i);
    expect(laravelQueryString({ visual_build_ids: ids })).toHaveLength(999 * 'visual_build_ids[]=9000&'.length - 1);
  });

  it('is read back item for item by the server (999 ids, no item limit)', () => {
    const ids = Array.from({ length: 999 }, (_, i) => String(i + 1));
    expect(queryArray(parsed(laravelQueryString({ visual_build_ids: ids })), 'visual_build_ids')).toEqual(ids);
  });
});

describe('queryArray', () => {
  it('reads name[], a repeated name and a comma list; undefined when absent', () => {
    expect(queryArray(parsed('ids%5B%5D=1&ids%5B%5D=2'), 'ids')).toEqual(['1', '2']);
    expect(queryArray(parsed('ids[]=7'), 'ids')).toEqual(['7']);
    expect(queryArray(parsed('ids=1&ids=2'), 'ids')).toEqual(['1', '2']);
    expect(queryArray(parsed('tag=a, b,,c'), 'tag')).toEqual(['a', 'b', 'c']);
    expect(queryArray({ ids: [3, 4] }, 'ids')).toEqual([3, 4]);
    expect(queryArray(parsed('page=2'), 'ids')).toBeUndefined();
  });
});
