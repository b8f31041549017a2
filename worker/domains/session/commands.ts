/**
 * start, complete-sign-in, sign-out, the XSRF hand-over, the locale and the godlike role.
 *
 *   start ─▶ xsrf token, locale ─┬─(the page's session)─▶ live connect, session/load-started ─▶ session/loaded, invites/loaded
 *                                │                         ─▶ brand switch (its brand user from the page when it is of that brand)
 *                                └─(none)─▶ (csrf cookie ─▶ live connect) ∥ load session
 *   load session = session/load-started ─▶ me ∥ invites ∥ (route brand's switch) ─▶ session/loaded, invites/loaded
 *                  ─▶ without a route brand: user.lastBrand ?? first brand ─▶ brand switch
 *                     (none: the UI sends the user to an invite)
 *
 * The page's session (page-session.ts) is what a signed-in load's page came with: the answers of
 * me, invites and the route brand's user, and the XSRF cookie. Its folds are the calls' own events
 * (source `http`, as the answers came over HTTP with the page), without request brackets.
 *
 * X-Brand (spec section 7): the reads before the brand is chosen (csrf cookie, me, invites) carry
 * the route brand; with none in the route (/, /login, /invite) no brand is known until me answers,
 * and they go without (docs/engine.md "Brand scope").
 */
import type { CommandResult } from '../../contract/commands';
import { emitCommand, OK, resultOf, type CommandContext } from '../../engine/commands/command-context';
import { handXsrfToken } from '../../engine/requests/csrf-refresh';
import { callSpec, execute, run } from '../../engine/requests/execute';
import { leaveBrand, switchBrand } from '../brand/switch-brand';
import type { CommandHandlers } from '../domain';
import { sessionCalls } from './calls';
import { acceptInvite, declineInvite, lookUpInvite } from './invite-answers';
import { invitesRequest, meEvents, meRequest } from './loads';
import { takePageSession, type PageSession } from './page-session';

export const sessionCommands = {
  async start(ctx, command) {
    setXsrfToken(ctx, command.xsrfToken);
    emitCommand(ctx, { type: 'locale/changed', locale: command.locale }, null);
    const page = takePageSession(ctx, command.xsrfToken);
    if (page !== null) return startFromPage(ctx, command.routeBrand, page);
    // Sets the XSRF-TOKEN cookie (architecture decision 3); the main thread reads it once start
    // resolves and hands it back. A failure is toasted but does not stop reading the session.
    // The session's first reads (GETs: no token needed) go out meanwhile, not a round trip later
    // (the first load); the brand, its channel and its writes wait for the cookie.
    const cookie = run(ctx, callSpec(ctx, sessionCalls.csrfCookie, undefined, { scope: 'session', brand: command.routeBrand })).then(() => ctx.connectLive());
    return loadSession(ctx, command.routeBrand, cookie);
  },
  async 'session/complete-sign-in'(ctx, command) {
    const callback = await run(ctx, callSpec(ctx, sessionCalls.authCallback, { code: command.code, state: command.state }, { scope: 'session' }));
    if (!callback.ok) return resultOf(callback);
    ctx.connectLive();
    return loadSession(ctx, null);
  },
  async 'session/sign-out'(ctx) {
    leaveBrand(ctx);
    return resultOf(await run(ctx, callSpec(ctx, sessionCalls.logout, undefined, { scope: 'session', onSuccess: () => [{ type: 'session/signed-out' }] })));
  },
  'session/set-xsrf-token': (ctx, command) => setXsrfToken(ctx, command.token),
  'invites/accept': (ctx, command) => acceptInvite(ctx, command.hash),
  'invites/decline': (ctx, command) => declineInvite(ctx, command.hash),
  'invites/look-up': (ctx, command) => lookUpInvite(ctx, command.hash),
  async 'session/set-locale'(ctx, command) {
    emitCommand(ctx, { type: 'locale/changed', locale: command.locale }, null);
    // On the sign-in pages there is no session to save it to; the main thread keeps the cookie.
    if (ctx.state().session.status !== 'signed-in') return OK;
    return resultOf(await run(ctx, callSpec(ctx, sessionCalls.updateLocale, command.locale, { scope: 'session' })));
  },
  /** Only godlike users may; the server says 403 to anyone else, and we do not even ask. */
  async 'user/set-godlike-primary-role'(ctx, command) {
    if (ctx.state().session.user?.isGodlike !== true) return { ok: false, error: 'REQUESTS.UNAUTHORIZED' };
    return resultOf(await run(ctx, callSpec(ctx, sessionCalls.setGodlikePrimaryRole, command.primaryRole, { scope: 'brand' })));
  },
} satisfies CommandHandlers;

function setXsrfToken(ctx: CommandContext, token: string | null): CommandResult {
  handXsrfToken(ctx.ports, token);
  return OK;
}

/** The session as the page brought it: no request until the brand's own loads. */
function startFromPage(ctx: CommandContext, routeBrand: string | null, page: PageSession): Promise<CommandResult> {
  // The page came with the session's cookies: nothing to wait for before connecting.
  ctx.connectLive();
  emitCommand(ctx, { type: 'session/load-started' }, null);
  for (const event of [...meEvents(ctx, page.me), { type: 'invites/loaded', invites: page.invites } as const]) ctx.emit({ event, source: 'http', brand: null });
  const { user, brands } = page.me;
  const brand = routeBrand ?? user.lastBrand ?? brands[0]?.identifier ?? null;
  if (brand === null) return Promise.resolve(OK);
  return switchBrand(ctx, brand, Promise.resolve(true), page.brandUser?.brand === brand ? page.brandUser.value : null);
}

/** `before`: start's CSRF cookie and live connection, waited for before a brand is chosen from me (a route brand's switch does not wait). */
async function loadSession(ctx: CommandContext, routeBrand: string | null, before: Promise<void> = Promise.resolve()): Promise<CommandResult> {
  emitCommand(ctx, { type: 'session/load-started' }, null);
  // The route names the brand: its switch (brand user, then the brand's loads) goes out beside me,
  // so the first screen's data is one round trip after the page, not two. Its channel and
  // notifications wait for me to say the person is signed in (a signed-out visitor's deep link
  // costs one read that answers 401, nothing more); the channel is joined once the live connection
  // opens after the cookie (create-live-port.ts: a brand set before connecting is only remembered);
  // a write before the cookie is retried once it is there (csrf-retry.ts).
  const meAnswer = execute(ctx, meRequest(ctx, routeBrand));
  const early = routeBrand === null ? null : switchBrand(ctx, routeBrand, meAnswer.then((me) => me.ok));
  const [me, invites] = await Promise.all([meAnswer, execute(ctx, invitesRequest(ctx, routeBrand)), before]);
  for (const emission of [...me.emissions, ...invites.emissions]) ctx.emit(emission);
  if (!me.ok) return resultOf(me);
  if (early !== null) return early;
  const { user, brands } = me.value;
  const brand = user.lastBrand ?? brands[0]?.identifier ?? null;
  if (brand === null) return OK;
  return switchBrand(ctx, brand);
}
