/**
 * What command handlers get on top of the runtime: the connections and long-lived resources a
 * session owns (live connection, the GraphQL notification subscription, latest-wins loads).
 */
import type { CommandResult, DomainEvent } from '../registered';
import type { Runtime } from '../core/runtime';
import { failureKey } from '../requests/failure-events';
import type { Outcome } from '../requests/execute';
import type { Outbox } from '../outbox/outbox';
import type { AnyCommandHandler } from '../registry';

export interface SessionResources {
  /** live.connect was called (once per engine). */
  liveConnected: boolean;
  /** Unsubscribes the GraphQL notification subscription of the brand in scope. */
  unsubscribeNotifications: (() => void) | null;
  /** The notification list load in flight; a newer load (or load more) aborts it. */
  notificationsLoad: AbortController | null;
  /**
   * The session the server wrote into the page, as text, until the first start takes it
   * (domains/session/page-session.ts); null: none, or taken.
   */
  pageSession: string | null;
}

/**
 * What a domain loads once a brand's user is loaded (domain.ts `onBrandReady`): the executed
 * request (its emissions are emitted by the switch as they arrive), or null when it must not
 * load (e.g. the balance for an editor outside collaborative mode).
 */
export type BrandLoad = (rt: Runtime, brand: string) => Promise<Outcome<unknown>> | null;

export interface CommandContext extends Runtime {
  readonly resources: SessionResources;
  /** Every domain's brand load, from the registry. */
  readonly brandLoads: readonly BrandLoad[];
  /** Command type → its handler, from the registry (commands/dispatch-command.ts). */
  readonly commands: ReadonlyMap<string, AnyCommandHandler>;
  /** Connects the live port (idempotent) and routes its input into the pipeline. */
  connectLive(): void;
  /** Writes kept while the connection is down (engine/outbox/outbox.ts). */
  readonly outbox: Outbox;
}

export const OK: CommandResult = { ok: true };

export function resultOf(outcome: Outcome<unknown>): CommandResult {
  return outcome.ok ? OK : { ok: false, error: failureKey(outcome.error) };
}

/** Command-sourced event of the brand in scope (or of no brand when there is none). */
export function emitCommand(ctx: CommandContext, event: DomainEvent, brand: string | null = ctx.brandInScope()): void {
  ctx.emit({ event, source: 'command', brand });
}
