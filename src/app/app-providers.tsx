/**
 * Providers around the shell: the jotai store mirrored from the data layer, the data-layer client
 * (commands, live queries), i18next, and wouter's router (browser location in the app, a memory
 * location in tests).
 */
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { BatchCommitProbe, DataLayerProvider, type DataLayerClient } from '../data-client';
import { StoreProvider, type AppStore } from '../state';

export interface AppProvidersProps {
  readonly store: AppStore;
  readonly client: DataLayerClient;
  readonly i18n: i18n;
  readonly locationHook?: BaseLocationHook;
  readonly searchHook?: BaseSearchHook;
  readonly children: ReactNode;
}

export function AppProviders({ store, client, i18n, locationHook, searchHook, children }: AppProvidersProps) {
  return (
    <StoreProvider store={store}>
      <DataLayerProvider client={client}>
        <BatchCommitProbe commits={client.batchCommits} />
        <I18nextProvider i18n={i18n}>
          <Router {...(locationHook ? { hook: locationHook } : {})} {...(searchHook ? { searchHook } : {})}>
            {children}
          </Router>
        </I18nextProvider>
      </DataLayerProvider>
    </StoreProvider>
  );
}
