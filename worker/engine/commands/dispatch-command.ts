/** Routes a command to its handler; exhaustive over the Command union. */
import type { Command, CommandResult } from '../../contract/commands';
import { switchBrand } from './brand-switch';
import type { CommandContext } from './command-context';
import { loadMoreNotifications, loadNotifications, markAllRead, markRead } from './notification-commands';
import { completeSignIn, setXsrfToken, signOut, start } from './session-commands';
import { closeMaintenance, dismissIncident, dismissToast, setGodlikePrimaryRole, setLocale } from './ui-commands';

export async function dispatchCommand(ctx: CommandContext, command: Command): Promise<CommandResult> {
  switch (command.type) {
    case 'start':
      return start(ctx, command);
    case 'session/complete-sign-in':
      return completeSignIn(ctx, command);
    case 'session/sign-out':
      return signOut(ctx);
    case 'brand/switch':
      return switchBrand(ctx, command.identifier);
    case 'session/set-xsrf-token':
      return setXsrfToken(ctx, command.token);
    case 'session/set-locale':
      return setLocale(ctx, command.locale);
    case 'notifications/load':
      return loadNotifications(ctx, command);
    case 'notifications/load-more':
      return loadMoreNotifications(ctx);
    case 'notifications/mark-read':
      return markRead(ctx, command.id);
    case 'notifications/mark-all-read':
      return markAllRead(ctx);
    case 'incidents/dismiss':
      return dismissIncident(ctx, command.id);
    case 'toast/dismiss':
      return dismissToast(ctx, command.id);
    case 'user/set-godlike-primary-role':
      return setGodlikePrimaryRole(ctx, command.primaryRole);
    case 'system/close-maintenance':
      return closeMaintenance(ctx);
    default: {
      const _exhaustive: never = command;
      return { ok: false, error: 'COMMANDS.UNKNOWN' };
    }
  }
}
