/**
 * What effects, commands and requests share: the ports, the current state, a way to emit, the
 * brand scope (for aborting) and a deterministic toast id source.
 */
import type { Snapshot } from '../../contract/snapshot';
import type { Ports } from '../../ports/types';
import type { Emission } from './emission';

export interface Runtime {
  readonly ports: Ports;
  state(): Snapshot;
  emit(emission: Emission): void;
  readonly scope: BrandScope;
  /** Toast ids come from a per-engine counter, so the same run produces the same ids. */
  nextToastId(): string;
  /**
   * The command being run was dispatched by a form that shows a 422's field problems itself
   * (contract/commands.ts DispatchOptions): its validation failures are not toasted.
   */
  readonly showsFieldProblems?: boolean;
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
