/**
 * Renders the shell and starts the session (see session/start-session.ts). Called by main.tsx
 * once i18n, the data-layer client and the hydrated store are ready.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { afterNextPaint, watchXsrfToken, type DataLayerClient } from '../data-client';
import { initI18n } from '../i18n';
import { isAppLocale, DEFAULT_LOCALE } from '../lib/locale-cookie';
import { whenSignedIn, type AppStore } from '../state';
import { deploymentAtom } from '../state/derived';
import { App } from './app';
import { AppProviders } from './app-providers';
import { logsItsErrors } from '../shell/errors/logs-its-errors';
import { RouteError } from '../shell/errors/route-error';
import { startErrorReporting } from '../shell/error-reporting/start-error-reporting';
import { preloadLazyPartsWhenIdle } from '../shell/router/lazy-part';
import { startSession } from './session/start-session';

/** Envelopes of the event log an error report carries at most (whole chunks: at least the newest). */
const REPORT_LOG_ENVELOPES = 1_000;

export async function mountApp(root: HTMLElement, deps: { store: AppStore; client: DataLayerClient }): Promise<void> {
  const i18n = await initI18n();
  const reactRoot = createRoot(root, {
    // Status pages thrown on purpose (RouteError) are outcomes, not bugs: keep the console clean.
    // The app's own boundaries log (and report) what they catch themselves.
    onCaughtError: (error, info) => {
      if (error instanceof RouteError || logsItsErrors(info.errorBoundary)) return;
      console.error(error, info.componentStack);
    },
    // A concurrent render that threw and was rendered again synchronously: React's own report
    // is one minified sentence ("error #520"); the error that caused it is what helps.
    onRecoverableError: (error, info) => {
      console.error('React rendered again after an error during a concurrent render:', error instanceof Error && error.cause !== undefined ? error.cause : error, info.componentStack);
    },
  });
  // The first render is a transition: React renders it in slices of about 5 ms that give way to
  // anything more urgent, instead of one task of the whole shell and page (on a phone's CPU, two
  // tasks of 125 and 180 ms, the first screen's longest; docs/benchmarks.md, "The worker's script at
  // low priority, and the first render in slices").
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppProviders store={deps.store} client={deps.client} i18n={i18n}>
          <App />
        </AppProviders>
      </StrictMode>,
    ),
  );
  // The deployment (from the server's client config) says whether errors are reported; the SDK
  // loads after the first paint, and what fails before it is ready waits for it (error-reporting/).
  // Each report carries the newest part of the event log, redacted, for `npm run replay`.
  void startErrorReporting(deps.store.get(deploymentAtom), undefined, afterNextPaint(), () => deps.client.api.exportLog({ redact: true, newest: REPORT_LOG_ENVELOPES }));
  const stopWatching = await startSession({
    api: deps.client.api,
    readCookie: () => document.cookie,
    pathname: window.location.pathname,
    search: window.location.search,
    locale: isAppLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE,
    navigate: (to, options) => navigate(to, options),
    watchXsrfToken: (onChange) => watchXsrfToken(onChange),
    whenSignedIn: () => whenSignedIn(deps.store),
  });
  window.addEventListener('pagehide', stopWatching, { once: true });
  // The panels, menus and dialogs left out of the initial JavaScript, fetched before anyone opens
  // them, once the session and the brand's first figures are in: on a slow network they would
  // otherwise share the line with what the first screen waits for.
  preloadLazyPartsWhenIdle();
}
