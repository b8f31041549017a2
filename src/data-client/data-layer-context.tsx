/**
 * React access to the data layer: the client (its API for commands and watches, and the cache of
 * watched query results). Shared state is read from atoms (src/state); lists and records are read
 * through useLiveQuery; this context carries the rest of the way back: dispatch, watch and the
 * event-log export.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DataLayerApi } from '../../worker/contract/api';
import { WRITES_OFF_KEY } from '../../worker/contract/time-travel';
import { useSetAtom } from '../state';
import { pushLocalToastAtom } from '../state/derived';
import type { DataLayerClient } from './create-client';
import { withRefusalNotice } from './refusal-notice';

const DataLayerContext = createContext<DataLayerClient | null>(null);

export function DataLayerProvider({ client, children }: { client: DataLayerClient; children: ReactNode }) {
  const pushToast = useSetAtom(pushLocalToastAtom);
  // A write refused while a past moment is shown says why (refusal-notice.ts).
  const value = useMemo(() => ({ ...client, api: withRefusalNotice(client.api, () => pushToast({ kind: 'info', key: WRITES_OFF_KEY })) }), [client, pushToast]);
  return <DataLayerContext.Provider value={value}>{children}</DataLayerContext.Provider>;
}

export function useDataLayerClient(): DataLayerClient {
  const client = useContext(DataLayerContext);
  if (client === null) throw new Error('the data layer needs a <DataLayerProvider> above it');
  return client;
}

/** The data layer's API (commands, log export). */
export function useDataLayer(): DataLayerApi {
  return useDataLayerClient().api;
}
