/** Toast queue: newest last, at most TOASTS_MAX, a repeated message replaces its stale copy. */
import { TOASTS_MAX } from '../../contract/limits';
import type { Toast } from './contract';
import { OK } from '../../engine/commands/command-context';
import { defineDomain, defineSlice } from '../domain';

export const toastsSlice = defineSlice({
  name: 'toasts',
  initial: { items: [] },
  cases: {
    'toast/requested': (slice, event, envelope) => {
      const toast: Toast = { id: event.id, kind: event.kind, key: event.key, params: event.params, text: event.text, at: envelope.at };
      // Same key and text means the same message: show it once, as the newest (spec section 8).
      const kept = slice.items.filter((t) => !(t.key === toast.key && t.text === toast.text) && t.id !== toast.id);
      kept.push(toast);
      return { items: kept.length > TOASTS_MAX ? kept.slice(kept.length - TOASTS_MAX) : kept };
    },
    'toast/dismissed': (slice, event) => (slice.items.some((t) => t.id === event.id) ? { items: slice.items.filter((t) => t.id !== event.id) } : slice),
  },
});

export const toastsDomain = defineDomain({
  slice: toastsSlice,
  commands: {
    'toast/dismiss': (ctx, command) => {
      ctx.emit({ event: { type: 'toast/dismissed', id: command.id }, source: 'command', brand: null });
      return OK;
    },
  },
});
