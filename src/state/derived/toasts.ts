/**
 * Main-thread toasts (the route guard's "forbidden") merged with the data layer's toasts into
 * one viewport list. The worker's toasts stay in toastsAtom; local ones live only here.
 */
import { atom } from 'jotai';
import type { Toast } from '../../../worker/domains/toasts/contract';
import { isLocalToast, LOCAL_TOAST_PREFIX, mergeToasts } from '../../shell/rules/toasts';
import { toastsAtom } from '../slice-atoms';

export const localToastsAtom = atom<readonly Toast[]>([]);
localToastsAtom.debugLabel = 'localToastsAtom';

let localSeq = 0;

export type LocalToastInput = Pick<Toast, 'kind' | 'key'> & Partial<Pick<Toast, 'params' | 'text'>>;

/** Write-only: raises a toast from the main thread. */
export const pushLocalToastAtom = atom(null, (get, set, input: LocalToastInput) => {
  localSeq += 1;
  const toast: Toast = { id: `${LOCAL_TOAST_PREFIX}${localSeq}`, params: {}, text: null, ...input, at: Date.now() };
  set(localToastsAtom, [...get(localToastsAtom), toast]);
});

/** Write-only: removes a local toast (worker toasts are dismissed with the toast/dismiss command). */
export const dismissLocalToastAtom = atom(null, (get, set, id: string) => {
  if (!isLocalToast(id)) return;
  set(
    localToastsAtom,
    get(localToastsAtom).filter((toast) => toast.id !== id),
  );
});

export const visibleToastsAtom = atom((get) => mergeToasts(get(toastsAtom)?.items ?? [], get(localToastsAtom)));
visibleToastsAtom.debugLabel = 'visibleToastsAtom';
