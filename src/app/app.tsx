/** The shell: routes, plus what overlays every page (toasts, maintenance modal). */
import { MaintenanceModal } from '../features/maintenance/maintenance-modal';
import { ToastViewport } from '../features/toasts/toast-viewport';
import { AppRoutes } from './router/app-routes';
import { useChunkErrorReload } from './session/use-chunk-error-reload';
import { useLocaleSync } from './session/locale-sync';

export function App() {
  useLocaleSync();
  useChunkErrorReload();
  return (
    <>
      <AppRoutes />
      <ToastViewport />
      <MaintenanceModal />
    </>
  );
}
