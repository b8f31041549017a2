/**
 * How the outbox sends each kind of write: the command's own handler, except a mark-read, whose
 * handler does nothing for a notification already shown read (the optimistic mark the outbox kept).
 */
import type { CommandResult } from '../../contract/commands';
import type { CommandContext } from '../../engine/commands/command-context';
import { dispatchDirect } from '../../engine/commands/dispatch-command';
import { sendMarkRead } from '../notifications/commands';
import type { OutboxCommand } from './contract';

export function sendOutboxCommand(ctx: CommandContext, command: OutboxCommand): Promise<CommandResult> {
  if (command.type === 'notifications/mark-read') return sendMarkRead(ctx, command.id);
  return dispatchDirect(ctx, command);
}
