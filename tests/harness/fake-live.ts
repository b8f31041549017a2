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
import type { LiveInput, LivePort } from '../../worker/ports/types';
import { flushMicrotasks } from './flush';

/** The real port's decoder, with the registry's table. */
const decodeLiveEvent = createLiveDecoder(LIVE_EVENTS);

/** Events heard on the public channel (from the registry); every other one on the brand's channel. */
const PUBLIC_TYPES: ReadonlySet<string> = new Set(LIVE_EVENTS.filter((l) => l.channel === 'public').map((l) => l.type));

export class FakeLive implements LivePort {
  private listener: ((input: LiveInput) => void) | null = null;
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
  }
  setBrand(identifier: string | null): void {
    this.brand = identifier;
    this.brandHistory.push(identifier);
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
