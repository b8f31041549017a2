import { describe, expect, it } from 'vitest';
import { filterFromSearch, listQuery, searchOf } from './renders-filter';

describe('renders filter', () => {
  it('reads status and template from the URL and writes them back', () => {
    const filter = filterFromSearch('?template=12&status=failed');
    expect(filter).toEqual({ status: 'failed', visualId: '12' });
    expect(searchOf(filter)).toBe('?status=failed&template=12');
    expect(searchOf({ status: null, visualId: null })).toBe('');
  });

  it('ignores values it does not know', () => {
    expect(filterFromSearch('?status=exploded&template=abc')).toEqual({ status: null, visualId: null });
    expect(filterFromSearch('?template=0')).toEqual({ status: null, visualId: null });
  });

  it('puts only the chosen filters in the query', () => {
    expect(listQuery({ status: null, visualId: null }, 1, 999)).toEqual({ kind: 'builds/list', page: 1, perPage: 999, filter: {} });
    expect(listQuery({ status: 'queued', visualId: '7' }, 2, 999)).toEqual({ kind: 'builds/list', page: 2, perPage: 999, filter: { status: 'queued', visualId: '7' } });
  });
});
