/**
 * The generic resource queries (`resource/list`, `resource/get`): ResourceRecords whose flat
 * `fields` live changes patch, and whose list filter is field equality.
 */
import type { ResourceListQuery, ResourceRecord } from '../../contract/queries';
import type { QueryDef } from '../../engine/live-queries/query-def';
import { callSpec, execute } from '../../engine/requests/execute';
import { ID_QUEUE_LIMIT } from '../../engine/live-queries/id-queue';
import { resourceCalls } from './calls';

/** true / false, or null when the list's filter cannot be evaluated on the record. */
export function matchesList(query: ResourceListQuery, fields: Readonly<Record<string, unknown>>): boolean | null {
  if (query.search !== undefined && query.search !== '') return null;
  if (query.ids !== undefined) return null;
  for (const [key, wanted] of Object.entries(query.filter ?? {})) {
    if (!(key in fields)) return null;
    if (String(fields[key]) !== String(wanted)) return false;
  }
  return true;
}

const recordFields = {
  fields: (r: ResourceRecord) => r.fields,
  withFields: (r: ResourceRecord, fields: Readonly<Record<string, string | number | boolean | null>>): ResourceRecord => ({ ...r, fields: { ...r.fields, ...fields } }),
  typed: false,
} as const;

export const resourceQueries = {
  'resource/list': {
    kind: 'resource/list',
    shape: 'list',
    resource: (q) => q.resource,
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, resourceCalls.resourceList, query, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    loadIds: async (rt, query, ids, { brand, signal }) => {
      // The id queue's list: limit 100 and archived=-1 (spec section 7).
      const byIds: ResourceListQuery = { kind: 'resource/list', resource: query.resource, page: 1, perPage: ID_QUEUE_LIMIT, archived: -1, ids };
      const outcome = await execute(rt, callSpec(rt, resourceCalls.resourceList, byIds, { scope: 'brand', brand, signal, toast: 'never' }));
      return outcome.ok ? { ...outcome, value: outcome.value.items } : outcome;
    },
    matches: (query, record) => matchesList(query, record.fields),
    ...recordFields,
  } satisfies QueryDef<'resource/list', ResourceRecord>,
  'resource/get': {
    kind: 'resource/get',
    shape: 'record',
    resource: (q) => q.resource,
    load: (rt, query, { brand, signal }) => execute(rt, callSpec(rt, resourceCalls.resourceGet, query, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    ...recordFields,
  } satisfies QueryDef<'resource/get', ResourceRecord>,
};
