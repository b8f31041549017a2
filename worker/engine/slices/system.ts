/** Deployment info, the maintenance modal and the new-version flag. */
import type { EventOf } from '../../contract/events';
import type { SystemSlice } from '../../contract/snapshot';

export type SystemEvent = EventOf<'system/deployment-loaded' | 'system/maintenance-shown' | 'system/maintenance-closed' | 'system/new-version-available'>;

export const initialSystem: SystemSlice = { deployment: null, maintenance: null, newVersionAvailable: false };

export function reduceSystem(slice: SystemSlice, event: SystemEvent): SystemSlice {
  switch (event.type) {
    case 'system/deployment-loaded':
      return { ...slice, deployment: event.deployment };
    case 'system/maintenance-shown':
      return { ...slice, maintenance: { severity: event.severity, message: event.message } };
    case 'system/maintenance-closed':
      return slice.maintenance === null ? slice : { ...slice, maintenance: null };
    case 'system/new-version-available':
      return slice.newVersionAvailable ? slice : { ...slice, newVersionAvailable: true };
    default: {
      const _exhaustive: never = event;
      return slice;
    }
  }
}
