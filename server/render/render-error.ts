/**
 * A render that cannot be made, with the reason the user sees on the failed render (the package
 * is missing or refused, a value does not fit, no Chromium for an image). Anything else that
 * goes wrong is the server's problem and is logged, not shown.
 */
export class RenderError extends Error {
  override readonly name = 'RenderError';
}
