/**
 * Joining and leaving a brand (docs/brand-admin.md "Joining and leaving"): an invitation names the
 * team the person joins (optional), and keeps how it ended: declined by the invitee or withdrawn by
 * a manager (a withdrawn invitation used to be deleted, so its link could only say "unknown").
 * Expiry is not stored: it follows from `created_at` (worker/contract/people.ts).
 */
export const sql = `
ALTER TABLE brand_invites ADD COLUMN team_id INTEGER REFERENCES teams(id) ON DELETE SET NULL;
ALTER TABLE brand_invites ADD COLUMN declined_at TEXT;
ALTER TABLE brand_invites ADD COLUMN withdrawn_at TEXT;
`;
