import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../test-support/agent.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { MAX_PAGE } from './list-query.ts';

/**
 * Every paginated list validates its page parameters: what is not a whole number in range is
 * Laravel's 422 naming the parameter as the request spelled it, never a 500 (a page beyond the
 * integer range used to reach SQLite as a float: "datatype mismatch").
 */
let t: TestApp;
let manager: Agent;
let versionId: number;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.signIn('manager@example.com');
  versionId = t.db.prepare("SELECT id FROM visual_versions WHERE brand_id = 1 ORDER BY id LIMIT 1").pluck().get() as number;
});
afterAll(() => t.close());

const LISTS = ['user', 'visual', 'visual-version', 'visual-build', 'incident', 'ad-set', 'ad', 'feed', 'asset-group', 'product', 'visual-version/{version}/comment'];
const url = (list: string) => `/server/api/v1/${list.replace('{version}', String(versionId))}`;

const NOT_WHOLE = ['abc', '1.5', '1e3', '0x10', '', ' 2'];
const BEYOND_INTEGERS = ['99999999999999999999', '9007199254740993', '-99999999999999999999'];

describe.each(LISTS)('GET %s', (list) => {
  const params = list === 'incident' || list.endsWith('/comment') ? ['page', 'limit'] : ['page', 'limit', 'per_page'];

  it.each(params)('answers 422 with errors.%s for values that are not whole numbers in range', async (param) => {
    for (const value of [...NOT_WHOLE, ...BEYOND_INTEGERS, '-1', '0', String(MAX_PAGE + 1)]) {
      const res = await manager.get(url(list), { query: { [param]: value } });
      expect({ value, status: res.statusCode }).toEqual({ value, status: 422 });
      const body = res.json() as { message: string; errors: Record<string, string[]> };
      expect(Object.keys(body.errors)).toEqual([param]);
      expect(body.errors[param]![0]).toMatch(new RegExp(`^The ${param.replace('_', ' ')} field (must be an integer|must be at least 1|must not be greater than \\d+)\\.$`));
      expect(body.message).toBe(body.errors[param]![0]);
    }
  });

  it('answers the last possible page with an empty page, and a page size over the maximum with 422', async () => {
    const last = await manager.get(url(list), { query: { page: String(MAX_PAGE) } });
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ current_page: MAX_PAGE, data: [], from: null });
    const tooBig = await manager.get(url(list), { query: { limit: '100000' } });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors.limit[0]).toMatch(/^The limit field must not be greater than (100|999)\.$/);
  });
});

it('names both parameters when page and per_page are both wrong', async () => {
  const res = await manager.get(url('visual-build'), { query: { page: '-5', per_page: 'x' } });
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({
    message: 'The page field must be at least 1. (and 1 more error)',
    errors: { page: ['The page field must be at least 1.'], per_page: ['The per page field must be an integer.'] },
  });
});

it('an id list beyond the integer range is 422 too', async () => {
  const res = await manager.get(url('ad-set'), { query: { 'ids[]': ['1', '99999999999999999999'] } });
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({ 'ids.1': ['The ids.1 field must be an integer.'] });
});
