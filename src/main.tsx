/**
 * Bootstrap: i18n ∥ data-layer client (∥ the page in view's chunk) → store hydrated → app rendered
 * (the app starts the session and the XSRF hand-over; see app/mount-app.tsx).
 */
import './styles.css';
import { mountApp } from './app/mount-app';
import { initI18n } from './i18n';
import { afterNextPaint, bindToStore, createDataLayerClient, inputFirst, modeFromLocation } from './data-client';
import { scenarioFromLocation, scenarioNames, scenarioProblemOf } from './data-client/scenario-launch';
import { preloadPageAt } from './app/router/page-registry';
import { createAppStore } from './state';
import { browserNavigation } from './lib/browser-navigation';
import { claimTab } from './lib/claim-tab';
import { currentPageLoad, keepTabId } from './lib/page-load';
import { minimalLogFromSearch } from '../worker/contract/log-keeping';

// `?scenario=` is not in production builds; written out here, see worker/boot/boot-data-layer.ts.
declare const __SCENARIOS__: boolean | undefined;
const SCENARIOS_IN_BUILD = typeof __SCENARIOS__ === 'undefined' || __SCENARIOS__;

const i18nReady = initI18n();
// The page in view loads beside the data layer's first calls, not after them; in a task of its
// own: asking for its chunk adds a preload link per chunk it imports (about 30 for the Renders
// page), work that would otherwise lengthen the entry's one long task on a phone.
setTimeout(() => void preloadPageAt(window.location.pathname), 0);

async function boot(): Promise<void> {
  // `?scenario=<name>` (not in production builds): the data layer runs that scenario's fakes.
  const scenarioReady = scenarioFromLocation(window.location.search);
  // The data layer (its worker's script, then the client config and the session's calls) starts
  // at once; the messages are not its concern.
  const loaded = currentPageLoad();
  // A tab opened from another one carries its id: it takes its own before the worker is named.
  const pageLoad = loaded === null ? Promise.resolve(null) : claimTab(loaded, (tabId) => keepTabId(tabId));
  // `?log=min`: the benchmark's smallest event log (worker/contract/log-keeping.ts); production builds ignore it.
  const minimalLog = import.meta.env.MODE !== 'production' && minimalLogFromSearch(window.location.search);
  const clientReady = Promise.all([scenarioReady, pageLoad]).then(([launch, tab]) => createDataLayerClient(modeFromLocation(window.location.search), window.location.origin, undefined, launch, tab, minimalLog));
  // Awaited below: until then a failure is boot's (shown by its catch), not an unhandled rejection.
  clientReady.catch(() => undefined);
  await i18nReady;
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root element');
  const store = createAppStore();
  const scenario = await scenarioReady;
  const client = await clientReady;
  // A batch is applied input first (after any pending click or key, in a transition React drops
  // for input) and acknowledged once the frame it changed is painted: the worker merges whatever
  // happens meanwhile into its next batch instead of queueing messages behind a busy frame.
  const unbind = await bindToStore(client, store, { apply: inputFirst(client.batchCommits), acknowledge: () => afterNextPaint() });
  // The tab's event log is stored before the app reloads or leaves the page itself.
  browserNavigation.setBeforeLeave(() => client.api.persistLog());
  window.addEventListener('pagehide', () => {
    unbind();
    void client.dispose();
  });
  if (SCENARIOS_IN_BUILD && scenario !== null) {
    const [{ mountScenarioBadge }, i18n] = await Promise.all([import('./features/scenario-badge/mount-scenario'), i18nReady]);
    mountScenarioBadge(scenario, i18n);
  }
  await mountApp(root, { store, client });
}

boot().catch(async (error: unknown) => {
  // Nothing of the app could start (no server, invalid client config): say so plainly.
  console.error('Boot failed', error);
  const root = document.getElementById('root');
  const i18n = await i18nReady.catch(() => null);
  const scenarioProblem = scenarioProblemOf(error, window.location.search);
  if (SCENARIOS_IN_BUILD && root !== null && i18n !== null && scenarioProblem !== null) {
    const [{ showScenarioError }, names] = await Promise.all([import('./features/scenario-badge/mount-scenario'), scenarioNames()]);
    showScenarioError(root, scenarioProblem, names, i18n);
  } else if (root !== null) {
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.className = 'm-8 rounded border border-red-300 bg-red-50 p-4 text-red-900';
    const detail = error instanceof Error ? error.message : String(error);
    message.textContent = i18n ? i18n.t('BOOT.FAILED', { detail }) : `The application could not start: ${detail}`;
    root.replaceChildren(message);
  }
});
