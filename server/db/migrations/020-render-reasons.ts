/**
 * Why a render failed, translatable (worker/contract/render-reasons.ts): a reason code and its
 * parameters (JSON) beside the English `error`, which stays what the API answers and what renders
 * failed before this migration keep (they have no code: the client shows their text as it is).
 */
export const sql = `
ALTER TABLE visual_builds ADD COLUMN error_code TEXT;
ALTER TABLE visual_builds ADD COLUMN error_params TEXT;
`;
