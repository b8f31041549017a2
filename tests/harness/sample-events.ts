/**
 * One sample of every domain event type. The live events heard on the socket are their rows'
 * own examples (worker/ports/live/live-event-spec.ts); the rest are written here. Typed as a
 * record over DomainEventType, so adding an event to the contract without a row or a sample here
 * fails type-checking (and the exhaustiveness tests then cover it).
 */
import type { DomainEventType, EventOf } from '../../worker/contract/events';
import { LIVE_EVENTS } from '../../worker/domains/registry';
import { aBrandSummary, aBrandUser, aBuildsWidget, anIncident, aNotification, anInvite, anOutboxEntry, aStorage, aUser } from './builders';

/** The event types the live rows decode (the registry checks that every row's type is a domain event). */
type RowType = Exclude<Extract<DomainEventType, `live/${string}`>, 'live/notification-created'>;

const ROW_EXAMPLES = Object.fromEntries(LIVE_EVENTS.map((row) => [row.type, row.example])) as { readonly [K in RowType]: EventOf<K> };

export const SAMPLE_EVENTS: { readonly [K in DomainEventType]: EventOf<K> } = {
  ...ROW_EXAMPLES,
  'live/notification-created': { type: 'live/notification-created', notification: aNotification('n-new') },
  'connection/state-changed': { type: 'connection/state-changed', state: 'connected', previous: 'connecting' },
  'connection/resubscribed': { type: 'connection/resubscribed' },
  'connection/channel-auth-failed': { type: 'connection/channel-auth-failed', channel: 'private-brand.acme', status: 503 },
  'connection/down-for-a-while': { type: 'connection/down-for-a-while' },
  'connection/resync-requested': { type: 'connection/resync-requested' },
  'diagnostics/stale-brand-request-dropped': { type: 'diagnostics/stale-brand-request-dropped', method: 'GET', path: '/api/v1/balance-manager/balance', brand: 'acme' },
  'diagnostics/payload-malformed': { type: 'diagnostics/payload-malformed', origin: 'live', name: 'BalanceManager.Spend', reason: 'payload is not an object' },
  'session/load-started': { type: 'session/load-started' },
  'session/loaded': { type: 'session/loaded', user: aUser(), brands: [aBrandSummary('acme')] },
  'session/signed-out': { type: 'session/signed-out' },
  'session/expired': { type: 'session/expired', status: 401 },
  'session/csrf-refreshed': { type: 'session/csrf-refreshed', trigger: 'POST /api/v1/incident/1/dismiss', ok: true },
  'invites/loaded': { type: 'invites/loaded', invites: [anInvite()] },
  'brand/switch-started': { type: 'brand/switch-started', identifier: 'acme' },
  'brand/user-loaded': { type: 'brand/user-loaded', brandUser: aBrandUser() },
  'brand/user-failed': { type: 'brand/user-failed', identifier: 'acme', status: 403 },
  'brand/redirect-requested': { type: 'brand/redirect-requested', identifier: 'beta' },
  'brand/removed-from': { type: 'brand/removed-from', identifier: 'acme' },
  'locale/changed': { type: 'locale/changed', locale: 'cs' },
  'balance/changed': { type: 'balance/changed', balance: 42, version: null },
  'storage/recalculated': { type: 'storage/recalculated', storage: aStorage(80) },
  'outbox/restored': { type: 'outbox/restored', entries: [anOutboxEntry()] },
  'outbox/queued': { type: 'outbox/queued', entry: anOutboxEntry() },
  'outbox/sending': { type: 'outbox/sending', key: 'key-00000001' },
  'outbox/waiting': { type: 'outbox/waiting', key: 'key-00000001' },
  'outbox/sent': { type: 'outbox/sent', key: 'key-00000001' },
  'outbox/refused': { type: 'outbox/refused', key: 'key-00000001', refusal: { error: 'REQUESTS.FORBIDDEN', message: 'This action is unauthorized.' } },
  'outbox/dropped': { type: 'outbox/dropped', key: 'key-00000001' },
  'outbox/edited': { type: 'outbox/edited', key: 'key-00000001', entry: anOutboxEntry({ key: 'key-00000002' }) },
  'notices/restored': { type: 'notices/restored', credit: { below100: null, below50: 30 }, storage: { above75: null, above90: null } },
  'notices/dismissed': { type: 'notices/dismissed', notice: 'credit' },
  'builds/widget-loaded': { type: 'builds/widget-loaded', widget: aBuildsWidget(4) },
  'notifications/load-started': { type: 'notifications/load-started', filter: 'all', append: false },
  'notifications/page-loaded': { type: 'notifications/page-loaded', filter: 'all', append: false, page: 1, items: [aNotification(1)], total: 1 },
  'notifications/first-page-refreshed': { type: 'notifications/first-page-refreshed', filter: 'all', items: [aNotification(2), aNotification(1)], total: 2 },
  'notifications/load-failed': { type: 'notifications/load-failed', filter: 'all' },
  'notifications/marked-read': { type: 'notifications/marked-read', ids: ['1'], at: '2025-05-01T12:00:00.000Z' },
  'notifications/all-marked-read': { type: 'notifications/all-marked-read', at: '2025-05-01T12:00:00.000Z' },
  'notifications/read-rolled-back': { type: 'notifications/read-rolled-back', ids: ['1'], unreadCount: 1 },
  'notifications/read-confirmed': { type: 'notifications/read-confirmed', ids: ['1'] },
  'notifications/unread-count-changed': { type: 'notifications/unread-count-changed', count: 3 },
  'incidents/loaded': { type: 'incidents/loaded', items: [anIncident(1)] },
  'incidents/load-failed': { type: 'incidents/load-failed' },
  'incidents/dismiss-started': { type: 'incidents/dismiss-started', id: 1 },
  'incidents/dismissed': { type: 'incidents/dismissed', id: 1 },
  'incidents/dismiss-failed': { type: 'incidents/dismiss-failed', id: 1 },
  'system/deployment-loaded': { type: 'system/deployment-loaded', deployment: { environment: 'dev', providerOrigin: 'http://localhost:8081', applicationName: 'Adcreative', sentryDsn: null } },
  'system/maintenance-shown': { type: 'system/maintenance-shown', severity: 'medium', message: null },
  'system/maintenance-closed': { type: 'system/maintenance-closed' },
  'system/new-version-available': { type: 'system/new-version-available', buildNumber: '42' },
  'log/page-loaded': { type: 'log/page-loaded', reason: 'reload' },
  'records/changed': { type: 'records/changed', resource: 'visual-comment', id: '4', record: { id: '4' } },
  'records/removed': { type: 'records/removed', resource: 'visual-comment', id: '4' },
  'queries/invalidated': { type: 'queries/invalidated', keys: [['visual-version'], ['visual', '12']] },
  'toast/requested': { type: 'toast/requested', id: 't1', kind: 'error', key: 'REQUESTS.FAILED', params: {}, text: null },
  'toast/dismissed': { type: 'toast/dismissed', id: 't1' },
  'requests/started': { type: 'requests/started', id: 'mhx2k0c0-1', method: 'GET', path: '/api/v1/balance-manager/balance' },
  'requests/finished': { type: 'requests/finished', id: 'mhx2k0c0-1', method: 'GET', path: '/api/v1/balance-manager/balance', status: 200, durationMs: 42 },
  'uploads/progress': { type: 'uploads/progress', upload: 'u1', sent: 512, total: 2048 },
  'uploads/settled': { type: 'uploads/settled', upload: 'u1' },
  'presence/here': { type: 'presence/here', channel: 'presence-brand.acme.adset.5', users: [{ id: 2, name: 'Eda Editor', avatar: null }] },
  'presence/joined': { type: 'presence/joined', channel: 'presence-brand.acme.adset.5', user: { id: 3, name: 'Vera Visitor', avatar: null } },
  'presence/left': { type: 'presence/left', channel: 'presence-brand.acme.adset.5', userId: 3 },
  'presence/editing': { type: 'presence/editing', channel: 'presence-brand.acme.adset.5', userId: 2, editing: true },
  'presence/editing-expired': { type: 'presence/editing-expired', channel: 'presence-brand.acme.adset.5', userId: 2 },
  'presence/editing-sent': { type: 'presence/editing-sent', channel: 'presence-brand.acme.adset.5' },
  'presence/closed': { type: 'presence/closed', channel: 'presence-brand.acme.adset.5' },
  'request/failed': { type: 'request/failed', method: 'GET', path: '/api/v1/balance-manager/balance', status: 503, kind: 'unhandled', reason: 'x' },
};
