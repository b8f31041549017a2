/**
 * The brand's balance version (docs/brand-money.md): a ledger sequence moved in the same
 * transaction as every balance change (farm/brand-effects.ts changeBalance), sent with the balance
 * answer and every BalanceManager.Spend, so the client orders them by version, not by arrival.
 */
export const sql = `
ALTER TABLE brands ADD COLUMN balance_version INTEGER NOT NULL DEFAULT 0;
`;
