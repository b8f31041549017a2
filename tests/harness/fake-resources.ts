/** ResourcePort fake: every query is a pending request the test answers or fails by hand. */
import type { Query, QueryResult } from '../../worker/contract/queries';
import type { RequestContext, ResourcePort } from '../../worker/ports/types';
import { FakeRequests } from './fake-requests';

export class FakeResources extends FakeRequests<ResourcePort> implements ResourcePort {
  run<Q extends Query>(query: Q, ctx: RequestContext): Promise<QueryResult<Q>> {
    return this.request<QueryResult<Q>>('run', [query], ctx);
  }
}
