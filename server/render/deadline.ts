/**
 * Deadlines for the renderer's calls into Chromium (docs/template-packages.md "The watchdog"): a
 * template is untrusted code, and a page that never goes idle must not hold a render, a render
 * slot or the queue for ever. Every wait on Chromium goes through `within`, which stops waiting
 * when the render's signal fires (its deadline, a cancel, the server shutting down); what to do
 * with the page then (close it, or kill the browser) is chromium.ts's.
 */
import { reason } from '../../worker/contract/render-reasons';
import { RenderError } from './render-error.ts';

/** `work`, or the signal's reason as soon as it fires (the work itself is left to end or be killed). */
export function within<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    work.catch(() => {});
    return Promise.reject(signal.reason as Error);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Resolves with `true` when `work` settles within `ms`, `false` when it did not. */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true, () => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The error a render stops with when its deadline passes: the user sees its reason. */
export const deadlineError = (ms: number): RenderError => new RenderError(reason('render.deadline', { seconds: Math.round(ms / 100) / 10 }));

/**
 * A signal that fires with the deadline's error after `ms`, or with `outer`'s reason when that
 * fires first; `clear()` stops its timer (the work ended in time).
 */
export function deadlineSignal(ms: number, outer?: AbortSignal): { readonly signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(deadlineError(ms)), ms);
  timer.unref();
  const onOuter = () => controller.abort(outer!.reason);
  if (outer?.aborted) onOuter();
  else outer?.addEventListener('abort', onOuter, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuter);
    },
  };
}
