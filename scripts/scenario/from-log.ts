/**
 * An exported event log (worker/log/ndjson.ts) → a scenario file that plays the same inputs
 * (docs/scenarios.md, "From a log"). What the log holds are the envelopes the reducer folded,
 * not the raw inputs, so this reconstructs them:
 *  - live events → live steps, re-encoded to wire payloads on the channel they arrived on
 *    (lossless: the encoders are the inverse of the decoders, checked by a test);
 *  - GraphQL notifications → notification steps;
 *  - a connection lost and back → a drop step of that length;
 *  - events that answer a user's command → command steps (the commands listed in commandOf;
 *    the first brand/switch-started and locale/changed belong to the start command);
 *  - answers the engine folded (session, invites, brand user, balance, builds widget, incidents,
 *    unread count, the notification centre's pages) → answer rules, used once each in order, the
 *    last one kept for later requests.
 * Everything else (malformed payloads, whose raw bodies the log does not keep; failed requests;
 * lists and records of watched queries) is left out and counted in `notes`.
 */
import type { Command } from '../../worker/contract/commands';
import type { DomainEvent, Envelope, LiveEvent } from '../../worker/contract/events';
import { LIVE_EVENTS } from '../../worker/domains/registry';
import { parseEventLog } from '../../worker/log/ndjson';
import { brandChannel, PUBLIC_CHANNEL } from '../../worker/contract/live-channels';
import { SCENARIO_FORMAT, SCENARIO_VERSION, type HttpRule } from '../../worker/scenario/format';
import { paginator } from '../../worker/scenario/presets';
import { brandUserWire, incidentWire, inviteWire, livePayload, meWire, notificationWire } from './wire-encode';
import type { AppNotification } from '../../worker/contract/entities';
import { NOTIFICATIONS_PAGE_SIZE } from '../../worker/domains/notifications/loads';
import { GRAPHQL_OPERATIONS } from '../../worker/ports/graphql/documents';

type Step = Record<string, unknown> & { at: number };

/** The GraphQL answer that brought a page of the notification centre; its unread count is filled in from the event after it. */
function notificationsPageWire(page: number, items: readonly AppNotification[], total: number): { data: Record<string, unknown> } {
  const perPage = NOTIFICATIONS_PAGE_SIZE;
  const paginatorInfo = { count: items.length, currentPage: page, perPage, total, lastItem: items.length === 0 ? null : (page - 1) * perPage + items.length, lastPage: Math.max(1, Math.ceil(total / perPage)) };
  return { data: { notificationsPaginated: { data: items.map(notificationWire), paginatorInfo }, loggedUser: { id: '1', unread_notifications_count: 0 } } };
}

/**
 * Command-sourced events the data layer emits by itself as a scenario runs (starting the session,
 * reading back the brand's kept writes): not a user's command, and not lost by leaving them out.
 */
const SELF_EMITTED: ReadonlySet<string> = new Set(['session/load-started', 'outbox/restored']);

/** Command-sourced events that say which command the user gave. */
function commandOf(event: DomainEvent): Command[] {
  switch (event.type) {
    case 'brand/switch-started':
      return [{ type: 'brand/switch', identifier: event.identifier }];
    case 'system/maintenance-closed':
      return [{ type: 'system/close-maintenance' }];
    case 'notices/dismissed':
      return [{ type: 'notices/dismiss', notice: event.notice }];
    case 'toast/dismissed':
      return [{ type: 'toast/dismiss', id: event.id }];
    case 'incidents/dismiss-started':
      return [{ type: 'incidents/dismiss', id: event.id }];
    case 'notifications/marked-read':
      return event.ids.map((id) => ({ type: 'notifications/mark-read', id }));
    case 'notifications/all-marked-read':
      return [{ type: 'notifications/mark-all-read' }];
    case 'notifications/load-started':
      return [event.append ? { type: 'notifications/load-more' } : { type: 'notifications/load', filter: event.filter }];
    default:
      return [];
  }
}

