/**
 * Rotating an ad set's hook secret (docs/ad-sets.md "Webhooks"): the secret it replaced keeps
 * signing next to the new one until `hooks_previous_secret_until`, so a receiver switches without
 * dropping a delivery.
 */
export const sql = `
ALTER TABLE ad_sets ADD COLUMN hooks_previous_secret TEXT;
ALTER TABLE ad_sets ADD COLUMN hooks_previous_secret_until TEXT;
`;
