/**
 * Limits of spec section 9 that both threads apply: the worker keeps at most TOASTS_MAX toasts,
 * the UI shows them for TOAST_TIMEOUT_MS; a zip holds at most ZIP_MAX_IDS renders (the UI says so
 * before asking, the worker refuses more). Dependency-free, so src/ may import it (eslint allows
 * this module and visibility.ts as the contract's only run-time values for src/).
 */
export const TOASTS_MAX = 8;
export const TOAST_TIMEOUT_MS = 5000;
/** Renders one zip download may hold (bulk build download limit). */
export const ZIP_MAX_IDS = 999;
/** The most records a list call answers per page (spec section 7, `limit` ≤ 999): the server's limit, the page size of whole lists. */
export const LIST_MAX_LIMIT = 999;
