/**
 * The generic resource queries: `resource/list` and `resource/get` (ResourceRecords whose flat
 * `fields` live changes patch, and whose list filter is field equality), `resource/meta` (the
 * resource's counts and option lists, refetched when any of its records changes) and
 * `resource/label` (one referenced record's label through the label cache). Every list and get
 * teaches the label cache the labels it loaded.
 */
import type { RecordLabel, ResourceListQuery, ResourceMeta, ResourceName, ResourceRecord } from './contract';
import type { Runtime } from '../../engine/core/runtime';
import type { QueryDef } from '../../engine/live-queries/query-def';
import { callSpec, execute, type Outcome } from '../../engine/requests/execute';
import { ID_QUEUE_LIMIT } from '../../engine/live-queries/id-queue';
import { resourceCalls } from './calls';
import { labelCacheOf } from './label-cache';
import { labelOf } from './wire';

/** Teaches the label cache what a successful load answered; the outcome passes through. */
function learning<T>(rt: Runtime, brand: string | null, resource: ResourceName, records: (value: T) => readonly ResourceRecord[]) {
  return (outcome: Outcome<T>): Outcome<T> => {
    if (outcome.ok) labelCacheOf(rt).learn(brand, resource, records(outcome.value));
    return outcome;
  };
}

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
    load: (rt, query, { brand, signal }) =>
      execute(rt, callSpec(rt, resourceCalls.resourceList, query, { scope: 'brand', brand, signal, toast: 'except-not-found' })).then(learning(rt, brand, query.resource, (page) => page.items)),
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
    load: (rt, query, { brand, signal }) =>
      execute(rt, callSpec(rt, resourceCalls.resourceGet, query, { scope: 'brand', brand, signal, toast: 'except-not-found' })).then(learning(rt, brand, query.resource, (record) => [record])),
    ...recordFields,
  } satisfies QueryDef<'resource/get', ResourceRecord>,
  'resource/meta': {
    kind: 'resource/meta',
    shape: 'record',
    summary: true,
    resource: (q) => q.resource,
    load: async (rt, query, { brand, signal }) => {
      const outcome = await execute(rt, callSpec(rt, resourceCalls.resourceMeta, query.resource, { scope: 'brand', brand, signal, toast: 'except-not-found' }));
      return outcome.ok ? { ...outcome, value: { ...outcome.value, id: query.resource } } : outcome;
    },
    fields: () => ({}),
    withFields: (meta) => meta,
    typed: false,
  } satisfies QueryDef<'resource/meta', ResourceMeta>,
  'resource/label': {
    kind: 'resource/label',
    shape: 'record',
    resource: (q) => q.resource,
    // Failures are not toasted: a reference that cannot be resolved says so where it is shown.
    load: (rt, query, { brand }) => labelCacheOf(rt).resolve(brand, query.resource, query.id),
    fields: (item) => ({ label: item.label }),
    // A live change of the record's name (or label, title...) renames the reference at once.
    withFields: (item, fields) => {
      const label = labelOf(fields, item.id);
      return label === `#${item.id}` || label === item.label ? item : { ...item, label };
    },
    typed: false,
  } satisfies QueryDef<'resource/label', RecordLabel>,
};
