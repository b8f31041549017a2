/**
 * Read-only queries (DataLayerApi.query, docs/architecture-decisions.md §2): answered directly,
 * never rejecting, never touching the snapshot. Failures still follow the error catalogue
 * (request/failed logged, session/expired, toasts) except that a 404 shows no toast: the screen
 * shows its not-found page instead.
 */
import type { Query, QueryOutcome, QueryResult } from '../../contract/queries';
import type { ResourcePort } from '../../ports/types';
import type { Runtime } from '../core/runtime';
import { execute } from '../requests/execute';
import { failureKey } from '../requests/failure-events';
import { ResolvedApiError, UnhandledApiError } from '../../ports/http/errors';
import type { RequestOp } from '../requests/request-ops';

export async function runQuery<Q extends Query>(rt: Runtime, port: ResourcePort, query: Q): Promise<QueryOutcome<Q>> {
  const outcome = await execute<QueryResult<Q>>(rt, { op: queryOp(query), scope: 'brand', call: (ctx) => port.run(query, ctx), onSuccess: () => [] });
  if (outcome.ok) return { ok: true, data: outcome.value } as QueryOutcome<Q>;
  const status = outcome.error instanceof ResolvedApiError || outcome.error instanceof UnhandledApiError ? outcome.error.status : null;
  for (const emission of outcome.emissions) {
    if (status === 404 && emission.event.type === 'toast/requested') continue;
    rt.emit(emission);
  }
  return { ok: false, status, key: failureKey(outcome.error) };
}

function queryOp(query: Query): RequestOp {
  switch (query.kind) {
    case 'resource/list':
      return { method: 'GET', path: `/api/v1/${query.resource}` };
    case 'resource/get':
      return { method: 'GET', path: `/api/v1/${query.resource}/${query.id}` };
    default: {
      const _exhaustive: never = query;
      return { method: 'GET', path: 'unknown' };
    }
  }
}
