import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { normalizePath } from '../control/counted-rules.ts';
import { validationError } from './errors.ts';
import { paginate } from './paginate.ts';
import { intLike, isoDate, validate } from './validate.ts';

const catchError = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e as { status: number; body(): unknown };
  }
  throw new Error('expected a throw');
};

describe('validate', () => {
  it('answers Laravel’s 422 with every failing field and a summary message', () => {
    const schema = v.object({ name: v.pipe(v.string(), v.maxLength(3)), age: intLike(), when: isoDate() });
    const e = catchError(() => validate(schema, { name: 'toolong', age: 'x' }));
    expect(e.status).toBe(422);
    expect(e.body()).toEqual({
      message: 'The name field must not be greater than 3 characters. (and 2 more errors)',
      errors: { name: ['The name field must not be greater than 3 characters.'], age: ['The age field must be an integer.'], when: ['The when field is required.'] },
    });
  });

  it('converts query-string numbers and normalises dates', () => {
    expect(validate(v.object({ n: intLike(), d: isoDate() }), { n: '12', d: '2025-06-01T10:00:00+02:00' })).toEqual({ n: 12, d: '2025-06-01' });
  });

  it('says "(and 1 more error)" in the singular', () => {
    expect(validationError({ a: ['A.'], b: ['B.'] }).message).toBe('A. (and 1 more error)');
  });
});

describe('paginate', () => {
  it('builds Laravel’s paginator, including an empty page', () => {
    const p = paginate(['c', 'd'], 5, { page: 2, perPage: 2 }, 'http://x/api');
    expect(p).toMatchObject({ current_page: 2, from: 3, to: 4, last_page: 3, prev_page_url: 'http://x/api?page=1', next_page_url: 'http://x/api?page=3', total: 5 });
    expect(p.links.map((l) => l.label)).toEqual(['&laquo; Previous', '1', '2', '3', 'Next &raquo;']);
    expect(paginate([], 0, { page: 1, perPage: 15 }, 'http://x/api')).toMatchObject({ from: null, to: null, last_page: 1, next_page_url: null });
  });

  it('lists a window of page links as Laravel does, not one per page (667 for 10,000 rows)', () => {
    const labels = (page: number, total: number) => paginate([], total, { page, perPage: 15 }, 'http://x/api').links.map((l) => l.label).slice(1, -1).join(' ');
    expect(labels(1, 13 * 15)).toBe('1 2 3 4 5 6 7 8 9 10 11 12 13');
    expect(labels(1, 10_000)).toBe('1 2 3 4 5 6 7 8 9 10 ... 666 667');
    expect(labels(10, 10_000)).toBe('1 2 ... 7 8 9 10 11 12 13 ... 666 667');
    expect(labels(667, 10_000)).toBe('1 2 ... 658 659 660 661 662 663 664 665 666 667');
    const dots = paginate([], 10_000, { page: 10, perPage: 15 }, 'http://x/api').links.filter((l) => l.label === '...');
    expect(dots).toEqual([{ url: null, label: '...', active: false }, { url: null, label: '...', active: false }]);
    expect(paginate([], 10_000, { page: 10, perPage: 15 }, 'http://x/api').links.find((l) => l.active)).toEqual({ url: 'http://x/api?page=10', label: '10', active: true });
  });
});

describe('failure paths', () => {
  it('name the same route with or without /server', () => {
    expect(normalizePath('/api/v1/me')).toBe('/server/api/v1/me');
    expect(normalizePath('api/v1/me?x=1')).toBe('/server/api/v1/me');
    expect(normalizePath('/server/api/v1/me/')).toBe('/server/api/v1/me');
  });
});
