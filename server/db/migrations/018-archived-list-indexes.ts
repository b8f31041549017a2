/**
 * The archived views of the ads and ad-sets lists at a heavy user's scale (the Ads and
 * Ad sets pages scroll a window through the whole list, 200 ads or 100 ad sets a page). 013's
 * `(brand_id, archived_at, …)` indexes read the active rows in the order shown, but `archived_at
 * IS NOT NULL` is a range over that column, so an archived page sorted every archived row of the
 * brand before cutting its 100 (`USE TEMP B-TREE FOR ORDER BY`, about 7 ms a page at 3,300
 * archived ad sets). A partial index of the archived rows alone, in the list's order, reads a page
 * as it is shown: the ad-set list's "Archived only" (last change first) and `GET ad?archived=1`
 * (newest first: the implicit id ends the index). server/db/ad-lists-at-scale.test.ts asks SQLite
 * for the plans.
 */
export const sql = `
CREATE INDEX ad_sets_brand_archived ON ad_sets (brand_id, updated_at) WHERE archived_at IS NOT NULL;
CREATE INDEX ads_brand_archived ON ads (brand_id) WHERE archived_at IS NOT NULL;
`;
