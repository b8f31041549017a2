import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DomainEvent, DomainEventType, Envelope } from '../contract/events';
import { TOASTS_MAX } from '../contract/limits';
import type { SliceName, Snapshot } from '../contract/snapshot';
import { SAMPLE_EVENTS } from '../../tests/harness/sample-events';
import { aBrandUser, aNotification } from '../../tests/harness/builders';
import { initialSnapshot } from '../domains/registry';
import { stateHash } from '../log/state-hash';
import { reduce } from '../app-engine';

let seq = 0;
function env(event: DomainEvent, brand: string | null = null, at = 1_000): Envelope {
  seq += 1;
  return { seq, at, brand, source: 'http', event };
}
function fold(state: Snapshot, ...envelopes: Envelope[]): Snapshot {
  return envelopes.reduce(reduce, state);
}
function inBrand(identifier = 'acme'): Snapshot {
  return fold(initialSnapshot(), env({ type: 'brand/switch-started', identifier }));
}
const SLICES = Object.keys(initialSnapshot()) as SliceName[];
function changedSlices(before: Snapshot, after: Snapshot): SliceName[] {
  return SLICES.filter((s) => before[s] !== after[s]);
}

describe('reduce: structural sharing', () => {
  it('keeps the identity of every slice an event does not concern', () => {
    const before = inBrand();
    const after = reduce(before, env({ type: 'balance/changed', balance: 12, version: null }, 'acme'));
    expect(changedSlices(before, after)).toEqual(['balance', 'diagnostics']);
    expect(after.balance).toEqual({ status: 'ready', value: 12, version: null, dismissal: { restored: false, at: { below100: null, below50: null } } });
  });

  it('keeps even the touched slice when the value did not change', () => {
    const s1 = fold(inBrand(), env({ type: 'balance/changed', balance: 12, version: null }, 'acme'));
    const s2 = reduce(s1, env({ type: 'balance/changed', balance: 12, version: null }, 'acme'));
    expect(s2.balance).toBe(s1.balance);
    expect(changedSlices(s1, s2)).toEqual(['diagnostics']);
  });

  it('keeps the brand slice when a refetch answers the same brand user, and takes a changed one', () => {
    const s1 = fold(inBrand(), env({ type: 'brand/user-loaded', brandUser: aBrandUser() }, 'acme'));
    const s2 = reduce(s1, env({ type: 'brand/user-loaded', brandUser: structuredClone(aBrandUser()) }, 'acme'));
    expect(s2.brand).toBe(s1.brand);
    const renamed = aBrandUser();
    const s3 = reduce(s2, env({ type: 'brand/user-loaded', brandUser: { ...renamed, brand: { ...renamed.brand, label: 'Acme 2' } } }, 'acme'));
    expect(s3.brand).not.toBe(s2.brand);
    expect(s3.brand.brandUser?.brand.label).toBe('Acme 2');
  });

  it('changes only the slices each event type is meant to change', () => {
    const expected: Partial<Record<DomainEventType, SliceName[]>> = {
      'live/balance-spend': [],
      'request/failed': [],
      'toast/requested': ['toasts'],
      'system/maintenance-shown': ['system'],
      'builds/widget-loaded': ['builds'],
      'live/visual-build-updated': [],
      'connection/resubscribed': ['connection'],
      'locale/changed': ['session'],
      'storage/recalculated': ['storage'],
    };
    for (const [type, slices] of Object.entries(expected)) {
      const before = inBrand();
      const after = reduce(before, env(SAMPLE_EVENTS[type as DomainEventType], 'acme'));
      expect(changedSlices(before, after).filter((s) => s !== 'diagnostics'), type).toEqual(slices);
    }
  });
});

describe('reduce: exhaustiveness and determinism', () => {
  it('handles every event type of the contract without throwing', () => {
    let state = inBrand();
    for (const event of Object.values(SAMPLE_EVENTS)) state = reduce(state, env(event, 'acme'));
    expect(state.diagnostics.lastSeq).toBe(seq);
  });

  afterEach(() => vi.useRealTimers());

  it('is deterministic: the same envelopes give equal states, whatever the wall clock', () => {
    const envelopes = Object.values(SAMPLE_EVENTS).map((e, i) => ({ seq: i + 1, at: 5_000 + i, brand: 'acme', source: 'live', event: e }) as Envelope);
    // Two folds eleven years apart: a reducer reading the clock (Date.now, new Date) would differ.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2020, 0, 1));
    const a = envelopes.reduce(reduce, initialSnapshot());
    vi.setSystemTime(Date.UTC(2031, 5, 15, 13, 7));
    const b = envelopes.reduce(reduce, initialSnapshot());
    expect(b).toEqual(a);
    expect(stateHash(b)).toBe(stateHash(a));
  });

  it('stamps toasts with the envelope time, not the clock', () => {
    const s = reduce(initialSnapshot(), env(SAMPLE_EVENTS['toast/requested'], null, 123_456));
    expect(s.toasts.items[0]?.at).toBe(123_456);
  });
});

