/**
 * Runs a generic resource query against the data layer and tracks loading / ok / error. The query
 * is re-run when it changes or when the brand in scope changes (a brand switch must never show
 * the previous brand's records); a late answer for an old query is ignored.
 */
import { useEffect, useState } from 'react';
import type { Query, QueryFailure, QueryResult } from '../../../worker/contract/queries';
import { useDataLayer } from '../../data-client';
import { brandAtom, useAtomValue } from '../../state';

export type QueryState<T> = { readonly status: 'loading' } | { readonly status: 'ok'; readonly data: T } | { readonly status: 'error'; readonly failure: QueryFailure };

export function useResourceQuery<Q extends Query>(query: Q | null): QueryState<QueryResult<Q>> {
  const api = useDataLayer();
  const brand = useAtomValue(brandAtom).identifier;
  const key = query === null ? null : `${brand ?? ''}|${JSON.stringify(query)}`;
  const [result, setResult] = useState<{ key: string; state: QueryState<QueryResult<Q>> } | null>(null);

  useEffect(() => {
    if (key === null || query === null) return;
    let current = true;
    api
      .query(query)
      .then((outcome) => {
        if (!current) return;
        setResult({ key, state: outcome.ok ? { status: 'ok', data: outcome.data as QueryResult<Q> } : { status: 'error', failure: outcome } });
      })
      .catch((error: unknown) => {
        // query() never rejects by contract; a rejection means the data layer itself broke.
        if (current) setResult({ key, state: { status: 'error', failure: { ok: false, status: null, key: 'REQUESTS.FAILED_UNKNOWN' } } });
        console.error('Query failed', error);
      });
    return () => {
      current = false;
    };
    // `key` captures the query's content; the object itself is recreated on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key]);

  return result !== null && result.key === key ? result.state : { status: 'loading' };
}
