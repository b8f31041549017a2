/** The record a route is about (its resource and id param), watched live via `resource/get`. */
import type { ResourceGetQuery } from '../../../worker/contract/queries';
import { useRouteMatch } from '../../app/router/route-context';
import { useLiveQuery } from '../../data-client';

export function useRouteRecord() {
  const { route, params } = useRouteMatch();
  const id = route.idParam ? params[route.idParam] : undefined;
  const query: ResourceGetQuery | null = route.resource && id !== undefined ? { kind: 'resource/get', resource: route.resource, id } : null;
  return { query, state: useLiveQuery(query) };
}
