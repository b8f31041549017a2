/** The shell: routes, plus what overlays every page (toasts, maintenance modal, the devtools' time travel). */
import { Suspense } from 'react';
import { MaintenanceModal } from '../features/maintenance/maintenance-modal';
import { ToastViewport } from '../features/toasts/toast-viewport';
import { lazyPart } from '../shell/router/lazy-part';
import { AppRoutes } from './router/app-routes';
import { useChunkErrorReload } from './session/use-chunk-error-reload';
import { useLocaleSync } from './session/locale-sync';

declare const __DEVTOOLS__: boolean | undefined;

// Time travel over the app (the viewing bar, the timeline drawer): devtools builds only, written
// out so that a production build drops it and its chunk (shell/routes/devtools-build.ts).
const TimeTravelHost = typeof __DEVTOOLS__ === 'undefined' || __DEVTOOLS__ ? lazyPart(() => import('../features/devtools/time-travel-host').then((m) => m.TimeTravelHost)) : null;

export function App() {
  useLocaleSync();
  useChunkErrorReload();
  return (
    <>
      <AppRoutes />
      <ToastViewport />
      <MaintenanceModal />
      {TimeTravelHost !== null && (
        <Suspense fallback={null}>
          <TimeTravelHost />
        </Suspense>
      )}
    </>
  );
}
