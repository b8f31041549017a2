/**
 * The maintenance modal (spec section 4), opened by a live event. Maintenance is rare, so the
 * dialog (maintenance-dialog.tsx, with Headless UI's Dialog) is a chunk of its own; the shell
 * fetches it when idle after the first paint (app/router/lazy-part.ts), before it can be needed.
 */
import { Suspense } from 'react';
import { lazyPart } from '../../shell/router/lazy-part';
import { systemAtom, useAtomValue } from '../../state';

const MaintenanceDialog = lazyPart(() => import('./maintenance-dialog').then((m) => m.MaintenanceDialog));

export function MaintenanceModal() {
  const { maintenance } = useAtomValue(systemAtom);
  if (maintenance === null) return null;
  return (
    <Suspense fallback={null}>
      <MaintenanceDialog />
    </Suspense>
  );
}