/** Folded answers → the rule that gives them back. */
function ruleOf(envelope: Envelope): HttpRule | null {
  const e = envelope.event;
  const rule = (method: HttpRule['method'], path: string, body: unknown, extra: Partial<HttpRule> = {}): HttpRule => ({ method, path, status: 200, delayMs: 0, body, ...extra });
  switch (e.type) {
    case 'session/loaded':
      return rule('GET', '/api/v1/me', meWire(e.user, e.brands));
    case 'brand/user-loaded':
      return rule('GET', '/api/v1/brand-user', brandUserWire(e.brandUser), { brand: e.brandUser.brand.identifier });
    case 'balance/changed':
      return rule('GET', '/api/v1/balance-manager/balance', { data: { balance: e.balance, ...(e.version === null ? {} : { version: e.version }) } });
    case 'builds/widget-loaded':
      return rule('GET', '/api/v1/visual-build/widget', { data: e.widget });
    case 'invites/loaded':
      return rule('GET', '/api/v1/invite', { data: e.invites.map(inviteWire) });
    case 'incidents/loaded':
      return rule('GET', '/api/v1/incident', paginator(e.items.map(incidentWire), '/server/api/v1/incident'));
    case 'notifications/unread-count-changed':
      return envelope.source === 'http' ? rule('POST', '/api/v1/graphql', { data: { loggedUser: { id: '1', unread_notifications_count: e.count } } }, { operation: 'LoggedUser' }) : null;
    case 'notifications/page-loaded':
      return rule('POST', '/api/v1/graphql', notificationsPageWire(e.page, e.items, e.total), { operation: GRAPHQL_OPERATIONS.notifications });
    case 'notifications/first-page-refreshed':
      return rule('POST', '/api/v1/graphql', notificationsPageWire(1, e.items, e.total), { operation: GRAPHQL_OPERATIONS.notifications });
    default:
      return null;
  }
}

const SPEC_OF_TYPE = new Map(LIVE_EVENTS.map((spec) => [spec.type, spec]));

function liveStep(envelope: Envelope, at: number): Step | null {
  const event = envelope.event as LiveEvent;
  if (event.type === 'live/notification-created') return { at, notification: notificationWire(event.notification) };
  const spec = SPEC_OF_TYPE.get(event.type);
  if (spec === undefined) return null;
  const channel = spec.channel === 'public' ? PUBLIC_CHANNEL : envelope.brand === null ? null : brandChannel(envelope.brand);
  if (channel === null) return null;
  return { at, live: { channel, event: spec.name, data: livePayload(event) } };
}

export interface LogScenario {
  readonly scenario: Record<string, unknown>;
  /** What was left out, in words. */
  readonly notes: readonly string[];
}

