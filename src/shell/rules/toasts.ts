/**
 * One toast viewport for both origins: toasts the data layer requests (toastsAtom) and the few
 * the main thread raises itself (the route guard's GUARD_PAGES.FORBIDDEN). At most 8 are shown,
 * and a toast saying the same thing as an older one replaces it (spec sections 8 and 9).
 */
import { TOASTS_MAX, TOAST_TIMEOUT_MS } from '../../../worker/contract/limits';
import type { Toast } from '../../../worker/domains/toasts/contract';

export { TOAST_TIMEOUT_MS };
export const LOCAL_TOAST_PREFIX = 'local-';

export interface ShownToast extends Toast {
  readonly origin: 'worker' | 'local';
}

function sameMessage(a: Toast, b: Toast): boolean {
  return a.key === b.key && a.text === b.text && JSON.stringify(a.params) === JSON.stringify(b.params);
}

export function mergeToasts(worker: readonly Toast[], local: readonly Toast[], max: number = TOASTS_MAX): readonly ShownToast[] {
  const all: ShownToast[] = [
    ...worker.map((toast) => ({ ...toast, origin: 'worker' as const })),
    ...local.map((toast) => ({ ...toast, origin: 'local' as const })),
  ].sort((a, b) => a.at - b.at);
  const newestFirst: ShownToast[] = [];
  for (let i = all.length - 1; i >= 0; i -= 1) {
    const toast = all[i]!;
    if (!newestFirst.some((kept) => sameMessage(kept, toast))) newestFirst.push(toast);
  }
  return newestFirst.slice(0, max).reverse();
}

export function isLocalToast(id: string): boolean {
  return id.startsWith(LOCAL_TOAST_PREFIX);
}
