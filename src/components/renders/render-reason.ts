/**
 * A render's failure reason in the user's language: the code and parameters the server stores
 * (worker/contract/render-reasons.ts) through `RENDER_REASON.*` (shared messages: the Renders
 * pages, a version's renders and the report all show them), else the server's own words, which
 * is all a render failed before reasons had codes (or a reason from a newer server) has.
 */
import type { TFunction } from 'i18next';
import { reasonKey, type RenderReason } from '../../../worker/contract/render-reasons';

export function reasonMessage(t: TFunction, reason: RenderReason | null | undefined, text: string | null): string | null {
  const key = reason ? reasonKey(reason.code) : null;
  return key === null ? text : t(key, reason!.params);
}
