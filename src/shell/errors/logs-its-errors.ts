/**
 * The app's own error boundaries log (and report) what they catch themselves, with what they know
 * (which widget, which page); they say so with a static `logsItsErrors`. The root's
 * onCaughtError (mount-app.tsx) logs only what other boundaries catch, so nothing is logged twice.
 */
export function logsItsErrors(boundary: unknown): boolean {
  const type = (boundary as { constructor?: { logsItsErrors?: unknown } } | null | undefined)?.constructor;
  return type?.logsItsErrors === true;
}
