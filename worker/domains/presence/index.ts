/**
 * Who else is here (docs/collaboration.md): the presence channels of the records the pages show,
 * and who is on them. Pages say which record they show (`presence/enter`, `presence/leave`); the
 * live port joins that record's presence channel while its brand is in scope; what Pusher says
 * arrives as `presence/here|joined|left|editing` and is folded here. A brand switch resets the
 * slice (BRAND_SCOPED_SLICES) and the port leaves the old brand's channels.
 *
 * "Editing": the page signals every change (`presence/signal-editing`); this tab sends
 * `client-editing` at most once per EDITING_THROTTLE_MS, and another member reads as editing until
 * EDITING_TTL_MS after the last one heard (the expiry effect, on the scheduler: virtual time in tests).
 */
import { EMPTY, groupBy, map, mergeMap, switchMap, timer } from 'rxjs';
import type { PresenceRoomState, PresenceSlice } from './contract';
import { presenceChannel } from '../../contract/live-channels';
import { emitCommand, OK } from '../../engine/commands/command-context';
import { ofType, perBrandScope, type Effect } from '../../engine/core/effect';
import type { CommandHandlers } from '../domain';
import { defineDomain, defineSlice } from '../domain';
import { EDITING_THROTTLE_MS, EDITING_TTL_MS } from './contract';

const EMPTY_ROOM: PresenceRoomState = { users: [], editing: [], sentEditingAt: null };

function withRoom(slice: PresenceSlice, channel: string, change: (room: PresenceRoomState) => PresenceRoomState): PresenceSlice {
  const room = slice.rooms[channel];
  // Only rooms this tab is on: a late event of a room it left changes nothing.
  if (room === undefined) return slice;
  const next = change(room);
  return next === room ? slice : { rooms: { ...slice.rooms, [channel]: next } };
}

const without = (ids: readonly number[], id: number) => (ids.includes(id) ? ids.filter((x) => x !== id) : ids);

export const presenceSlice = defineSlice({
  name: 'presence',
  initial: { rooms: {} } as PresenceSlice,
  cases: {
    // The room starts with Pusher's list (and is replaced by it after a reconnect).
    'presence/here': (slice, event) => {
      const room = slice.rooms[event.channel] ?? EMPTY_ROOM;
      const ids = new Set(event.users.map((u) => u.id));
      return { rooms: { ...slice.rooms, [event.channel]: { ...room, users: event.users, editing: room.editing.filter((id) => ids.has(id)) } } };
    },
    'presence/joined': (slice, event) =>
      withRoom(slice, event.channel, (room) => ({ ...room, users: [...room.users.filter((u) => u.id !== event.user.id), event.user] })),
    'presence/left': (slice, event) =>
      withRoom(slice, event.channel, (room) =>
        room.users.some((u) => u.id === event.userId) ? { ...room, users: room.users.filter((u) => u.id !== event.userId), editing: without(room.editing, event.userId) } : room,
      ),
    // Only a member can be editing: a signal of someone Pusher has not announced is ignored.
    'presence/editing': (slice, event) =>
      withRoom(slice, event.channel, (room) => {
        if (!event.editing) return { ...room, editing: without(room.editing, event.userId) };
        if (room.editing.includes(event.userId) || !room.users.some((u) => u.id === event.userId)) return room;
        return { ...room, editing: [...room.editing, event.userId] };
      }),
    'presence/editing-expired': (slice, event) => withRoom(slice, event.channel, (room) => ({ ...room, editing: without(room.editing, event.userId) })),
    'presence/editing-sent': (slice, event, envelope) => withRoom(slice, event.channel, (room) => ({ ...room, sentEditingAt: envelope.at })),
    'presence/closed': (slice, event) => {
      if (!(event.channel in slice.rooms)) return slice;
      const { [event.channel]: _closed, ...rooms } = slice.rooms;
      return { rooms };
    },
  },
});

/**
 * Each member's "editing" ends EDITING_TTL_MS after the last one heard; a newer signal starts the
 * wait again, a "done" (editing: false), a departure or a brand switch ends it (an expiry of a
 * room this tab left meanwhile changes nothing: the slice ignores rooms it does not hold).
 */
export const editingExpiry: Effect = (event$, rt) =>
  perBrandScope(event$, () =>
    event$.pipe(
      ofType('presence/editing', 'presence/left'),
      groupBy((e) => `${e.event.channel}\n${e.event.userId}`),
      mergeMap((group) =>
        group.pipe(
          switchMap((e) => {
            const ev = e.event;
            if (ev.type !== 'presence/editing' || !ev.editing) return EMPTY;
            // A signal the slice did not take (someone not on the channel) has nothing to expire.
            if (rt.state().presence.rooms[ev.channel]?.editing.includes(ev.userId) !== true) return EMPTY;
            return timer(EDITING_TTL_MS, rt.ports.scheduler).pipe(
              map(() => ({ event: { type: 'presence/editing-expired', channel: ev.channel, userId: ev.userId } as const, source: 'system' as const, brand: e.brand })),
            );
          }),
        ),
      ),
    ),
  );

const presenceCommands = {
  'presence/enter': (ctx, { room }) => {
    ctx.ports.live.joinPresence(presenceChannel(room));
    return OK;
  },
  'presence/leave': (ctx, { room }) => {
    const channel = presenceChannel(room);
    if (ctx.ports.live.leavePresence(channel)) emitCommand(ctx, { type: 'presence/closed', channel }, room.brand);
    return OK;
  },
  'presence/signal-editing': (ctx, { room }) => {
    const channel = presenceChannel(room);
    const state = ctx.state().presence.rooms[channel];
    // Not on the channel (yet): nobody would hear it.
    if (state === undefined) return OK;
    const now = ctx.ports.clock.now();
    if (state.sentEditingAt !== null && now - state.sentEditingAt < EDITING_THROTTLE_MS) return OK;
    ctx.ports.live.signalEditing(channel, true);
    emitCommand(ctx, { type: 'presence/editing-sent', channel }, room.brand);
    return OK;
  },
} satisfies CommandHandlers;

export const presenceDomain = defineDomain({ slice: presenceSlice, effects: [editingExpiry], commands: presenceCommands });
