/**
 * A write command declares what it changes instead of saying it by hand: `invalidates` names the
 * query keys (engine/live-queries/query-keys.ts) a successful write makes stale, and the
 * dispatcher (dispatch-command.ts) emits them as one logged event, so a replay of the log refetches
 * exactly what the session did.
 *
 *   dispatch ─▶ write ─▶ failed ─▶ commandFailure (field errors, message); nothing is stale
 *                     └▶ ok ─▶ what the write emitted itself (records/changed of its answer)
 *                             ─▶ queries/invalidated { keys } (one event, none without keys)
 *                             ─▶ answer
 */
import type { Command, CommandResult } from '../registered';
import type { QueryKey } from '../live-queries/query-keys';
import type { Outcome } from '../requests/execute';
import type { CommandContext } from './command-context';

export interface WriteCommand<C extends Command = Command, V = unknown> {
  /** Sends the write; may emit the records of its answer (records/changed, records/removed) on success. */
  readonly write: (ctx: CommandContext, command: C) => Promise<Outcome<V>>;
  /** The query keys a successful write made stale: every watch they match refetches. */
  readonly invalidates: (command: C, value: V) => readonly QueryKey[];
  /** The command's answer from the write's (default: `{ ok: true }`). */
  readonly answer?: (value: V, command: C) => CommandResult;
}

/** Declares a write command (keeps its command and value types for the checker). */
export function defineWrite<C extends Command, V>(write: WriteCommand<C, V>): WriteCommand<C, V> {
  return write;
}

export function isWriteCommand(handler: unknown): handler is WriteCommand {
  return typeof handler === 'object' && handler !== null && 'invalidates' in handler;
}

/** The one place `queries/invalidated` is emitted: of the brand in scope, nothing when no key. */
export function emitInvalidated(ctx: CommandContext, keys: readonly QueryKey[]): void {
  if (keys.length === 0) return;
  ctx.emit({ event: { type: 'queries/invalidated', keys }, source: 'command', brand: ctx.brandInScope() });
}