describe('reduce: brand scope', () => {
  it('drops an envelope of another brand, counts it, and changes nothing else', () => {
    const before = fold(inBrand('beta'), env({ type: 'balance/changed', balance: 7, version: null }, 'beta'));
    const after = reduce(before, env({ type: 'balance/changed', balance: 999, version: null }, 'acme'));
    expect(after.balance).toBe(before.balance);
    expect(changedSlices(before, after)).toEqual(['diagnostics']);
    expect(after.diagnostics.foreignBrandDropped).toBe(before.diagnostics.foreignBrandDropped + 1);
  });

  it('accepts envelopes of no brand whatever the scope', () => {
    const after = reduce(inBrand('beta'), env({ type: 'system/new-version-available', buildNumber: '1' }, null));
    expect(after.system.newVersionAvailable).toBe(true);
    expect(after.diagnostics.foreignBrandDropped).toBe(0);
  });

  it('drops brand envelopes while no brand is in scope', () => {
    const after = reduce(initialSnapshot(), env({ type: 'balance/changed', balance: 1, version: null }, 'acme'));
    expect(after.balance.value).toBeNull();
    expect(after.diagnostics.foreignBrandDropped).toBe(1);
  });

  it('resets every brand-scoped slice on a switch and keeps session, toasts and system', () => {
    let s = fold(
      inBrand('acme'),
      env({ type: 'brand/user-loaded', brandUser: aBrandUser() }, 'acme'),
      env({ type: 'balance/changed', balance: 7, version: null }, 'acme'),
      env({ type: 'notifications/unread-count-changed', count: 4 }, 'acme'),
      env(SAMPLE_EVENTS['toast/requested']),
      env(SAMPLE_EVENTS['session/loaded']),
    );
    const before = s;
    s = reduce(s, env({ type: 'brand/switch-started', identifier: 'beta' }));
    expect(s.brand).toEqual({ identifier: 'beta', status: 'loading', brandUser: null, redirectTo: null, removedFrom: null });
    expect(s.balance).toEqual(initialSnapshot().balance);
    // Unknown is not zero: the new brand's count and incidents are not known until they answer.
    expect(s.notifications.unreadCount).toBeNull();
    expect(s.incidents).toEqual({ status: 'loading', items: [], dismissing: [] });
    expect(s.session).toBe(before.session);
    expect(s.toasts).toBe(before.toasts);
    expect(s.system).toBe(before.system);
  });

  it('a failed first load of the incidents is an error, a failed refresh keeps what is shown', () => {
    const loading = inBrand('acme');
    expect(reduce(loading, env({ type: 'incidents/load-failed' }, 'acme')).incidents.status).toBe('error');
    const loaded = reduce(loading, env({ type: 'incidents/loaded', items: [] }, 'acme'));
    expect(reduce(loaded, env({ type: 'incidents/load-failed' }, 'acme')).incidents).toBe(loaded.incidents);
  });

  it('keeps an unknown unread count unknown through optimistic reads and their rollback', () => {
    let s = inBrand('acme');
    s = reduce(s, env({ type: 'notifications/marked-read', ids: ['1'], at: 'now' }, 'acme'));
    expect(s.notifications.unreadCount).toBeNull();
    s = reduce(s, env({ type: 'notifications/read-rolled-back', ids: ['1'], unreadCount: null }, 'acme'));
    expect(s.notifications.unreadCount).toBeNull();
    s = reduce(s, env({ type: 'notifications/unread-count-changed', count: 22 }, 'acme'));
    expect(s.notifications.unreadCount).toBe(22);
  });

  it('signing out clears the brand scope too', () => {
    const s = fold(inBrand('acme'), env({ type: 'balance/changed', balance: 7, version: null }, 'acme'), env({ type: 'session/signed-out' }));
    expect(s.brand.identifier).toBeNull();
    expect(s.balance.value).toBeNull();
    expect(s.session.status).toBe('signed-out');
  });
});

