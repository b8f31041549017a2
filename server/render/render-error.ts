/**
 * A render that cannot be made, with the reason the user sees on the failed render (the package
 * is missing or refused, a value does not fit, no Chromium for an image, the template ran past its
 * deadline or its memory ceiling): a code of worker/contract/render-reasons.ts with its parameters;
 * the message is its English words. Anything else that goes wrong is the server's problem and is
 * logged, not shown.
 */
import { type RenderReason, reasonText } from '../../worker/contract/render-reasons';

export class RenderError extends Error {
  override readonly name = 'RenderError';
  /** `cause`: what went wrong underneath (a library's error), for the log, never shown. */
  constructor(readonly reason: RenderReason, cause?: unknown) {
    super(reasonText(reason) ?? reason.code, cause === undefined ? undefined : { cause });
  }
}
