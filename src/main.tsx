/**
 * Bootstrap: i18n → data-layer client → store hydrated → app rendered (the app starts the session
 * and the XSRF hand-over; see app/mount-app.tsx).
 */
import './styles.css';
import { startErrorReporting } from './app/error-reporting/start-error-reporting';
import { mountApp } from './app/mount-app';
import { initI18n } from './i18n';
import { afterNextPaint, bindToStore, createDataLayerClient, modeFromLocation } from './data-client';
import { createAppStore } from './state';
import { deploymentAtom } from './state/derived';

const i18nReady = initI18n();

async function boot(): Promise<void> {
  await i18nReady;
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root element');
  const store = createAppStore();
  const client = await createDataLayerClient(modeFromLocation(window.location.search), window.location.origin);
  // A batch is acknowledged once the frame it changed is painted: the worker merges whatever
  // happens meanwhile into its next batch instead of queueing messages behind a busy frame.
  const unbind = await bindToStore(client, store, { acknowledge: () => afterNextPaint() });
  // The deployment (from the server's client config) says whether errors are reported; the SDK
  // loads meanwhile, and what fails before it is ready waits for it (error-reporting/).
  void startErrorReporting(store.get(deploymentAtom));
  window.addEventListener('pagehide', () => {
    unbind();
    void client.dispose();
  });
  await mountApp(root, { store, client });
}

boot().catch(async (error: unknown) => {
  // Nothing of the app could start (no server, invalid client config): say so plainly.
  console.error('Boot failed', error);
  const root = document.getElementById('root');
  const i18n = await i18nReady.catch(() => null);
  if (root !== null) {
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.className = 'm-8 rounded border border-red-300 bg-red-50 p-4 text-red-900';
    const detail = error instanceof Error ? error.message : String(error);
    message.textContent = i18n ? i18n.t('BOOT.FAILED', { detail }) : `The application could not start: ${detail}`;
    root.replaceChildren(message);
  }
});
