/**
 * What every phase of the benchmark works with: the browser, the stack it talks to (app origin
 * and soketi's publishing port), and the brand with the running builds the storm moves. Set up
 * once by `prepareBench` (the CLI's own stack, or the e2e stack in the smoke test).
 */
import type { Chromium } from './chromium';
import { brandId, queueBuilds, resetDatabase, setBalance, stopFarm } from './control';
import { openPage, type BenchPage } from './pages';
import { signIn } from './sign-in';
import { newStormCursor } from '../../../worker/bench/storm-sequence';
import type { SoketiTarget, StormBrand, StormCursor } from './storm';

export type Mode = 'worker' | 'in-process';
export const MODES: readonly Mode[] = ['worker', 'in-process'];

export interface BenchEnv {
  readonly browser: Chromium;
  readonly origin: string;
  readonly soketi: SoketiTarget;
  readonly brand: StormBrand;
  /** The stack's start process, when the benchmark started it (its CPU is then told apart from other load). */
  readonly stackPid?: number;
}

/** The brand of the classic phases: acme, with the running builds queued for it. */
export const BRAND = 'acme';
/** The brand of the scale phase: the seed's heavy user's brand (server/seed/bulk-renders.ts). */
export const SCALE_BRAND = 'stark';
/** The manager sees the credit and storage figures, which the storm also moves (and manages stark too). */
const EMAIL = 'manager@example.com';
/** The balance the storm's Spends count down from (set through the control API first). */
const STORM_BALANCE = 100_000;

interface PrepareParams {
  readonly browser: Chromium;
  readonly origin: string;
  readonly soketi: SoketiTarget;
  /** Running builds the storm moves (queued for the brand, the newest renders: the top of the list). */
  readonly builds: number;
  readonly stackPid?: number;
}

async function brandForStorm(p: PrepareParams, identifier: string): Promise<StormBrand> {
  const buildIds = await queueBuilds(p.origin, identifier, p.builds);
  const id = await brandId(p.origin, identifier);
  await setBalance(p.origin, identifier, STORM_BALANCE);
  return { id, identifier, buildIds, balance: STORM_BALANCE };
}

/** Stops the farm (so only the storm moves builds), seeds `builds` queued builds for acme and signs in. */
export async function prepareBench(p: PrepareParams): Promise<BenchEnv> {
  await stopFarm(p.origin);
  const brand = await brandForStorm(p, BRAND);
  await signIn(p.browser, p.origin, EMAIL);
  return { browser: p.browser, origin: p.origin, soketi: p.soketi, brand, stackPid: p.stackPid };
}

/**
 * A new database whose heavy user's brand (stark) lists about `listSize` renders: `listSize −
 * builds` seeded (`POST /__control/reset {renders}`: 30 days of finished and failed renders and a
 * small queue) plus the `builds` queued on top, which the storm moves. The farm is stopped, and
 * the reset signed everyone out: signs in again, from no cookies.
 */
export async function prepareScale(p: PrepareParams & { readonly listSize: number }): Promise<BenchEnv> {
  await resetDatabase(p.origin, Math.max(0, p.listSize - p.builds));
  await stopFarm(p.origin);
  const brand = await brandForStorm(p, SCALE_BRAND);
  // The account provider still knows the browser and would sign it in without its button.
  await p.browser.cdp.send('Storage.clearCookies');
  await signIn(p.browser, p.origin, EMAIL, `/${SCALE_BRAND}/dashboard`);
  return { browser: p.browser, origin: p.origin, soketi: p.soketi, brand, stackPid: p.stackPid };
}

export type AppPath = 'builds' | 'dashboard';

/**
 * The app's URL for a mode (`?worker=0`: the data layer in process) with or without the bridge
 * counters; `minimalLog`: the smallest event log, not copied to IndexedDB (`?log=min`,
 * worker/contract/log-keeping.ts).
 */
export function appUrl(env: BenchEnv, mode: Mode, path: AppPath, bench: boolean, minimalLog = false): string {
  const query = new URLSearchParams();
  if (mode === 'in-process') query.set('worker', '0');
  if (bench) query.set('bench', '1');
  if (minimalLog) query.set('log', 'min');
  const search = query.size > 0 ? `?${query}` : '';
  return `${env.origin}/${env.brand.identifier}/${path}${search}`;
}

export interface AppPage {
  readonly mode: Mode;
  readonly page: BenchPage;
  /** The progress sequence of this page's storms (storm.ts). */
  readonly cursor: StormCursor;
}

/** In the page: true once the Renders page lists the newest seeded build and the live connection is up. */
export const rendersReady = (env: BenchEnv): string =>
  `document.querySelector('[data-testid="renders-table"] tbody tr[data-build-id="${Math.max(...env.brand.buildIds)}"]') !== null && document.querySelector('[data-connection-state="connected"]') !== null`;

/** Opens the Renders page, by default with the bridge counters, ready for a storm. */
export async function openRendersPage(env: BenchEnv, mode: Mode, options: { bench?: boolean; minimalLog?: boolean } = {}): Promise<AppPage> {
  const page = await openPage(env.browser, appUrl(env, mode, 'builds', options.bench ?? true, options.minimalLog ?? false));
  const session = await page.attach();
  await session.waitFor(rendersReady(env), `the Renders page (${mode}) with the seeded builds, live`);
  await session.detach();
  // The first loads (brand, balance, notifications) settle before anything is measured.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await page.renderer();
  return { mode, page, cursor: newStormCursor() };
}

/** In-app navigation, as a link click does (no reload: the data layer keeps running). */
export async function navigateInApp(env: BenchEnv, app: AppPage, path: AppPath, ready: string): Promise<void> {
  const session = await app.page.attach();
  await session.evaluate(`history.pushState(null, '', '/${env.brand.identifier}/${path}'), dispatchEvent(new PopStateEvent('popstate')), true`);
  await session.waitFor(ready, `the ${path} page`);
  await session.detach();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}
