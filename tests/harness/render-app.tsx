/**
 * Component-test harness: the whole shell against the real data layer, in process, with only the
 * network faked (bulletproof-react's approach, with our ports as the network).
 *
 *   fake ports (answers set from the options) ─▶ createDataLayer ─▶ wrapInProcess ─▶ bindToStore
 *      ─▶ startSession (as the app starts it) ─▶ render <App /> on an in-memory location
 *
 * So every state a test sees was produced by the engine from fake answers and live events, and a
 * click reaches the fake network through dispatch, exactly as in the app. Time is virtual: vitest
 * fake timers drive the engine, the 16 ms bridge window and the UI's own timers; testing-library's
 * waitFor/findBy and `app.user` advance them.
 */
import { act, cleanup, configure, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import type { AppNotification, BrandInvite, DeploymentInfo, Incident, Locale, User } from '../../worker/contract/entities';
import type { Query } from '../../worker/contract/queries';
import type { MetaResourceName, ResourceMeta, ResourcePage, ResourceRecord } from '../../worker/domains/resources/contract';
import { createDataLayer, type DataLayerOptions, type InProcessDataLayer } from '../../worker/host/create-data-layer';
import { App } from '../../src/app/app';
import { AppProviders } from '../../src/app/app-providers';
import { preloadPages } from '../../src/app/router/page-registry';
import { startSession } from '../../src/app/session/start-session';
import { bindToStore, wrapInProcess, type DataLayerClient } from '../../src/data-client';
import { AdBlockDetectorProvider } from '../../src/features/alerts/use-ad-blocked';
import { createI18n } from '../../src/i18n';
import { LOCALE_AREAS } from '../../src/i18n/locale-backend';
import type { AppLocale } from '../../src/lib/locale-cookie';
import { createAppStore, whenSignedIn, type AppStore } from '../../src/state';
import { aBalance, apiErrors } from './builders';
import { createFakePorts, type FakePorts } from './fake-ports';
import { flushMicrotasks } from './flush';
import { BRAND_LIST, makeBrandUser, makeUser, type BrandUserOptions } from './snapshot-fixtures';
import { VIRTUAL_START } from './virtual-clock';
import { applyWholeAppBudget, PRELOAD_BUDGET_MS } from './whole-app-budget';

// jsdom has no ResizeObserver; Headless UI's anchored menus and popovers watch their button with
// one. Layout never changes in jsdom, so an observer that never fires is faithful enough.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// testing-library's waitFor advances fake timers itself when it recognises jest's; vitest's are the
// same @sinonjs/fake-timers (setTimeout.clock), so lending it the one function it calls makes
// findBy*/waitFor run on virtual time instead of polling real time.
(globalThis as { jest?: unknown }).jest ??= { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

// Pages are lazy chunks; on a busy 2-core machine the first import of one can take a while. The
// wait is virtual time now, so a generous budget costs nothing when the import is fast.
configure({ asyncUtilTimeout: 5000 });

/** The deployment `npm start` announces; the account provider is at :8091. */
export const TEST_DEPLOYMENT: DeploymentInfo = { environment: 'dev', providerOrigin: 'http://localhost:8091', applicationName: 'Adcreative', sentryDsn: null };

interface SessionOptions extends Omit<BrandUserOptions, 'identifier'> {
  /** How the session starts: signed in (default), refused by the server (401), loading, or not started. */
  readonly session?: 'signed-in' | 'signed-out' | 'loading' | 'unknown';
  /** The brand user of the route's brand: answered (default), never answered, or refused (403). */
  readonly brandStatus?: 'ready' | 'loading' | 'error';
  readonly user?: Partial<User>;
  /** The user's saved locale (their `me` answer). */
  readonly locale?: Locale;
  readonly brandCount?: number;
  readonly invites?: readonly BrandInvite[];
  readonly balance?: number;
  readonly unfinishedBuilds?: number;
  readonly unreadCount?: number;
  readonly notifications?: readonly AppNotification[];
  readonly incidents?: readonly Incident[];
  /** null: the data layer knows no deployment (no account provider). */
  readonly deployment?: DeploymentInfo | null;
}

export interface RenderAppOptions extends SessionOptions {
  /** The tab's log from an earlier page (worker/host/tab-log.ts). */
  readonly tabLog?: DataLayerOptions['tabLog'];
  /** Initial location, with its query string. */
  readonly path?: string;
  /** The UI locale the page starts in (the locale cookie), before the session's wins. */
  readonly uiLocale?: AppLocale;
  /** Render this instead of the whole shell (still inside every provider). */
  readonly ui?: ReactNode;
  /**
   * How the server answers generic resource queries (lists and records); throw an API error to
   * fail. Default: an empty page for any list, 404 for any record.
   */
  readonly resources?: (query: Query) => ResourcePage | ResourceRecord;
  /** GET {resource}/meta answers (throw an API error to fail). Default: no counts, no options. */
  readonly resourceMeta?: (resource: MetaResourceName) => Omit<ResourceMeta, 'id'>;
  /** Changes the fake network's answers before the session starts. */
  readonly network?: (fakes: FakePorts) => void;
  /** The ad-blocker check's verdict (default: none); jsdom can run neither bait. */
  readonly adBlocked?: boolean;
}

export interface RenderedApp extends RenderResult, FakePorts {
  readonly store: AppStore;
  readonly client: DataLayerClient;
  readonly dl: InProcessDataLayer;
  readonly i18n: i18n;
  /** userEvent on virtual time. */
  readonly user: UserEvent;
  /** Current path with query string. */
  location(): string;
  /** Every location visited (replace overwrites the last). */
  readonly history: readonly string[];
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Lets `ms` of virtual time pass (engine, bridge and UI timers), rendering what changed. */
  advance(ms: number): Promise<void>;
  /** Folds what is pending (answers, live events), sends the batch now and renders it. */
  settle(): Promise<void>;
  /** The resource queries that reached the fake network, in order, with their X-Brand. */
  resourceCalls(): { readonly query: Query; readonly brand: string | null }[];
}

const disposers: (() => Promise<void>)[] = [];
// Chunk imports need real I/O, which virtual time never waits for: load them all once per test
// worker, up front, so no test pays for them.
let pagesLoaded: Promise<unknown> | null = null;

/**
 * The hooks of every component test file, registered by the dom project's setup file
 * (setup-dom.ts), which runs for each file. Not at this module's top level: the dom project does
 * not isolate its files (vitest.config.ts), so this module is evaluated once per test worker and
 * top-level hooks would belong to the first file that imported it alone.
 */
export function installWholeAppHooks(): void {
  beforeAll(() => (pagesLoaded ??= preloadPages()), PRELOAD_BUDGET_MS);
  // A CPU budget that keeps a slow test visible (whole-app-budget.ts).
  applyWholeAppBudget();
  afterEach(async () => {
    // Unmount first (pages unwatch), then stop the data layer, then leave virtual time.
    cleanup();
    for (const dispose of disposers.splice(0)) await dispose();
    vi.useRealTimers();
  });
}

/** What `advance` lets pass between two renders: a frame. */
const FRAME_MS = 16;

const RESOURCE_CALLS: ReadonlySet<string> = new Set(['resourceList', 'resourceGet']);

const noMeta = (): Omit<ResourceMeta, 'id'> => ({ total: null, archived: null, countsBy: {}, options: {}, choices: {}, numbers: {} });

/** An empty page for any list, no such record for any id. */
function emptyResources(query: Query): ResourcePage | ResourceRecord {
  if (query.kind !== 'resource/list') throw apiErrors.unhandled(404, 'REQUESTS.NOT_FOUND');
  return { items: [], page: query.page, perPage: query.perPage, total: 0, lastPage: 1 };
}

/** The answers of a signed-in session, shaped by the options. */
function answerSession(fakes: FakePorts, options: RenderAppOptions): void {
  const { backend, graphql } = fakes;
  const brands = BRAND_LIST.slice(0, options.brandCount ?? BRAND_LIST.length);
  backend
    .autoAnswer('me', { user: makeUser({ locale: options.locale ?? 'en', ...options.user }), brands: [...brands] })
    .autoAnswer('invites', [...(options.invites ?? [])])
    .autoAnswer('brandUser', (call) => makeBrandUser({ ...options, identifier: call.ctx.brand ?? 'acme' }))
    .autoAnswer('balance', aBalance(options.balance ?? 250))
    .autoAnswer('buildsWidget', { unfinished: options.unfinishedBuilds ?? 3, unfinishedWithinEnvironment: options.unfinishedBuilds ?? 3 })
    .autoAnswer('incidents', [...(options.incidents ?? [])])
    .autoAnswer('setGodlikePrimaryRole', undefined);
  const notifications = options.notifications ?? [];
  graphql
    .autoAnswer('unreadCount', options.unreadCount ?? 0)
    .autoAnswer('notifications', { items: [...notifications], total: notifications.length, unreadCount: options.unreadCount ?? 0 });
  const resources = options.resources ?? emptyResources;
  backend
    .autoAnswer('resourceList', (call) => resources(call.args[0] as Query) as ResourcePage)
    .autoAnswer('resourceGet', (call) => resources(call.args[0] as Query) as ResourceRecord)
    .autoAnswer('resourceMeta', (call) => (options.resourceMeta ?? noMeta)(call.args[0] as MetaResourceName));
  if (options.session === 'signed-out') backend.autoFail('me', () => apiErrors.sessionExpired());
  if (options.session === 'loading') backend.manual('me');
  if (options.brandStatus === 'loading') backend.manual('brandUser');
  if (options.brandStatus === 'error') backend.autoFail('brandUser', () => apiErrors.unhandled(403, 'REQUESTS.UNAUTHORIZED'));
}

/**
 * Lets virtual time pass in frame-sized steps until `promise` settled (answers may come after
 * delays), or gives up after `maxSteps` when the test holds an answer back on purpose.
 */
async function runUntilSettled(promise: Promise<unknown>, stepMs = 16, maxSteps = 100): Promise<void> {
  let done = false;
  let failure: unknown = null;
  promise.then(
    () => (done = true),
    (error: unknown) => {
      done = true;
      failure = error ?? new Error('the session start failed');
    },
  );
  await flushMicrotasks();
  for (let i = 0; i < maxSteps && !done; i++) await vi.advanceTimersByTimeAsync(stepMs);
  if (failure !== null) throw failure;
}

export async function renderApp(options: RenderAppOptions = {}): Promise<RenderedApp> {
  if (!vi.isFakeTimers()) {
    vi.useFakeTimers();
    vi.setSystemTime(VIRTUAL_START);
  }
  const fakes = createFakePorts();
  answerSession(fakes, options);
  options.network?.(fakes);
  const dl = createDataLayer(fakes.ports, {
    ...(options.deployment === null ? {} : { deployment: options.deployment ?? TEST_DEPLOYMENT }),
    ...(options.tabLog === undefined ? {} : { tabLog: options.tabLog }),
  });
  const client = wrapInProcess(dl);
  const store = createAppStore();
  const unbind = await bindToStore(client, store);
  disposers.push(async () => {
    unbind();
    await client.dispose();
  });

  const path = options.path ?? '/acme/dashboard';
  const memory = memoryLocation({ path, record: true });
  const uiLocale = options.uiLocale ?? 'en';
  if (options.session !== 'unknown') {
    const [pathname = '/', search = ''] = path.split(/(?=\?)/);
    const started = startSession({
      api: client.api,
      readCookie: () => 'XSRF-TOKEN=xsrf-1',
      pathname,
      search,
      locale: uiLocale,
      navigate: (to, navigateOptions) => memory.navigate(to, navigateOptions),
      watchXsrfToken: () => () => undefined,
      whenSignedIn: () => whenSignedIn(store),
    });
    // A session whose answer the test holds back is left running (no time passes for it).
    const held = options.session === 'loading' || options.brandStatus === 'loading';
    await runUntilSettled(started, 16, held ? 0 : 100);
  }
  dl.flushBatches();

  const i18n = await createI18n(uiLocale);
  // Every area's messages up front (docs/i18n.md): on virtual time nothing would wake the
  // Suspense that waits for a namespace's first load. The e2e suite covers the lazy loading.
  await i18n.loadNamespaces([...LOCALE_AREAS]);
  await (pagesLoaded ??= preloadPages());
  const result = render(
    <AppProviders store={store} client={client} i18n={i18n} locationHook={memory.hook} searchHook={memory.searchHook}>
      <AdBlockDetectorProvider detector={{ detect: () => Promise.resolve(options.adBlocked ?? false) }}>{options.ui ?? <App />}</AdBlockDetectorProvider>
    </AppProviders>,
  );
  // Frame by frame, each in its own act(): React renders what a frame changed before the next one,
  // as a browser does (a watch's view is React state, rendered at the end of an act() scope).
  const advance = async (ms: number) => {
    for (let left = ms; left > 0; left -= FRAME_MS) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(Math.min(FRAME_MS, left));
      });
    }
  };
  return {
    ...result,
    ...fakes,
    store,
    client,
    dl,
    i18n,
    user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }),
    history: memory.history,
    location: () => memory.history[memory.history.length - 1] ?? '/',
    navigate: (to, navigateOptions) => memory.navigate(to, navigateOptions),
    advance,
    resourceCalls: () =>
      fakes.backend.calls.filter((call) => RESOURCE_CALLS.has(call.method)).map((call) => ({ query: call.args[0] as Query, brand: call.brand })),
    async settle() {
      await act(async () => {
        await flushMicrotasks();
        dl.flushBatches();
        await flushMicrotasks();
      });
    },
  };
}
