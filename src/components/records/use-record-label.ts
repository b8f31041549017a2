/**
 * The label of a referenced record (an ad's ad set, a product's feed), watched through the data
 * layer's label cache: ids nobody has loaded yet are fetched together by the worker's id queue
 * (one request per resource per 250 ms, ≤ 100 ids), labels any list or record page loaded are
 * served at once, and a rename updates every reference.
 *
 *   loading ─▶ found (label) | missing (the server does not know the id: deleted, another brand)
 *           └▶ error (the lookup failed: no connection, a server error)
 */
import type { ResourceLabelQuery, ResourceName } from '../../../worker/domains/resources/contract';
import { useLiveQuery } from '../../data-client';

export type RecordLabelState =
  | { readonly status: 'loading'; readonly label?: undefined }
  | { readonly status: 'found'; readonly label: string }
  | { readonly status: 'missing'; readonly label?: undefined }
  | { readonly status: 'error'; readonly label?: undefined };

const LOADING: RecordLabelState = { status: 'loading' };
const MISSING: RecordLabelState = { status: 'missing' };
const ERROR: RecordLabelState = { status: 'error' };

/** `resource` null, or `id` null or empty: no reference, stays 'missing' without asking anything. */
export function useRecordLabel(resource: ResourceName | null, id: string | number | null | undefined): RecordLabelState {
  const key = resource === null || id === null || id === undefined || id === '' ? null : String(id);
  const query: ResourceLabelQuery | null = key === null || resource === null ? null : { kind: 'resource/label', resource, id: key };
  const state = useLiveQuery(query);
  if (key === null) return MISSING;
  if (state.status === 'loading') return LOADING;
  if (state.status === 'error') return ERROR;
  return state.data.label === null ? MISSING : { status: 'found', label: state.data.label };
}
