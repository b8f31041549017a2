/**
 * Incidents of the brand and their dismiss buttons.
 *
 *   row ──dismiss-started──▶ row (button disabled) ──dismissed──▶ removed
 *                                   │
 *                                   └──dismiss-failed──▶ row (button enabled again)
 */
import type { EventOf } from '../../contract/events';
import type { IncidentsSlice } from '../../contract/snapshot';

export type IncidentsEvent = EventOf<'incidents/loaded' | 'incidents/dismiss-started' | 'incidents/dismissed' | 'incidents/dismiss-failed'>;

export const initialIncidents: IncidentsSlice = { status: 'idle', items: [], dismissing: [] };

export function reduceIncidents(slice: IncidentsSlice, event: IncidentsEvent): IncidentsSlice {
  switch (event.type) {
    case 'incidents/loaded':
      // A dismissed incident is never shown again, even if a reload still lists it.
      return { ...slice, status: 'ready', items: event.items.filter((i) => !i.isDismissed) };
    case 'incidents/dismiss-started':
      return slice.dismissing.includes(event.id) ? slice : { ...slice, dismissing: [...slice.dismissing, event.id] };
    case 'incidents/dismissed':
      return {
        ...slice,
        items: slice.items.filter((i) => i.id !== event.id),
        dismissing: slice.dismissing.filter((id) => id !== event.id),
      };
    case 'incidents/dismiss-failed':
      return slice.dismissing.includes(event.id) ? { ...slice, dismissing: slice.dismissing.filter((id) => id !== event.id) } : slice;
    default: {
      const _exhaustive: never = event;
      return slice;
    }
  }
}
