/**
 * The version a route names, with its template, both watched live (`versions/get`, `visuals/get`).
 * A version that does not exist, or belongs to another template than the URL's, is not found:
 * the page shows the 404 page, as for any other record.
 */
import type { Visual, VisualVersion } from '../../../worker/contract/creatives';
import type { QueryFailure } from '../../../worker/contract/queries';
import { useLiveQuery } from '../../data-client';
import { belongsTo } from '../../components/versions/version-rules';

export type RouteVersionState =
  | { readonly status: 'loading' }
  | { readonly status: 'not-found' }
  | { readonly status: 'error'; readonly failure: QueryFailure; readonly retry?: () => void }
  | { readonly status: 'ok'; readonly visual: Visual; readonly version: VisualVersion };

export function useRouteVersion(visualId: string, versionId: string): RouteVersionState {
  const version = useLiveQuery({ kind: 'versions/get', id: versionId });
  const visual = useLiveQuery({ kind: 'visuals/get', id: visualId });
  // Not found wins over anything else: there is nothing to wait for.
  for (const state of [version, visual]) if (state.status === 'error' && state.failure.status === 404) return { status: 'not-found' };
  if (version.status === 'ok' && !belongsTo(version.data, visualId)) return { status: 'not-found' };
  if (version.status === 'error') return { status: 'error', failure: version.failure, retry: version.retry };
  if (visual.status === 'error') return { status: 'error', failure: visual.failure, retry: visual.retry };
  if (version.status === 'loading' || visual.status === 'loading') return { status: 'loading' };
  return { status: 'ok', visual: visual.data, version: version.data };
}
