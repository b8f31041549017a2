/**
 * Who else is here, under virtual time with the fake live port (whose presence channels are the
 * real port's presence-channels.ts on a fake echo): join and leave, "editing" and its expiry, the
 * send throttle, a brand switch, malformed presence payloads.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presenceChannel, type PresenceRoom } from '../../contract/live-channels';
import { loggedEvents, startSession, type StartedSession } from '../../../tests/harness';
import { useVirtualClock } from '../../../tests/harness/virtual-clock';
import { EDITING_THROTTLE_MS, EDITING_TTL_MS } from './contract';

let session: StartedSession | null = null;
useVirtualClock();
afterEach(async () => {
  await session?.dl.dispose();
  session = null;
});

const ROOM: PresenceRoom = { brand: 'acme', kind: 'adset', id: 5 };
const CHANNEL = presenceChannel(ROOM);
const ME = { id: 1, name: 'Mia Manager', avatar: null };
const EDA = { id: 2, name: 'Eda Editor', avatar: '/avatars/2.png' };
const VERA = { id: 3, name: 'Vera Visitor', avatar: null };

async function inAcme(): Promise<StartedSession> {
  session = await startSession();
  await session.dl.dispatch({ type: 'brand/switch', identifier: 'acme' });
  await session.backend.flush();
  session.live.setConnection('connecting');
  session.live.setConnection('connected');
  return session;
}

const room = (s: StartedSession) => s.dl.engine.state().presence.rooms[CHANNEL];

describe('presence: who else is here', () => {
  it('joins the record’s channel once for two views, lists who Pusher says, follows joins and leaves, and leaves with the last view', async () => {
    const s = await inAcme();
    await s.dl.dispatch({ type: 'presence/enter', room: ROOM });
    await s.dl.dispatch({ type: 'presence/enter', room: ROOM });
    expect(s.live.presenceEcho.history).toEqual([`+${CHANNEL}`]);

    s.live.presenceHere(CHANNEL, [ME, EDA]);
    expect(room(s)?.users).toEqual([ME, EDA]);
    s.live.presenceJoined(CHANNEL, VERA);
    expect(room(s)?.users.map((u) => u.id)).toEqual([1, 2, 3]);
    s.live.presenceLeft(CHANNEL, 2);
    expect(room(s)?.users.map((u) => u.id)).toEqual([1, 3]);

    await s.dl.dispatch({ type: 'presence/leave', room: ROOM });
    expect(s.live.presenceEcho.history).toEqual([`+${CHANNEL}`]);
    expect(room(s)).toBeDefined();
    await s.dl.dispatch({ type: 'presence/leave', room: ROOM });
    expect(s.live.presenceEcho.history).toEqual([`+${CHANNEL}`, `-${CHANNEL}`]);
    expect(room(s)).toBeUndefined();
    // A late event of the room it left changes nothing.
    s.live.presenceJoined(CHANNEL, EDA);
    expect(s.dl.engine.state().presence.rooms).toEqual({});
  });

  it('shows a member as editing until exactly EDITING_TTL_MS after the last signal heard', async () => {
    expect(EDITING_TTL_MS).toBe(8_000);
    const s = await inAcme();
    await s.dl.dispatch({ type: 'presence/enter', room: ROOM });
    s.live.presenceHere(CHANNEL, [ME, EDA]);
    s.live.presenceEditing(CHANNEL, 2, true);
    expect(room(s)?.editing).toEqual([2]);
    await vi.advanceTimersByTimeAsync(5_000);
    // A newer signal starts the wait again.
    s.live.presenceEditing(CHANNEL, 2, true);
    await vi.advanceTimersByTimeAsync(EDITING_TTL_MS - 1);
    expect(room(s)?.editing).toEqual([2]);
    await vi.advanceTimersByTimeAsync(1);
    expect(room(s)?.editing).toEqual([]);
    expect(loggedEvents(s.dl, 'presence/editing-expired')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loggedEvents(s.dl, 'presence/editing-expired')).toHaveLength(1);
  });

  it('ends "editing" at once on a done signal or a departure, and ignores a signal of someone not on the channel', async () => {
    const s = await inAcme();
    await s.dl.dispatch({ type: 'presence/enter', room: ROOM });
    s.live.presenceHere(CHANNEL, [ME, EDA, VERA]);
    s.live.presenceEditing(CHANNEL, 2, true);
    s.live.presenceEditing(CHANNEL, 3, true);
    s.live.presenceEditing(CHANNEL, 9, true);
    expect(room(s)?.editing).toEqual([2, 3]);
    s.live.presenceEditing(CHANNEL, 2, false);
    s.live.presenceLeft(CHANNEL, 3);
    expect(room(s)?.editing).toEqual([]);
    await vi.advanceTimersByTimeAsync(EDITING_TTL_MS * 2);
    // Their timers were cancelled: no expiry for a member no longer editing.
    expect(loggedEvents(s.dl, 'presence/editing-expired')).toHaveLength(0);
  });

  it('sends this person’s "editing" at most once per EDITING_THROTTLE_MS, and only on a joined channel', async () => {
    expect(EDITING_THROTTLE_MS).toBe(3_000);
    const s = await inAcme();
    await s.dl.dispatch({ type: 'presence/enter', room: ROOM });
    // Not subscribed yet (no member list): nothing to send.
    await s.dl.dispatch({ type: 'presence/signal-editing', room: ROOM });
    expect(s.live.presenceEcho.whispers).toEqual([]);
    s.live.presenceHere(CHANNEL, [ME]);
    for (let i = 0; i < 30; i += 1) {
      await s.dl.dispatch({ type: 'presence/signal-editing', room: ROOM });
      await vi.advanceTimersByTimeAsync(200);
    }
    // 6 s of typing (keystrokes at 0, 200, … 5800 ms): sent at 0 and at 3000 ms.
    expect(s.live.presenceEcho.whispers).toEqual([
      { channel: CHANNEL, event: 'client-editing', data: { editing: true } },
      { channel: CHANNEL, event: 'client-editing', data: { editing: true } },
    ]);
  });

  it('a brand switch leaves every presence channel of the old brand and forgets its rooms; coming back joins the still open one again', async () => {
    const s = await inAcme();
    const feed = presenceChannel({ brand: 'acme', kind: 'feed', id: 9 });
    await s.dl.dispatch({ type: 'presence/enter', room: ROOM });
    await s.dl.dispatch({ type: 'presence/enter', room: { brand: 'acme', kind: 'feed', id: 9 } });
    s.live.presenceHere(CHANNEL, [ME, EDA]);
    s.live.presenceHere(feed, [ME]);
    await s.dl.dispatch({ type: 'brand/switch', identifier: 'beta' });
    expect([...s.live.presenceEcho.channels.keys()]).toEqual([]);
    expect(s.live.presenceEcho.history).toEqual([`+${CHANNEL}`, `+${feed}`, `-${CHANNEL}`, `-${feed}`]);
    expect(s.dl.engine.state().presence.rooms).toEqual({});
    // A room of another brand is not joined while beta is in scope.
    await s.dl.dispatch({ type: 'presence/enter', room: { brand: 'acme', kind: 'version', id: 4 } });
    expect([...s.live.presenceEcho.channels.keys()]).toEqual([]);
    await s.dl.dispatch({ type: 'brand/switch', identifier: 'acme' });
    expect([...s.live.presenceEcho.channels.keys()].sort()).toEqual([CHANNEL, feed, 'presence-brand.acme.version.4'].sort());
  });

  it('refuses malformed presence payloads with a diagnostic and keeps going', async () => {
    const s = await inAcme();
    await s.dl.dispatch({ type: 'presence/enter', room: ROOM });
    const echo = s.live.presenceEcho;
    // One bad member (a javascript: avatar) is left out of the list; the others are shown.
    echo.play(CHANNEL, 'pusher:subscription_succeeded', { members: { '1': ME, '2': { ...EDA, avatar: 'javascript:alert(1)' } } });
    expect(room(s)?.users).toEqual([ME]);
    echo.play(CHANNEL, 'pusher:member_added', { id: '3', info: { id: 4, name: 'Spoof', avatar: null } });
    echo.play(CHANNEL, 'pusher:member_added', null);
    echo.play(CHANNEL, 'pusher:member_removed', { id: 'x' });
    echo.play(CHANNEL, 'client-editing', { editing: true });
    echo.play(CHANNEL, 'client-editing', { editing: 'yes' }, { user_id: '1' });
    const hostile = new Proxy({}, { get: () => { throw new Error('trap'); } });
    echo.play(CHANNEL, 'pusher:member_added', hostile);
    const reasons = loggedEvents(s.dl, 'diagnostics/payload-malformed').map((r) => `${r.name}: ${r.reason}`);
    expect(reasons).toEqual([
      expect.stringMatching(/^pusher:subscription_succeeded: member left out: /),
      'pusher:member_added: user_info.id differs from user_id',
      'pusher:member_added: payload is not an object',
      'pusher:member_removed: invalid user_id',
      'client-editing: no sender user_id',
      expect.stringMatching(/^client-editing: /),
      'pusher:member_added: payload could not be read',
    ]);
    expect(s.dl.engine.state().diagnostics.malformed.live).toBe(7);
    expect(room(s)?.users).toEqual([ME]);
    s.live.presenceJoined(CHANNEL, VERA);
    expect(room(s)?.users.map((u) => u.id)).toEqual([1, 3]);
  });
});
