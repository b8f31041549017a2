/**
 * Wallet top-up requests (docs/brand-money.md): the reference backend cannot take payments, so a
 * manager asks for credits and the request waits for whoever sells them (the control API's
 * balance change plays that part on the local stack). Plus the index the spending history pages by.
 */
export const sql = `
CREATE TABLE credit_top_up_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  amount INTEGER NOT NULL,
  note TEXT,
  status TEXT NOT NULL DEFAULT 'pending',
  created_at TEXT NOT NULL
);
CREATE INDEX credit_transactions_brand_created ON credit_transactions (brand_id, created_at);
`;
