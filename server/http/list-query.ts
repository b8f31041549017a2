/**
 * The list parameters every paginated call shares: `page`, `limit` (alias `per_page`, Laravel's
 * name), `search`, `archived` (-1 all, 0 active, 1 archived only) and `ids` (`ids[]=1&ids[]=2`,
 * repeated `ids=1`, or `ids=1,2`: the client's id queue; read by worker/contract/laravel-query.ts).
 */
import * as v from 'valibot';
import { queryArray } from '../../worker/contract/laravel-query';
import { type FieldNames, intInRange, intLike } from './validate.ts';

/**
 * The highest page accepted: PHP's 32-bit integer range. It keeps the offset ((page − 1) × limit)
 * an exact integer SQLite takes; a larger page reached SQLite as a float, a 500.
 */
export const MAX_PAGE = 2_147_483_647;

export function listQuery(maxLimit: number, defaultLimit = 15) {
  return {
    page: v.optional(intInRange(1, MAX_PAGE), 1),
    limit: v.optional(intInRange(1, maxLimit), defaultLimit),
    search: v.optional(v.pipe(v.string(), v.maxLength(255))),
    archived: v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.picklist([-1, 0, 1], 'The selected archived is invalid.')), 0),
    ids: v.optional(v.array(intLike(1))),
  };
}

/** Folds the aliases into the canonical keys before validation. */
export function normalizeListQuery(query: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(query as Record<string, unknown>) };
  if (out.limit === undefined && out.per_page !== undefined) out.limit = out.per_page;
  delete out.per_page;
  const ids = queryArray(out, 'ids');
  delete out['ids[]'];
  if (ids !== undefined) out.ids = ids;
  return out;
}

/** Names for `validate`: errors about `limit` name `per_page` when the request sent that alias. */
export function listQueryNames(query: unknown): FieldNames {
  const q = (query ?? {}) as Record<string, unknown>;
  return q.limit === undefined && q.per_page !== undefined ? { limit: 'per_page' } : {};
}

/** `archived` as SQL on a nullable timestamp column. */
export function archivedSql(archived: number, column: string): string {
  if (archived === 0) return ` AND ${column} IS NULL`;
  if (archived === 1) return ` AND ${column} IS NOT NULL`;
  return '';
}
