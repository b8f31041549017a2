/**
 * How the outbox sends each kind of write: the command's own handler, except a kept mark-read sent
 * again, since its handler does nothing for a notification already shown read (the optimistic mark
 * the outbox kept). A first attempt always goes through the handler, with its guards.
 */
import type { CommandResult } from '../../contract/commands';
import type { CommandContext } from '../../engine/commands/command-context';
import { dispatchDirect } from '../../engine/commands/dispatch-command';
import { sendMarkRead } from '../notifications/commands';
import type { OutboxCommand } from './contract';

export function sendOutboxCommand(ctx: CommandContext, command: OutboxCommand): Promise<CommandResult> {
  if (command.type === 'notifications/mark-read' && ctx.outboxAttempt?.replay === true) return sendMarkRead(ctx, command.id);
  return dispatchDirect(ctx, command);
}
