/** Toast queue: newest last, at most TOASTS_MAX, a repeated message replaces its stale copy. */
import type { EventOf } from '../../contract/events';
import { TOASTS_MAX, type Toast, type ToastsSlice } from '../../contract/snapshot';

export type ToastsEvent = EventOf<'toast/requested' | 'toast/dismissed'>;

export const initialToasts: ToastsSlice = { items: [] };

export function reduceToasts(slice: ToastsSlice, event: ToastsEvent, at: number): ToastsSlice {
  switch (event.type) {
    case 'toast/requested': {
      const toast: Toast = { id: event.id, kind: event.kind, key: event.key, params: event.params, text: event.text, at };
      // Same key and text means the same message: show it once, as the newest (spec section 8).
      const kept = slice.items.filter((t) => !(t.key === toast.key && t.text === toast.text) && t.id !== toast.id);
      kept.push(toast);
      return { items: kept.length > TOASTS_MAX ? kept.slice(kept.length - TOASTS_MAX) : kept };
    }
    case 'toast/dismissed':
      return slice.items.some((t) => t.id === event.id) ? { items: slice.items.filter((t) => t.id !== event.id) } : slice;
    default: {
      const _exhaustive: never = event;
      return slice;
    }
  }
}
