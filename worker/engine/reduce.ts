/**
 * The root reducer: pure, deterministic (only envelope data, never the clock), with structural
 * sharing. One exhaustive switch routes each event to the slice reducers it concerns; a slice
 * that an event does not concern keeps its identity, and so does the root when nothing but the
 * diagnostics moved.
 */
import type { DomainEvent, Envelope } from '../contract/events';
import { BRAND_SCOPED_SLICES, type SliceName, type Snapshot } from '../contract/snapshot';
import { isForeign } from './brand-scope';
import { initialSnapshot } from './initial-snapshot';
import { reduceBalance } from './slices/balance';
import { reduceBrand } from './slices/brand';
import { reduceBuilds } from './slices/builds';
import { reduceConnection } from './slices/connection';
import { noteEnvelope, reduceDiagnostics } from './slices/diagnostics';
import { reduceIncidents } from './slices/incidents';
import { reduceNotifications } from './slices/notifications';
import { reduceSession } from './slices/session';
import { reduceStorage } from './slices/storage';
import { reduceSystem } from './slices/system';
import { reduceToasts } from './slices/toasts';

const initial = initialSnapshot();

export function reduce(state: Snapshot, envelope: Envelope): Snapshot {
  const foreign = isForeign(state, envelope);
  const next = foreign ? state : route(state, envelope.event, envelope.at);
  const copy = snapshotCopy(next);
  copy.diagnostics = noteEnvelope(next.diagnostics, envelope.seq, foreign);
  return copy;
}

function route(state: Snapshot, event: DomainEvent, at: number): Snapshot {
  switch (event.type) {
    case 'connection/state-changed':
    case 'connection/resubscribed':
      return set(state, 'connection', reduceConnection(state.connection, event));
    case 'diagnostics/payload-malformed':
      return set(state, 'diagnostics', reduceDiagnostics(state.diagnostics, event));
    case 'session/load-started':
    case 'session/loaded':
    case 'session/expired':
    case 'invites/loaded':
    case 'locale/changed':
      return set(state, 'session', reduceSession(state.session, event));
    case 'session/signed-out':
      // Signing out ends the brand scope as well: nothing of the old brand may stay on screen.
      return { ...resetBrandScoped(state), session: reduceSession(state.session, event), brand: initial.brand };
    case 'brand/switch-started':
      // The spec resets all stored state on a brand switch; session, toasts and system are not
      // brand data and stay.
      return { ...resetBrandScoped(state), brand: reduceBrand(state.brand, event) };
    case 'brand/user-loaded':
    case 'brand/user-failed':
    case 'brand/redirect-requested':
      return set(state, 'brand', reduceBrand(state.brand, event));
    case 'balance/changed':
      return set(state, 'balance', reduceBalance(state.balance, event));
    case 'storage/recalculated':
      return set(state, 'storage', reduceStorage(state.storage, event));
    case 'builds/widget-loaded':
    case 'builds/build-updated':
      return set(state, 'builds', reduceBuilds(state.builds, event));
    case 'notifications/load-started':
    case 'notifications/page-loaded':
    case 'notifications/load-failed':
    case 'notifications/marked-read':
    case 'notifications/all-marked-read':
    case 'notifications/read-rolled-back':
    case 'notifications/read-confirmed':
    case 'notifications/unread-count-changed':
      return set(state, 'notifications', reduceNotifications(state.notifications, event));
    case 'incidents/loaded':
    case 'incidents/dismiss-started':
    case 'incidents/dismissed':
    case 'incidents/dismiss-failed':
      return set(state, 'incidents', reduceIncidents(state.incidents, event));
    case 'system/deployment-loaded':
    case 'system/maintenance-shown':
    case 'system/maintenance-closed':
    case 'system/new-version-available':
      return set(state, 'system', reduceSystem(state.system, event));
    case 'toast/requested':
    case 'toast/dismissed':
      return set(state, 'toasts', reduceToasts(state.toasts, event, at));
    // Live events only trigger effects (refetches, derived events); the state changes when the
    // derived events arrive. request/failed is a log entry for debugging.
    case 'live/incident-updated':
    case 'live/incident-transitioned':
    case 'live/show-maintenance':
    case 'live/new-version-available':
    case 'live/brand-broadcast-tested':
    case 'live/brand-user-updated':
    case 'live/brand-updated':
    case 'live/user-updated':
    case 'live/brand-store-usage-calculated':
    case 'live/balance-spend':
    case 'live/visual-build-created':
    case 'live/visual-build-updated':
    case 'live/notification-created':
    case 'request/failed':
      return state;
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}

function set<K extends SliceName>(state: Snapshot, name: K, slice: Snapshot[K]): Snapshot {
  if (state[name] === slice) return state;
  const copy = snapshotCopy(state);
  copy[name] = slice;
  return copy;
}

function resetBrandScoped(state: Snapshot): Snapshot {
  const copy = snapshotCopy(state);
  for (const name of BRAND_SCOPED_SLICES) (copy as Record<SliceName, unknown>)[name] = initial[name];
  return copy;
}

type MutableSnapshot = { -readonly [K in SliceName]: Snapshot[K] };

/**
 * A shallow copy with one fixed literal shape. Hot path: every envelope copies the root, and a
 * single hidden class keeps that copy monomorphic (spreads with computed keys produced several
 * shapes and halved the reducer's throughput).
 */
function snapshotCopy(s: Snapshot): MutableSnapshot {
  return {
    connection: s.connection,
    session: s.session,
    brand: s.brand,
    balance: s.balance,
    storage: s.storage,
    builds: s.builds,
    notifications: s.notifications,
    incidents: s.incidents,
    system: s.system,
    toasts: s.toasts,
    diagnostics: s.diagnostics,
  };
}
