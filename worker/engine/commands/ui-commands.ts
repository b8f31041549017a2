/** Small commands: locale, godlike role, incident dismissal, toast and maintenance modal. */
import type { CommandResult } from '../../contract/commands';
import type { Locale, PrimaryRole } from '../../contract/entities';
import { run } from '../requests/execute';
import { dismissIncidentOp, OPS } from '../requests/request-ops';
import { emitCommand, OK, resultOf, type CommandContext } from './command-context';

export async function setLocale(ctx: CommandContext, locale: Locale): Promise<CommandResult> {
  emitCommand(ctx, { type: 'locale/changed', locale }, null);
  // On the sign-in pages there is no session to save it to; the main thread keeps the cookie.
  if (ctx.state().session.status !== 'signed-in') return OK;
  return resultOf(
    await run(ctx, { op: OPS.updateLocale, scope: 'session', call: (c) => ctx.ports.backend.updateLocale(locale, c), onSuccess: () => [] }),
  );
}

/** Only godlike users may; the server says 403 to anyone else, and we do not even ask. */
export async function setGodlikePrimaryRole(ctx: CommandContext, primaryRole: PrimaryRole): Promise<CommandResult> {
  if (ctx.state().session.user?.isGodlike !== true) return { ok: false, error: 'REQUESTS.UNAUTHORIZED' };
  return resultOf(
    await run(ctx, {
      op: OPS.setGodlikePrimaryRole,
      scope: 'brand',
      call: (c) => ctx.ports.backend.setGodlikePrimaryRole(primaryRole, c),
      onSuccess: () => [],
    }),
  );
}

export async function dismissIncident(ctx: CommandContext, id: number): Promise<CommandResult> {
  if (ctx.state().incidents.dismissing.includes(id)) return OK;
  emitCommand(ctx, { type: 'incidents/dismiss-started', id });
  return resultOf(
    await run(ctx, {
      op: dismissIncidentOp(id),
      scope: 'brand',
      call: (c) => ctx.ports.backend.dismissIncident(id, c),
      onSuccess: () => [{ type: 'incidents/dismissed', id }],
      onFailure: () => [{ type: 'incidents/dismiss-failed', id }],
    }),
  );
}

export function dismissToast(ctx: CommandContext, id: string): CommandResult {
  emitCommand(ctx, { type: 'toast/dismissed', id }, null);
  return OK;
}

export function closeMaintenance(ctx: CommandContext): CommandResult {
  emitCommand(ctx, { type: 'system/maintenance-closed' }, null);
  return OK;
}
