/**
 * Ad sets produce creatives (docs/ad-sets.md "Creatives"): a creative is an ordinary
 * render (a `visual_builds` row, so it is queued, rendered, paid for and listed in Renders like a
 * template render) that remembers the ad set, the ad and the language it was made for, and the
 * ad's values at the moment it was requested (`values_json`: editing or re-populating the ads
 * later does not change a render already asked for).
 *
 * `ad_set_render_requests` is dropped: nothing ever processed its rows (they stayed "queued"),
 * no credits were spent on them and no file exists for them, so there is nothing to carry over;
 * asking again makes real renders. Renders outlive their ad set and ad (SET NULL), as template
 * renders outlive a deleted template in Renders.
 */
export const sql = `
ALTER TABLE visual_builds ADD COLUMN ad_set_id INTEGER REFERENCES ad_sets(id) ON DELETE SET NULL;
ALTER TABLE visual_builds ADD COLUMN ad_id INTEGER REFERENCES ads(id) ON DELETE SET NULL;
ALTER TABLE visual_builds ADD COLUMN language TEXT;
ALTER TABLE visual_builds ADD COLUMN values_json TEXT;
-- The grid's question: the newest render of each (ad × size) of a set.
CREATE INDEX visual_builds_ad_set ON visual_builds (ad_set_id, ad_id, width, height, id) WHERE ad_set_id IS NOT NULL;
-- The ads list's thumbnails: an ad's first finished creative.
CREATE INDEX visual_builds_ad ON visual_builds (ad_id, status, id) WHERE ad_id IS NOT NULL;
DROP TABLE ad_set_render_requests;
`;
