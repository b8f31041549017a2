/**
 * React access to the data layer's commands. State is read from atoms (src/state); this context
 * only carries the way back: dispatch and the event-log export.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { DataLayerApi } from '../../worker/contract/api';

const DataLayerContext = createContext<DataLayerApi | null>(null);

export function DataLayerProvider({ api, children }: { api: DataLayerApi; children: ReactNode }) {
  return <DataLayerContext.Provider value={api}>{children}</DataLayerContext.Provider>;
}

export function useDataLayer(): DataLayerApi {
  const api = useContext(DataLayerContext);
  if (api === null) throw new Error('useDataLayer() needs a <DataLayerProvider> above it');
  return api;
}
