/**
 * Routes a command to the handler its domain declared (the app's registry refuses a missing one). A
 * write (write-command.ts) is run here: a failed one answers its failure and makes nothing stale,
 * a successful one emits the query keys it declared as one `queries/invalidated`.
 */
import type { Command, CommandResult } from '../registered';
import { commandFailure } from './command-failure';
import { OK, type CommandContext } from './command-context';
import { emitInvalidated, isWriteCommand, type WriteCommand } from './write-command';

export async function dispatchCommand(ctx: CommandContext, command: Command): Promise<CommandResult> {
  // A write the outbox may keep goes through it (it sends it with an idempotency key, or keeps it).
  if (ctx.outbox.takes(command)) return ctx.outbox.submit(command);
  return dispatchDirect(ctx, command);
}

/** The command's own handler, without the outbox (the outbox sends through this). */
export async function dispatchDirect(ctx: CommandContext, command: Command): Promise<CommandResult> {
  const handler = ctx.commands.get(command.type);
  if (handler === undefined) return { ok: false, error: 'COMMANDS.UNKNOWN' };
  if (isWriteCommand(handler)) return runWrite(ctx, handler, command);
  return handler(ctx, command as never);
}

async function runWrite(ctx: CommandContext, handler: WriteCommand, command: Command): Promise<CommandResult> {
  const done = await handler.write(ctx, command);
  if (!done.ok) return commandFailure(done);
  emitInvalidated(ctx, handler.invalidates(command, done.value));
  return handler.answer?.(done.value, command) ?? OK;
}
