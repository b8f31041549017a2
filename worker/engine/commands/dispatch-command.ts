/** Routes a command to the handler its domain declared (the registry refuses a missing one). */
import type { Command, CommandResult } from '../../contract/commands';
import { COMMANDS } from '../../domains/registry';
import type { CommandContext } from './command-context';

export async function dispatchCommand(ctx: CommandContext, command: Command): Promise<CommandResult> {
  const handler = COMMANDS.get(command.type);
  if (handler === undefined) return { ok: false, error: 'COMMANDS.UNKNOWN' };
  return handler(ctx, command as never);
}
