// @vitest-environment node
/**
 * The state as the bridge sends it: the notifications slice without its items, and identities
 * kept wherever nothing the main thread sees changed (the batcher sends a slice when its identity
 * moves, so a new but equal summary would cross for nothing).
 */
import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../contract/snapshot';
import { initialSnapshot } from '../domains/registry';
import { aNotification } from '../../tests/harness/builders';
import { BridgedState } from './bridged-state';

const withNotifications = (state: Snapshot, change: Partial<Snapshot['notifications']>): Snapshot => ({ ...state, notifications: { ...state.notifications, ...change } });

describe('BridgedState', () => {
  it('sends the notifications slice without its items, every other slice as it is', () => {
    const state = withNotifications(initialSnapshot(), { items: [aNotification(1)], total: 1, unreadCount: 1 });
    const bridged = new BridgedState().of(state);
    expect(bridged.notifications).not.toHaveProperty('items');
    expect(bridged.notifications).toMatchObject({ total: 1, unreadCount: 1 });
    expect(bridged.balance).toBe(state.balance);
  });

  it('keeps the summary’s identity when only the items changed, and gives a new one when a field did', () => {
    const bridge = new BridgedState();
    const first = withNotifications(initialSnapshot(), { items: [aNotification(1)], total: 1 });
    const summary = bridge.of(first).notifications;
    expect(bridge.of(first).notifications).toBe(summary);
    const itemsOnly = withNotifications(first, { items: [aNotification(1, { readAt: '2025-07-03T10:00:00.000Z' })] });
    expect(bridge.of(itemsOnly).notifications).toBe(summary);
    const counted = withNotifications(itemsOnly, { unreadCount: 0 });
    expect(bridge.of(counted).notifications).not.toBe(summary);
    expect(bridge.of(counted).notifications.unreadCount).toBe(0);
  });
});
