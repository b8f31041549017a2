/**
 * start, complete-sign-in and sign-out.
 *
 *   start ─▶ xsrf token, locale, csrf cookie, live connect ─▶ load session ─▶ choose brand ─▶ brand switch
 *   load session = session/load-started ─▶ me ∥ invites ─▶ session/loaded, invites/loaded
 *   brand = route brand ?? user.lastBrand ?? first brand (none: the UI sends the user to an invite)
 */
import type { CommandResult, CompleteSignInCommand, StartCommand } from '../../contract/commands';
import { execute, run } from '../requests/execute';
import { invitesRequest, meRequest } from '../requests/loaders';
import { OPS } from '../requests/request-ops';
import { switchBrand, leaveBrand } from './brand-switch';
import { emitCommand, OK, resultOf, type CommandContext } from './command-context';

export async function start(ctx: CommandContext, command: StartCommand): Promise<CommandResult> {
  setXsrfToken(ctx, command.xsrfToken);
  emitCommand(ctx, { type: 'locale/changed', locale: command.locale }, null);
  // Sets the XSRF-TOKEN cookie (architecture decision 3); the main thread reads it once start
  // resolves and hands it back. A failure is toasted but does not stop reading the session.
  await run(ctx, { op: OPS.csrfCookie, scope: 'session', call: (c) => ctx.ports.backend.csrfCookie(c), onSuccess: () => [] });
  ctx.connectLive();
  return loadSession(ctx, command.routeBrand);
}

export async function completeSignIn(ctx: CommandContext, command: CompleteSignInCommand): Promise<CommandResult> {
  const callback = await run(ctx, {
    op: OPS.authCallback,
    scope: 'session',
    call: (c) => ctx.ports.backend.authCallback({ code: command.code, state: command.state }, c),
    onSuccess: () => [],
  });
  if (!callback.ok) return resultOf(callback);
  ctx.connectLive();
  return loadSession(ctx, null);
}

export async function signOut(ctx: CommandContext): Promise<CommandResult> {
  leaveBrand(ctx);
  const outcome = await run(ctx, {
    op: OPS.logout,
    scope: 'session',
    call: (c) => ctx.ports.backend.logout(c),
    onSuccess: () => [{ type: 'session/signed-out' }],
  });
  return resultOf(outcome);
}

export function setXsrfToken(ctx: CommandContext, token: string | null): CommandResult {
  ctx.ports.backend.setXsrfToken(token);
  ctx.ports.live.setXsrfToken(token);
  return OK;
}

async function loadSession(ctx: CommandContext, routeBrand: string | null): Promise<CommandResult> {
  emitCommand(ctx, { type: 'session/load-started' }, null);
  const [me, invites] = await Promise.all([execute(ctx, meRequest(ctx)), execute(ctx, invitesRequest(ctx))]);
  for (const emission of [...me.emissions, ...invites.emissions]) ctx.emit(emission);
  if (!me.ok) return resultOf(me);
  const { user, brands } = me.value;
  const brand = routeBrand ?? user.lastBrand ?? brands[0]?.identifier ?? null;
  if (brand === null) return OK;
  return switchBrand(ctx, brand);
}
