import { describe, expect, it } from 'vitest';
import { aNotification, someNotifications } from '../../../tests/harness/builders';
import { appendNew, mergeFirstPage } from './merge-pages';

const ids = (items: readonly { id: string }[]) => items.map((n) => n.id);

describe('appendNew (load more)', () => {
  it('drops the repeats a shifted page starts with, keeps the order', () => {
    const loaded = someNotifications(20, 1);
    // One notification arrived on top since: page 2 starts with the last of page 1.
    expect(ids(appendNew(loaded, someNotifications(20, 20)))).toEqual(ids(someNotifications(39, 1)));
  });

  it('returns the same list when the page brings nothing new', () => {
    const loaded = someNotifications(3);
    expect(appendNew(loaded, someNotifications(2, 2))).toBe(loaded);
  });
});

describe('mergeFirstPage (live refresh)', () => {
  it('puts the fresh page on top and keeps what was loaded below it', () => {
    const loaded = someNotifications(60, 1);
    const page = [aNotification(0), ...someNotifications(19, 1)];
    const merge = mergeFirstPage(loaded, page);
    expect(merge.kind).toBe('merged');
    expect(ids(merge.items)).toEqual(ids([aNotification(0), ...loaded]));
  });

  it('takes the fresh copy of an item it replaces (read meanwhile)', () => {
    const loaded = someNotifications(30, 1);
    const page = [aNotification(1, { readAt: '2025-05-02T00:00:00.000Z' }), ...someNotifications(19, 2)];
    const merge = mergeFirstPage(loaded, page);
    expect(merge.items).toHaveLength(30);
    expect(merge.items[0]?.readAt).toBe('2025-05-02T00:00:00.000Z');
  });

  it('drops loaded items above the deepest one the page holds: they left the server’s list', () => {
    // Under the Unread chip, 2 and 3 were read elsewhere: page 1 now runs 1, 4…22.
    const loaded = someNotifications(40, 1);
    const page = [aNotification(1), ...someNotifications(19, 4)];
    expect(ids(mergeFirstPage(loaded, page).items)).toEqual(ids([aNotification(1), ...someNotifications(37, 4)]));
  });

  it('restarts from the page when it shares no id with the list (a page or more arrived at once)', () => {
    const page = someNotifications(20, 101);
    expect(mergeFirstPage(someNotifications(60, 1), page)).toEqual({ kind: 'restarted', items: page });
    expect(mergeFirstPage([], page)).toEqual({ kind: 'restarted', items: page });
  });
});
