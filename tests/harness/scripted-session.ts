/**
 * A realistic session, scripted: sign-in, live events of every kind, commands, failures, malformed
 * payloads, a reconnect and a brand switch with a late answer of the old brand. Runs under
 * vitest fake timers (`advance` is vi.advanceTimersByTimeAsync) or any other time driver.
 */
import { aBalance, aBrandUser, aNotification, anIncident, apiErrors, aStorage, someNotifications } from './builders';
import type { StartedSession } from './session-fixture';

export type Advance = (ms: number) => Promise<unknown>;

/** Awaits a command whose requests may be answered after a delay, advancing time meanwhile. */
async function settled<T>(promise: Promise<T>, advance: Advance): Promise<T> {
  let done = false;
  const result = promise.finally(() => (done = true));
  for (let i = 0; i < 100 && !done; i++) await advance(100);
  return result;
}

export async function runScriptedSession(s: StartedSession, advance: Advance): Promise<void> {
  const { backend, graphql, live } = s;
  const dl = { dispatch: (command: Parameters<StartedSession['dl']['dispatch']>[0]) => settled(s.dl.dispatch(command), advance), engine: s.dl.engine };
  const items = [...someNotifications(25), aNotification(99, { readAt: '2025-04-01T00:00:00.000Z' })];
  graphql.serveNotifications(items);
  backend.autoAnswer('incidents', [anIncident(1), anIncident(2, { severity: 'medium' })]);
  await dl.dispatch({ type: 'notifications/load', filter: 'all' });
  await dl.dispatch({ type: 'notifications/load-more' });

  // A minute of live traffic: spends every second, renders progressing, a storage recalculation.
  // The server's balance and its version move with every spend; answers read them when they arrive.
  const server = { credits: 240, version: 1 };
  backend.autoAnswer('balance', () => aBalance(server.credits, server.version), { delayMs: 400 });
  backend.autoAnswer('brandUser', (call) => aBrandUser({ identifier: call.ctx.brand ?? '', storage: aStorage(91) }), { delayMs: 150 });
  for (let second = 0; second < 60; second++) {
    server.credits -= 7;
    server.version += 1;
    live.emitRaw('private-brand.acme', 'App\\Events\\BalanceManager\\Spend', { brandId: 347, amount: 7, balance: server.credits, version: server.version });
    live.emitRaw('private-brand.acme', 'VisualBuildUpdated', { brandId: 347, visualBuild: { id: 700 + (second % 5), status: second % 3 ? 'rendering' : 'done' } });
    if (second === 10) live.emitRaw('private-brand.acme', 'BrandStoreUsageCalculated', { brandId: 347 });
    if (second === 12) live.emitRaw('public', 'IncidentUpdated', { action: 'created', incident: { id: 2 } });
    if (second === 13) live.emitRaw('public', 'IncidentUpdated', { action: 'commented', incident: { id: 2 } });
    if (second === 20) graphql.pushNotification(aNotification(200, { data: { comment: 'New comment by x@example.com' } }));
    if (second === 25) live.emitRaw('public', 'ShowMaintenance', { severity: 'medium', message: 'Deploy at 18:00' });
    if (second === 30) live.emitRaw('private-brand.acme', 'VisualBuildCreated', { visualBuild: 'not an object' });
    if (second === 31) live.emitRaw('private-brand.acme', 'NoSuchEvent', { x: 1 });
    if (second === 32) live.emitRaw('public', 'ShowMaintenance', null);
    await advance(1_000);
  }

  // Commands, some failing.
  backend.autoFail('markNotificationsRead', () => apiErrors.unavailable());
  await dl.dispatch({ type: 'notifications/mark-read', id: '3' });
  backend.autoAnswer('markNotificationsRead', undefined);
  await dl.dispatch({ type: 'notifications/mark-read', id: '4' });
  backend.autoFail('markNotificationsRead', () => apiErrors.unhandled(500));
  await dl.dispatch({ type: 'notifications/mark-all-read' });
  // The server changed the CSRF token: the dismiss meets a 419, the data layer fetches the csrf
  // cookie again, takes the page's new token and sends the dismiss once more.
  let dismissals = 0;
  backend.autoAnswer('dismissIncident', () => {
    if (++dismissals === 1) throw apiErrors.csrfExpired();
  });
  s.cookies.xsrfToken = 'xsrf-2';
  await dl.dispatch({ type: 'incidents/dismiss', id: 1 });
  await dl.dispatch({ type: 'incidents/dismiss', id: 2 });
  backend.autoFail('updateLocale', () => apiErrors.validation('Locale fr needs a godlike user.'));
  await dl.dispatch({ type: 'session/set-locale', locale: 'fr' });
  await dl.dispatch({ type: 'system/close-maintenance' });
  await advance(2_000);

  // The connection drops and comes back: resync.
  live.setConnection('unavailable');
  await advance(5_000);
  live.setConnection('connected');
  live.resubscribed();
  await advance(31_000);

  // Reload acme, whose balance answer hangs; switch to beta meanwhile; the acme answer arrives late.
  backend.honorAbort = false;
  backend.manual('balance');
  const reload = s.dl.dispatch({ type: 'brand/switch', identifier: 'acme' });
  await advance(1_000);
  const stale = backend.pending('balance')[0];
  backend.autoAnswer('balance', aBalance(5_000));
  await dl.dispatch({ type: 'brand/switch', identifier: 'beta' });
  stale?.resolve(aBalance(1));
  await settled(reload, advance);
  backend.honorAbort = true;

  // Some traffic on beta, and the toast the user closes.
  for (let i = 0; i < 10; i++) {
    live.emitRaw('private-brand.beta', 'VisualBuildCreated', { visualBuild: { id: 900 + i } });
    live.emitRaw('private-brand.acme', 'BalanceManager.Spend', { brandId: 347 });
    await advance(500);
  }
  const toast = dl.engine.state().toasts.items[0];
  if (toast !== undefined) await dl.dispatch({ type: 'toast/dismiss', id: toast.id });
  await advance(10_000);

  // The session ends on the server: the next refresh of `me` answers 401.
  backend.autoFail('me', () => apiErrors.sessionExpired());
  live.emitRaw('private-brand.beta', 'UserUpdated', { userId: 1 });
  await advance(5_000);
}