describe('reduce: toasts', () => {
  const toast = (id: string, key: string, text: string | null = null): DomainEvent => ({ type: 'toast/requested', id, kind: 'error', key, params: {}, text });

  it(`keeps at most ${TOASTS_MAX}, dropping the oldest`, () => {
    let s = initialSnapshot();
    for (let i = 1; i <= TOASTS_MAX + 3; i++) s = reduce(s, env(toast(`t${i}`, `KEY.${i}`)));
    expect(s.toasts.items).toHaveLength(TOASTS_MAX);
    expect(s.toasts.items.map((t) => t.id)).toEqual(Array.from({ length: TOASTS_MAX }, (_, i) => `t${i + 4}`));
  });

  it('replaces a stale toast with the same key and text by the newest, at the end', () => {
    const s = fold(
      initialSnapshot(),
      env(toast('a', 'REQUESTS.UNAVAILABLE')),
      env(toast('b', 'REQUESTS.INVALID', 'Name is required')),
      env(toast('c', 'REQUESTS.UNAVAILABLE'), null, 2_000),
    );
    expect(s.toasts.items.map((t) => t.id)).toEqual(['b', 'c']);
    expect(s.toasts.items[1]?.at).toBe(2_000);
  });

  it('treats the same key with another text as another toast', () => {
    const s = fold(initialSnapshot(), env(toast('a', 'REQUESTS.INVALID', 'Name is required')), env(toast('b', 'REQUESTS.INVALID', 'Email is invalid')));
    expect(s.toasts.items.map((t) => t.id)).toEqual(['a', 'b']);
  });

  it('dismisses by id; an unknown id changes nothing', () => {
    const s1 = fold(initialSnapshot(), env(toast('a', 'K')), env(toast('b', 'L')));
    const s2 = reduce(s1, env({ type: 'toast/dismissed', id: 'a' }));
    expect(s2.toasts.items.map((t) => t.id)).toEqual(['b']);
    expect(reduce(s2, env({ type: 'toast/dismissed', id: 'zzz' })).toasts).toBe(s2.toasts);
  });
});

describe('reduce: notifications', () => {
  function withList(unread: number, count = unread): Snapshot {
    return fold(
      inBrand(),
      env({ type: 'notifications/load-started', filter: 'all', append: false }, 'acme'),
      env({ type: 'notifications/page-loaded', filter: 'all', append: false, page: 1, items: [aNotification(1), aNotification(2), aNotification(3, { readAt: 'x' })].slice(0, unread + 1), total: 3 }, 'acme'),
      env({ type: 'notifications/unread-count-changed', count }, 'acme'),
    );
  }

  it('never lets the unread count go below zero', () => {
    let s = withList(2, 0);
    s = reduce(s, env({ type: 'notifications/marked-read', ids: ['1', '2'], at: 'now' }, 'acme'));
    expect(s.notifications.unreadCount).toBe(0);
    s = reduce(s, env({ type: 'notifications/all-marked-read', at: 'now' }, 'acme'));
    expect(s.notifications.unreadCount).toBe(0);
    s = reduce(s, env({ type: 'notifications/unread-count-changed', count: -4 }, 'acme'));
    expect(s.notifications.unreadCount).toBe(0);
    s = reduce(s, env({ type: 'notifications/read-rolled-back', ids: ['1'], unreadCount: -1 }, 'acme'));
    expect(s.notifications.unreadCount).toBe(0);
  });

  it('marks read once: an id already being marked is not counted twice', () => {
    let s = withList(2);
    s = reduce(s, env({ type: 'notifications/marked-read', ids: ['1'], at: 'now' }, 'acme'));
    s = reduce(s, env({ type: 'notifications/marked-read', ids: ['1'], at: 'later' }, 'acme'));
    expect(s.notifications.unreadCount).toBe(1);
    expect(s.notifications.marking).toEqual(['1']);
    expect(s.notifications.items[0]?.readAt).toBe('now');
  });

  it('ignores a page of a filter the user already left', () => {
    let s = withList(2);
    s = reduce(s, env({ type: 'notifications/load-started', filter: 'unread', append: false }, 'acme'));
    const stale = reduce(s, env({ type: 'notifications/page-loaded', filter: 'all', append: false, page: 1, items: [aNotification(9)], total: 9 }, 'acme'));
    expect(stale.notifications).toBe(s.notifications);
  });

  it('appends only ids it does not have yet', () => {
    let s = withList(2);
    s = reduce(s, env({ type: 'notifications/page-loaded', filter: 'all', append: true, page: 2, items: [aNotification(3), aNotification(4)], total: 4 }, 'acme'));
    expect(s.notifications.items.map((n) => n.id)).toEqual(['1', '2', '3', '4']);
  });
});
