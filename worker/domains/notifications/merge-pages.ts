/**
 * How pages of the notification list combine. The server pages newest first (`first: 20,
 * page: n`), and new notifications arrive at the top, so a page read after some arrived starts
 * with items the list already has (page n+1 repeats the end of page n): repeats are dropped, and
 * nothing is ever skipped. The live refresh reads page 1 again and puts it on top.
 */
import type { AppNotification } from '../../contract/entities';
import { sameValue } from '../../engine/state/same-value';

/**
 * A page read again gives new objects for items that did not change: those keep the identity of
 * the ones held, so the window's watch sends none of them (host/query-diff.ts compares identity).
 */
export function keepUnchanged(current: readonly AppNotification[], page: readonly AppNotification[]): readonly AppNotification[] {
  if (current.length === 0) return page;
  const held = new Map(current.map((n) => [n.id, n]));
  let kept = 0;
  const items = page.map((n) => {
    const before = held.get(n.id);
    if (before === undefined || !sameValue(before, n)) return n;
    kept += 1;
    return before;
  });
  return kept === 0 ? page : items;
}

/** Load more: the ids the list does not have yet, at the end. */
export function appendNew(current: readonly AppNotification[], page: readonly AppNotification[]): readonly AppNotification[] {
  const known = new Set(current.map((n) => n.id));
  const fresh = page.filter((n) => !known.has(n.id));
  return fresh.length === 0 ? current : [...current, ...fresh];
}

export type FirstPageMerge =
  /** The fresh page, then what was loaded below its last known item. */
  | { readonly kind: 'merged'; readonly items: readonly AppNotification[] }
  /**
   * The fresh page shares no id with the list: a page or more arrived at once (or everything
   * loaded is gone). What was loaded no longer follows it without a gap, so the list restarts
   * from this page.
   */
  | { readonly kind: 'restarted'; readonly items: readonly AppNotification[] };

/**
 * The live refresh: page 1 replaces the top of the list. Loaded items above the deepest one the
 * page still holds have left the server's first page (read under the Unread chip): they go too.
 */
export function mergeFirstPage(current: readonly AppNotification[], page: readonly AppNotification[]): FirstPageMerge {
  const inPage = new Set(page.map((n) => n.id));
  const deepest = current.findLastIndex((n) => inPage.has(n.id));
  if (deepest < 0) return { kind: 'restarted', items: page };
  const below = current.slice(deepest + 1).filter((n) => !inPage.has(n.id));
  return { kind: 'merged', items: below.length === 0 ? page : [...page, ...below] };
}
