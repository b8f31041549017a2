/**
 * For the live-query tests: a list definition shaped like the renders list (newest first, by id)
 * with no I/O, whose rows carry a status; a row whose status is 'gone' has left the filter.
 */
import type { Query } from '../../worker/contract/queries';
import type { QueryItem } from '../../worker/contract/page';
import type { QueryDef } from '../../worker/engine/live-queries/query-def';

export interface Row extends QueryItem {
  readonly status: string;
}

export const newestFirstDef: QueryDef<Query['kind'], Row> = {
  kind: 'builds/list',
  shape: 'list',
  resource: () => 'visual-build',
  load: () => Promise.reject(new Error('not here')),
  loadIds: () => Promise.reject(new Error('not here')),
  fields: (row) => row as unknown as Readonly<Record<string, unknown>>,
  withFields: (row, fields) => ({ ...row, ...fields }) as Row,
  matches: (_query, row) => row.status !== 'gone',
  order: (a, b) => Number(b.id) - Number(a.id),
  typed: true,
};
