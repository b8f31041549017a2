/**
 * What effects, commands and requests share: the ports, the current state, a way to emit, the
 * brand scope (for aborting) and a deterministic toast id source.
 */
import type { Snapshot } from '../registered';
import type { CallDef } from '../../ports/http/call';
import type { Ports } from '../../ports/types';
import type { Emission } from './emission';

export interface Runtime {
  readonly ports: Ports;
  state(): Snapshot;
  /** The brand in scope now (the registry's brandScope.current of the state), null before one is. */
  brandInScope(): string | null;
  emit(emission: Emission): void;
  readonly scope: BrandScope;
  /** Toast ids come from a per-engine counter, so the same run produces the same ids. */
  nextToastId(): string;
  /** Ids of data calls (X-Request-Id), per engine and deterministic (contract/request-id.ts). */
  nextRequestId(): string;
  /** The call that asks for a fresh CSRF cookie after a 419 (the registry's; requests/csrf-refresh.ts). */
  readonly csrfCookie: CallDef<void, unknown>;
  /**
   * The command being run was dispatched by a form that shows a 422's field problems itself
   * (contract/commands.ts DispatchOptions): its validation failures are not toasted.
   */
  readonly showsFieldProblems?: boolean;
  /**
   * Set only while the outbox sends one write (engine/outbox): its writes carry the entry's
   * idempotency key, and a network failure is recorded here instead of being toasted or rolled
   * back (the write is kept and shown as pending).
   */
  readonly outboxAttempt?: OutboxAttempt;
}

export interface OutboxAttempt {
  readonly key: string;
  /** A replay of a kept entry (not the first attempt): its failures show in place, never as a toast. */
  readonly replay: boolean;
  /** Set by execute when a call of this attempt failed for want of a network. */
  offline: boolean;
  /** Set by execute when a call of this attempt failed: its status (null: no answer we could use) and whether it was aborted. */
  failure: { readonly status: number | null; readonly aborted: boolean } | null;
}

/**
 * One AbortController per brand scope. Every brand-scoped request uses the current signal; a
 * brand switch (or sign-out) aborts it and starts a new scope.
 */
export class BrandScope {
  private controller = new AbortController();

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Aborts every brand-scoped request in flight and returns the new scope's signal. */
  reset(): AbortSignal {
    this.controller.abort();
    this.controller = new AbortController();
    return this.controller.signal;
  }

  dispose(): void {
    this.controller.abort();
  }
}
