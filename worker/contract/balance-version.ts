/**
 * The brand's credit balance and the order its values come in (docs/brand-money.md).
 *
 * The server keeps a per-brand balance version, a ledger sequence moved in the same transaction
 * as every balance change. The balance answer and every Spend event carry the balance AFTER that
 * change with its version, so the client folds them by version, never by arrival:
 *
 *   shown (b, v) ◀── answer or Spend (b', v'), applied only when v' > v
 *
 * A Spend's `amount` is never subtracted from a fetched balance: whether the fetched value
 * already included that spend cannot be told from arrival order (it was subtracted twice, or
 * lost, until the next 30 s refetch). A server that sends no version (the real Laravel wire may
 * not) is folded by arrival as before for its answers, and its Spends only trigger a refetch.
 *
 * Shared by the reference backend (the wire shapes it sends) and the worker (the rule it folds by).
 */

// Type aliases, not interfaces: the server passes them where any JSON object is expected.

/** `GET /api/v1/balance-manager/balance` → `{ data: BalanceAnswerWire }`. */
export type BalanceAnswerWire = {
  readonly balance: number;
  /** The brand's balance version after the last change (0 before any). */
  readonly version: number;
};

/** The `BalanceManager.Spend` payload on `private-brand.{identifier}`. */
export type SpendWire = {
  readonly brandId: number;
  /** Credits the change took (negative when credits were added). Informative only. */
  readonly amount: number;
  /** The balance after the change, and its version. */
  readonly balance: number;
  readonly version: number;
};

/** A balance as the client reads it: the version is null when the server sent none. */
export interface BalanceReading {
  readonly balance: number;
  readonly version: number | null;
}

/**
 * Whether a reading of version `next` replaces the shown one of version `shown` (null: none).
 * Versioned: only a newer version (a late answer or a late Spend never moves the balance back).
 * Unversioned (a server without versions): nothing to order by, so it applies unless the shown
 * value is versioned (a mixed server's unversioned reading cannot be placed after it).
 */
export function supersedes(shown: number | null, next: number | null): boolean {
  if (next === null) return shown === null;
  return shown === null || next > shown;
}
