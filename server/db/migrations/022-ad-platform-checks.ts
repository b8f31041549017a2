/**
 * What the ad platforms' upload rules say of a template's package (checked on upload) and of an
 * HTML5 render's zip (checked when its file is stored): worker/contract/ad-platform-rules.ts's
 * report as JSON, null until checked (packages uploaded before the checks, renders not made yet).
 */
export const sql = `
ALTER TABLE visuals ADD COLUMN platform_checks TEXT;
ALTER TABLE visual_builds ADD COLUMN platform_checks TEXT;
`;
