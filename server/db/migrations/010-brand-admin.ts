/**
 * Brand administration: a brand's billing details (one row per brand) and each brand
 * user's notification settings (one JSON document per membership, so a new notification group
 * needs no migration).
 */
export const sql = `
CREATE TABLE brand_billing_details (
  brand_id INTEGER PRIMARY KEY REFERENCES brands(id) ON DELETE CASCADE,
  company_name TEXT NOT NULL,
  billing_email TEXT NOT NULL,
  vat_id TEXT,
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  country TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE notification_settings (
  brand_user_id INTEGER PRIMARY KEY REFERENCES brand_users(id) ON DELETE CASCADE,
  settings TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
`;
