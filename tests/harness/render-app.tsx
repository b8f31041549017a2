/**
 * Component-test harness for the shell: a fresh jotai store hydrated from a fixture snapshot, a
 * fake DataLayerApi that records every command and answers queries, i18next in the chosen locale
 * and wouter on an in-memory location. Nothing touches the network or a worker.
 */
import { configure, render, type RenderResult } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import type { Batch, DataLayerApi } from '../../worker/contract/api';
import type { Command, CommandResult } from '../../worker/contract/commands';
import type { Query, QueryOutcome } from '../../worker/contract/queries';
import type { Snapshot } from '../../worker/contract/snapshot';
import { App } from '../../src/app/app';
import { AppProviders } from '../../src/app/app-providers';
import { createI18n } from '../../src/i18n';
import type { AppLocale } from '../../src/lib/locale-cookie';
import { applySnapshot, createAppStore, type AppStore } from '../../src/state';
import { signedInSnapshot } from './snapshot-fixtures';

// jsdom has no ResizeObserver; Headless UI's anchored menus and popovers watch their button with
// one. Layout never changes in jsdom, so an observer that never fires is faithful enough.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// Pages are lazy chunks; on a busy 2-core machine the first import of one can take over a second
// to transform, longer than testing-library's default wait. Waiting longer costs nothing when fast.
configure({ asyncUtilTimeout: 5000 });

export interface FakeDataLayer extends DataLayerApi {
  /** Every command dispatched, in order. */
  readonly commands: Command[];
  /** Every query asked, in order. */
  readonly queries: Query[];
  commandsOf<T extends Command['type']>(type: T): Extract<Command, { type: T }>[];
}

export interface FakeDataLayerOptions {
  readonly onDispatch?: (command: Command) => CommandResult | Promise<CommandResult>;
  readonly onQuery?: (query: Query) => QueryOutcome | Promise<QueryOutcome>;
  readonly snapshot?: Snapshot;
}

/** Answers lists with one empty page and details with a 404, unless told otherwise. */
function defaultQuery(query: Query): QueryOutcome {
  if (query.kind === 'resource/list') return { ok: true, data: { items: [], page: query.page, perPage: query.perPage, total: 0, lastPage: 1 } };
  return { ok: false, status: 404, key: 'REQUESTS.NOT_FOUND' };
}

export function createFakeDataLayer(options: FakeDataLayerOptions = {}): FakeDataLayer {
  const commands: Command[] = [];
  const queries: Query[] = [];
  return {
    protocolVersion: 1,
    commands,
    queries,
    commandsOf<T extends Command['type']>(type: T) {
      return commands.filter((command): command is Extract<Command, { type: T }> => command.type === type);
    },
    async dispatch(command) {
      commands.push(command);
      return options.onDispatch ? options.onDispatch(command) : { ok: true };
    },
    async query<Q extends Query>(query: Q) {
      queries.push(query);
      return (options.onQuery ? await options.onQuery(query) : defaultQuery(query)) as QueryOutcome<Q>;
    },
    async snapshot() {
      return options.snapshot ?? signedInSnapshot();
    },
    async subscribe(_listener: (batch: Batch) => void) {
      return 1;
    },
    async unsubscribe() {},
    async exportLog() {
      return '';
    },
    async dispose() {},
  };
}

export interface RenderAppOptions {
  readonly snapshot?: Snapshot;
  /** Initial location, with its query string. */
  readonly path?: string;
  readonly api?: FakeDataLayer;
  readonly locale?: AppLocale;
  /** Render this instead of the whole shell (still inside every provider). */
  readonly ui?: ReactNode;
}

export interface RenderedApp extends RenderResult {
  readonly store: AppStore;
  readonly api: FakeDataLayer;
  readonly i18n: i18n;
  /** Current path with query string. */
  location(): string;
  /** Every location visited (replace overwrites the last). */
  readonly history: readonly string[];
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Applies a new snapshot, as a data-layer batch would. */
  setSnapshot(snapshot: Snapshot): void;
}

export async function renderApp(options: RenderAppOptions = {}): Promise<RenderedApp> {
  const snapshot = options.snapshot ?? signedInSnapshot();
  const store = createAppStore();
  applySnapshot(store, snapshot);
  const api = options.api ?? createFakeDataLayer({ snapshot });
  const i18n = await createI18n(options.locale ?? 'en');
  const memory = memoryLocation({ path: options.path ?? '/acme/dashboard', record: true });
  const result = render(
    <AppProviders store={store} api={api} i18n={i18n} locationHook={memory.hook} searchHook={memory.searchHook}>
      {options.ui ?? <App />}
    </AppProviders>,
  );
  return {
    ...result,
    store,
    api,
    i18n,
    history: memory.history,
    location: () => memory.history[memory.history.length - 1] ?? '/',
    navigate: (to, navigateOptions) => memory.navigate(to, navigateOptions),
    setSnapshot: (next) => applySnapshot(store, next),
  };
}
