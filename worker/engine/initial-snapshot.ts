/** The state before any envelope: what a replay starts from when its log has no checkpoint. */
import type { Snapshot } from '../contract/snapshot';
import { initialBalance } from './slices/balance';
import { initialBrand } from './slices/brand';
import { initialBuilds } from './slices/builds';
import { initialConnection } from './slices/connection';
import { initialDiagnostics } from './slices/diagnostics';
import { initialIncidents } from './slices/incidents';
import { initialNotifications } from './slices/notifications';
import { initialSession } from './slices/session';
import { initialStorage } from './slices/storage';
import { initialSystem } from './slices/system';
import { initialToasts } from './slices/toasts';

/**
 * Takes no parameters on purpose: anything that varies per run (locale, route brand) enters the
 * state as an event, so a log alone is enough to rebuild the state.
 */
export function initialSnapshot(): Snapshot {
  return {
    connection: initialConnection,
    session: initialSession,
    brand: initialBrand,
    balance: initialBalance,
    storage: initialStorage,
    builds: initialBuilds,
    notifications: initialNotifications,
    incidents: initialIncidents,
    system: initialSystem,
    toasts: initialToasts,
    diagnostics: initialDiagnostics,
  };
}
