/**
 * The notification centre's list as a windowed watch (`notifications/list`, docs/engine.md
 * "Windows"): the rows are the slice's items (paged 20 at a time, refreshed live on top, marked
 * read optimistically, under the current filter: all of it this domain's reducer), only those
 * the page shows cross the bridge, and the window reaching the last row held loads the next page
 * (the same load-more as before, with its 200 ms floor and one page at a time).
 *
 * A notification of a kind the client does not know takes no row (spec section 5), but still
 * counts as loaded: the total and "everything is here" follow what the server sent.
 */
import { isRecognised } from '../../contract/notification-kinds';
import type { Snapshot } from '../../contract/snapshot';
import type { NotificationsSlice } from './contract';
import type { HeldList, HeldListDef } from '../../engine/live-queries/held-window';
import { loadMoreNotifications } from './commands';

const LOAD_FAILED = { ok: false, status: null, key: 'NOTIFICATIONS.LOAD_FAILED' } as const;
const MORE_FAILED = { ok: false, status: null, key: 'NOTIFICATIONS.LOAD_MORE_FAILED' } as const;

/** The slice as a held list; the same object while the slice (or what the list shows of it) did not change. */
function listReader(): (state: Snapshot) => HeldList {
  let last: { readonly slice: NotificationsSlice; readonly list: HeldList } | null = null;
  return (state) => {
    const slice = state.notifications;
    if (last !== null && last.slice === slice) return last.list;
    const rows = last !== null && last.slice.items === slice.items ? last.list.rows : slice.items.filter(isRecognised);
    const complete = slice.status === 'ready' && slice.items.length >= slice.total;
    // Rows still on the server are counted as rows: whether they are of a known kind is unknown yet.
    const total = complete ? rows.length : Math.max(rows.length, slice.total - (slice.items.length - rows.length));
    const status = slice.status === 'ready' ? 'ready' : slice.status === 'error' ? 'error' : 'loading';
    const next: HeldList = {
      status,
      failure: status === 'error' ? LOAD_FAILED : null,
      rows,
      total,
      complete,
      loadingMore: slice.loadingMore,
      moreFailure: slice.moreFailed ? MORE_FAILED : null,
    };
    const list = last !== null && sameList(last.list, next) ? last.list : next;
    last = { slice, list };
    return list;
  };
}

function sameList(a: HeldList, b: HeldList): boolean {
  return (
    a.status === b.status &&
    a.failure === b.failure &&
    a.rows === b.rows &&
    a.total === b.total &&
    a.complete === b.complete &&
    a.loadingMore === b.loadingMore &&
    a.moreFailure === b.moreFailure
  );
}

export const notificationsList: HeldListDef<'notifications/list'> = {
  kind: 'notifications/list',
  shape: 'held',
  read: listReader(),
  more: (ctx) => loadMoreNotifications(ctx),
};