export function scenarioFromLog(text: string, source: string): LogScenario {
  const log = parseEventLog(text);
  // Relative times: the first envelope is 0 ms, whatever page of the tab it belongs to (the
  // header's startedAt is when the LAST page's engine started).
  const t0 = log.envelopes[0]?.at ?? (Date.parse(log.header.startedAt) || 0);
  const steps: Step[] = [];
  const rules: HttpRule[] = [];
  const skipped = new Map<string, number>();
  const skip = (what: string) => skipped.set(what, (skipped.get(what) ?? 0) + 1);
  // The page's start command: its route brand and locale are the first brand switch and locale of
  // the page (the first page's go into `start`, a later page's into its reload step).
  let page: { routeBrand?: string | null; locale?: string } = {};
  const start = page;
  let pages = 1;
  let lostAt: number | null = null;
  let deployment: unknown = null;
  // How long each call took (requests/finished), by path: its answer rule waits as long.
  const tookMs = new Map<string, number>();
  // The last http envelope was a notification centre page, whose answer also carried the unread count.
  let pageAnswerOpen = false;

  for (const envelope of log.envelopes) {
    const at = Math.max(0, envelope.at - t0);
    const event = envelope.event;
    if (event.type === 'system/deployment-loaded') {
      // A built page folds its deployment first; the runner's pages do the same with start.deployment
      // (null: the session folded none, so neither does the scenario).
      deployment ??= event.deployment;
    } else if (event.type === 'requests/finished') {
      if (event.path !== null && event.durationMs !== null) tookMs.set(event.path.split('?')[0] as string, event.durationMs);
    } else if (event.type === 'log/page-loaded') {
      // A page load: the scenario restarts the data layer from the tab's stored log at this time.
      page = {};
      pages += 1;
      lostAt = null;
      steps.push({ at, reload: Object.assign(page, { reason: event.reason }) });
    } else if (envelope.source === 'live' && event.type.startsWith('live/')) {
      const step = liveStep(envelope, at);
      if (step !== null) steps.push(step);
      else skip(`live ${event.type} without a channel`);
    } else if (event.type === 'connection/state-changed') {
      if (event.previous === 'connected' && event.state !== 'connected') lostAt = at;
      else if (event.state === 'connected' && lostAt !== null) {
        steps.push({ at: lostAt, drop: { forMs: at - lostAt } });
        lostAt = null;
      }
    } else if (envelope.source === 'command' && event.type === 'brand/switch-started' && page.routeBrand === undefined) {
      // The start command enters the first brand through a switch: that is the route's brand.
      page.routeBrand = event.identifier;
    } else if (envelope.source === 'command' && event.type === 'locale/changed') {
      // The first one is the start command's locale; later ones are the user's choice.
      if (page.locale === undefined) page.locale = event.locale;
      else steps.push({ at, command: { type: 'session/set-locale', locale: event.locale } });
    } else if (envelope.source === 'command') {
      const commands = commandOf(event);
      for (const command of commands) steps.push({ at, command });
      if (commands.length === 0 && !SELF_EMITTED.has(event.type)) skip(`command-sourced ${event.type}`);
    } else if (envelope.source === 'http') {
      // A page of the notification centre brings the unread count in the same answer: the count
      // folded right after it belongs to that answer's rule, not to a LoggedUser call of its own.
      const previous = rules.at(-1);
      if (event.type === 'notifications/unread-count-changed' && previous?.operation === GRAPHQL_OPERATIONS.notifications && pageAnswerOpen) {
        pageAnswerOpen = false;
        const body = previous.body as { data: { loggedUser: { unread_notifications_count: number } } };
        body.data.loggedUser.unread_notifications_count = event.count;
        continue;
      }
      pageAnswerOpen = event.type === 'notifications/page-loaded' || event.type === 'notifications/first-page-refreshed';
      const rule = ruleOf(envelope);
      // The call that brought this answer settled just before it (execute.ts): answer as late.
      const delayMs = rule === null ? 0 : (tookMs.get(rule.operation === undefined ? rule.path : `${rule.path} ${rule.operation}`) ?? 0);
      if (rule !== null) rules.push(delayMs > 0 ? { ...rule, delayMs } : rule);
      else if (event.type === 'diagnostics/payload-malformed' || event.type === 'request/failed') skip(`http ${event.type}`);
    } else if (event.type === 'diagnostics/payload-malformed') {
      skip(`malformed ${event.origin} payload (the log keeps no raw body)`);
    }
  }

  // Each answer once, in order; the last of each endpoint also answers every later request.
  const lastOf = new Map<string, number>();
  rules.forEach((r, i) => lastOf.set(`${r.method} ${r.path} ${r.operation ?? ''} ${r.brand ?? ''}`, i));
  const http = rules.map((r, i) => (lastOf.get(`${r.method} ${r.path} ${r.operation ?? ''} ${r.brand ?? ''}`) === i ? r : { ...r, times: 1 }));
  // Stable: inputs of one millisecond keep the log's order (a reload before the new page's inputs).
  steps.sort((a, b) => a.at - b.at);
  const lastAt = Math.max(0, ...log.envelopes.slice(-1).map((e) => e.at - t0));
  const notes = [...skipped].map(([what, count]) => `${count} × ${what} not carried over`);
  if (log.checkpoint !== null) notes.unshift(`the log starts at a checkpoint (seq ${log.checkpoint.seq}): what happened before it is not in the scenario`);
  if (log.header.redacted) notes.unshift('the log is redacted: names, emails and comments are placeholders');

  return {
    scenario: {
      format: SCENARIO_FORMAT,
      version: SCENARIO_VERSION,
      name: `from ${source.split('/').pop() ?? source}`,
      description: `Recorded from ${source} (app ${log.header.appVersion}, ${log.envelopes.length} envelopes, ${pages} page load${pages === 1 ? '' : 's'}).${notes.length > 0 ? ` Left out: ${notes.join('; ')}.` : ''}`,
      preset: 'signed-in-manager',
      start: { routeBrand: start.routeBrand ?? null, locale: start.locale ?? 'en', now: new Date(t0).toISOString(), deployment },
      durationMs: lastAt + 1_000,
      http,
      steps,
      expect: [],
    },
    notes,
  };
}
