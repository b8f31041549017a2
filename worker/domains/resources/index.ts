/** Generic resources: lists and records that pages watch (engine/live-queries). */
import { defineDomain } from '../domain';
import { resourceCalls } from './calls';
import { resourceQueries } from './queries';

export const resourcesDomain = defineDomain({
  calls: resourceCalls,
  queries: resourceQueries,
  // Written by commands of any domain (a write's answer, a deletion) or by notifications;
  // engine/live-queries applies them to every watch of the resource.
  signals: ['records/changed', 'records/removed', 'records/stale'],
});
export { resourceCalls };
