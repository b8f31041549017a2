/**
 * LivePort fake. `emit` delivers an already-valid domain event; `emitRaw` delivers a wire event
 * through the real decoder (worker/ports/live/decode-live-event.ts), exactly as the real port
 * would, and returns what the decoder made of it.
 */
import type { LiveEvent } from '../../worker/contract/events';
import type { ConnectionState } from '../../worker/domains/connection/contract';
import { LIVE_EVENTS } from '../../worker/domains/registry';
import { brandChannel, brandOfChannel, PUBLIC_CHANNEL } from '../../worker/contract/live-channels';
import { createLiveDecoder } from '../../worker/ports/live/decode-live-event';
import { createPresenceChannels, type PresenceEcho } from '../../worker/ports/live/presence-channels';
import type { LiveInput, LivePort } from '../../worker/ports/types';
import { flushMicrotasks } from './flush';

/** The real port's decoder, with the registry's table. */
const decodeLiveEvent = createLiveDecoder(LIVE_EVENTS);

/** Events heard on the public channel (from the registry); every other one on the brand's channel. */
const PUBLIC_TYPES: ReadonlySet<string> = new Set(LIVE_EVENTS.filter((l) => l.channel === 'public').map((l) => l.type));

type Handler = (payload: unknown, metadata?: unknown) => void;

/**
 * A stand-in for laravel-echo's presence side: records joins, leaves and whispers, and lets a
 * test play what Pusher would say on a joined channel. The real port's presence-channels.ts runs
 * on it, so the brand rule and the counting are the real ones.
 */
export class FakePresenceEcho implements PresenceEcho {
  /** Joined channels (Pusher names) and their handlers by event name. */
  readonly channels = new Map<string, Map<string, Handler[]>>();
  /** Every join and leave, in order (`+name`, `-name`). */
  readonly history: string[] = [];
  /** Every client event sent, in order. */
  readonly whispers: { channel: string; event: string; data: unknown }[] = [];

  join(name: string): unknown {
    const channel = `presence-${name}`;
    const handlers = new Map<string, Handler[]>();
    this.channels.set(channel, handlers);
    this.history.push(`+${channel}`);
    return {
      on: (event: string, callback: Handler) => handlers.set(event, [...(handlers.get(event) ?? []), callback]),
      whisper: (event: string, data: unknown) => this.whispers.push({ channel, event: `client-${event}`, data }),
    };
  }
  leaveChannel(name: string): void {
    if (this.channels.delete(name)) this.history.push(`-${name}`);
  }
  /** Plays a Pusher event on a joined channel (nothing happens on one that is not joined). */
  play(channel: string, event: string, payload: unknown, metadata?: unknown): void {
    for (const handler of this.channels.get(channel)?.get(event) ?? []) handler(payload, metadata);
  }
}

export class FakeLive implements LivePort {
  private listener: ((input: LiveInput) => void) | null = null;
  readonly presenceEcho = new FakePresenceEcho();
  private readonly presence = createPresenceChannels((input) => this.listener?.(input));
  brand: string | null = null;
  xsrfToken: string | null = null;
  connectionState: ConnectionState = 'idle';
  /** Every setBrand call, in order (null: left the brand channel). */
  readonly brandHistory: (string | null)[] = [];
  /** Every retryChannel call, in order. */
  readonly retriedChannels: string[] = [];
  connects = 0;
  disconnects = 0;

  connect(listener: (input: LiveInput) => void): void {
    this.listener = listener;
    this.connects += 1;
    this.presence.attach(this.presenceEcho);
  }
  setBrand(identifier: string | null): void {
    this.brand = identifier;
    this.brandHistory.push(identifier);
    this.presence.setBrand(identifier);
  }
  joinPresence(channel: string): void {
    this.presence.want(channel);
  }
  leavePresence(channel: string): boolean {
    return this.presence.unwant(channel);
  }
  signalEditing(channel: string, editing: boolean): void {
    this.presence.signal(channel, editing);
  }
  /** Pusher's member list on (re)subscribing: `users` as the server signs their channel_data. */
  presenceHere(channel: string, users: readonly { readonly id: number }[]): void {
    this.presenceEcho.play(channel, 'pusher:subscription_succeeded', { members: Object.fromEntries(users.map((u) => [String(u.id), u])) });
  }
  presenceJoined(channel: string, user: { readonly id: number }): void {
    this.presenceEcho.play(channel, 'pusher:member_added', { id: String(user.id), info: user });
  }
  presenceLeft(channel: string, userId: number): void {
    this.presenceEcho.play(channel, 'pusher:member_removed', { id: String(userId), info: {} });
  }
  /** A `client-editing` as soketi relays it: the sender's id in the metadata. */
  presenceEditing(channel: string, userId: number, editing: boolean): void {
    this.presenceEcho.play(channel, 'client-editing', { editing }, { user_id: String(userId) });
  }
  setXsrfToken(token: string | null): void {
    this.xsrfToken = token;
  }
  retryChannel(channel: string): void {
    this.retriedChannels.push(channel);
  }
  disconnect(): void {
    this.listener = null;
    this.disconnects += 1;
    this.presence.attach(null);
  }

  get connected(): boolean {
    return this.listener !== null;
  }

  /** The channel the real port would hear this event on. */
  channelFor(event: LiveEvent): string {
    return PUBLIC_TYPES.has(event.type) ? PUBLIC_CHANNEL : brandChannel(this.brand ?? '');
  }

  emit(event: LiveEvent, channel: string = this.channelFor(event)): void {
    this.deliver({ kind: 'event', channel, brand: brandOfChannel(channel), event });
  }

  emitRaw(channel: string, eventName: string, payload: unknown): LiveInput {
    const input = decodeLiveEvent(channel, eventName, payload);
    this.deliver(input);
    return input;
  }

  setConnection(state: ConnectionState): void {
    const previous = this.connectionState;
    this.connectionState = state;
    this.deliver({ kind: 'connection', state, previous });
  }

  /** Authorising a private channel failed with this status (0: no usable answer). */
  channelAuthFailed(channel: string, status: number): void {
    this.deliver({ kind: 'channel-auth-failed', channel, brand: brandOfChannel(channel), status });
  }

  /** A reconnect completed and all channels are subscribed again. */
  resubscribed(): void {
    this.deliver({ kind: 'resubscribed' });
  }

  deliver(input: LiveInput): void {
    if (this.listener === null) throw new Error('FakeLive: nothing is connected (dispatch start first)');
    this.listener(input);
  }

  flush(): Promise<void> {
    return flushMicrotasks();
  }
}
