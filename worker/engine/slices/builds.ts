/** Running-renders widget and the latest status of builds announced live. */
import type { EventOf } from '../../contract/events';
import type { BuildsSlice } from '../../contract/snapshot';

export type BuildsEvent = EventOf<'builds/widget-loaded' | 'builds/build-updated'>;

/** Enough for a "recent builds" strip; older statuses are in the builds list page anyway. */
export const BUILDS_RECENT_MAX = 50;

export const initialBuilds: BuildsSlice = { status: 'idle', widget: null, recent: [] };

export function reduceBuilds(slice: BuildsSlice, event: BuildsEvent): BuildsSlice {
  switch (event.type) {
    case 'builds/widget-loaded':
      return { ...slice, status: 'ready', widget: event.widget };
    case 'builds/build-updated': {
      const first = slice.recent[0];
      if (first !== undefined && first.id === event.buildId && first.status === event.status) return slice;
      // One pass, one allocation: render storms update this list thousands of times a second.
      const recent: BuildsSlice['recent'][number][] = [{ id: event.buildId, status: event.status }];
      for (const b of slice.recent) {
        if (recent.length >= BUILDS_RECENT_MAX) break;
        if (b.id !== event.buildId) recent.push(b);
      }
      return { status: slice.status, widget: slice.widget, recent };
    }
    default: {
      const _exhaustive: never = event;
      return slice;
    }
  }
}
