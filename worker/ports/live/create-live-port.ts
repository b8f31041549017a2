/**
 * The real LivePort: laravel-echo over pusher-js (the Pusher class is injected: the worker
 * passes `pusher-js/worker`, Node tests the Node build or a fake).
 *
 * Channels: `public` (the public events of docs/live-events.md) and `private-brand.{brand}`
 * (the brand events), authorised by `channel-authorizer.ts`. Every event goes through
 * `decodeLiveEvent`; the listener receives LiveInputs only, never wire payloads.
 */
import Echo from 'laravel-echo';
import type PusherJs from 'pusher-js';
import type { ConnectionState } from '../../contract/events';
import type { FetchLike } from '../http/http-client';
import { createXsrfTokenCell, type XsrfTokenCell } from '../http/request-headers';
import type { LiveInput, LivePort } from '../types';
import { createChannelAuthorizer } from './channel-authorizer';
import { toConnectionState } from './connection-states';
import { brandChannel, PUBLIC_CHANNEL } from './channels';
import { createLiveDecoder } from './decode-live-event';
import type { LiveEventSpec } from './live-event-spec';

/** Any class with pusher-js's constructor (the real one, its worker build, or a test fake). */
export type PusherConstructor = new (key: string, options: never) => unknown;

export interface LivePortOptions {
  readonly origin: string;
  readonly key: string;
  readonly wsHost: string;
  readonly wsPort: number;
  readonly forceTLS: boolean;
  readonly Pusher: PusherConstructor;
  readonly fetch: FetchLike;
  /** Shared with the backend; setXsrfToken on either port updates it. */
  readonly xsrf?: XsrfTokenCell;
  /** The events to listen to and how to decode them (the domain registry's table). */
  readonly events: readonly LiveEventSpec[];
}

interface EchoChannel {
  listen(event: string, callback: (payload: unknown) => void): EchoChannel;
  subscribed(callback: () => void): EchoChannel;
  error(callback: (error: unknown) => void): EchoChannel;
}
interface PusherConnection {
  state: string;
  bind(event: string, callback: (change: { previous: string; current: string }) => void): void;
  unbind(event: string, callback: (change: { previous: string; current: string }) => void): void;
}
interface LiveSession {
  readonly echo: Echo<'pusher'>;
  readonly connection: PusherConnection;
  readonly onStateChange: (change: { current: string }) => void;
}
/** Identity of one join: callbacks of an earlier join of the same channel name are ignored. */
interface Joined {
  readonly name: string;
}

export function createLivePort(options: LivePortOptions): LivePort {
  const xsrf = options.xsrf ?? createXsrfTokenCell();
  const authorize = createChannelAuthorizer({ origin: options.origin, fetch: options.fetch, xsrf });
  const decodeLiveEvent = createLiveDecoder(options.events);
  const publicNames = options.events.filter((e) => e.channel === 'public').map((e) => e.name);
  const brandNames = options.events.filter((e) => e.channel === 'brand').map((e) => e.name);

  let session: LiveSession | null = null;
  let listener: ((input: LiveInput) => void) | null = null;
  let brand: string | null = null;
  let state: ConnectionState = 'idle';
  let everConnected = false;
  const joined = new Map<string, Joined>();
  /** Channels still to answer after a reconnect; null when no resubscription is under way. */
  let pending: Set<string> | null = null;

  const emit = (input: LiveInput) => listener?.(input);

  /** A channel answered (or was left) during a resubscription; the last one completes it. */
  function settle(name: string): void {
    if (!pending) return;
    pending.delete(name);
    if (pending.size > 0) return;
    pending = null;
    emit({ kind: 'resubscribed' });
  }

  function setState(next: ConnectionState): void {
    if (next === state) return;
    const previous = state;
    state = next;
    emit({ kind: 'connection', state: next, previous });
    if (next !== 'connected') return;
    if (!everConnected) {
      everConnected = true;
      return;
    }
    // pusher-js re-subscribes every channel right after this state change; wait for all answers.
    pending = new Set(joined.keys());
    if (pending.size === 0) {
      pending = null;
      emit({ kind: 'resubscribed' });
    }
  }

  function join(s: LiveSession, name: string): void {
    const record: Joined = { name };
    joined.set(name, record);
    pending?.add(name);
    const isPublic = name === PUBLIC_CHANNEL;
    const channel = (isPublic ? s.echo.channel(name) : s.echo.private(name.slice('private-'.length))) as unknown as EchoChannel;
    const current = () => joined.get(name) === record && session === s;
    for (const event of isPublic ? publicNames : brandNames) {
      channel.listen(event, (payload) => {
        if (current()) emit(decodeLiveEvent(name, event, payload));
      });
    }
    // A failed (re)subscription settles too: the resync must not wait for a channel we lost.
    channel.subscribed(() => {
      if (current()) settle(name);
    });
    channel.error(() => {
      if (current()) settle(name);
    });
  }

  function leave(s: LiveSession, name: string): void {
    joined.delete(name);
    s.echo.leaveChannel(name);
    settle(name);
  }

  function open(): LiveSession {
    const echo = new Echo<'pusher'>({
      broadcaster: 'pusher',
      Pusher: options.Pusher as unknown as typeof PusherJs,
      key: options.key,
      cluster: 'mt1', // required by pusher-js 8, unused with wsHost
      wsHost: options.wsHost,
      wsPort: options.wsPort,
      wssPort: options.wsPort,
      forceTLS: options.forceTLS,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      // Echo mutates this object; it must be ours (TOOLCHAIN.md). The custom handler is used.
      auth: { headers: {} },
      channelAuthorization: { customHandler: authorize },
    });
    const connection = (echo.connector as unknown as { pusher: { connection: PusherConnection } }).pusher.connection;
    const s: LiveSession = {
      echo,
      connection,
      onStateChange: (change) => {
        if (session !== s) return;
        const next = toConnectionState(change.current);
        if (next) setState(next);
      },
    };
    connection.bind('state_change', s.onStateChange);
    return s;
  }

  return {
    connect(next) {
      listener = next;
      if (session) return;
      const s = open();
      session = s;
      // pusher-js starts connecting inside its constructor, before we could bind.
      const initial = toConnectionState(s.connection.state);
      if (initial) setState(initial);
      join(s, PUBLIC_CHANNEL);
      if (brand !== null) join(s, brandChannel(brand));
    },
    setBrand(identifier) {
      if (identifier === brand) return;
      const s = session;
      const previous = brand;
      brand = identifier;
      // Join first: during a resubscription, leaving first could complete it without the new channel.
      if (s && identifier !== null) join(s, brandChannel(identifier));
      if (s && previous !== null) leave(s, brandChannel(previous));
    },
    setXsrfToken(token) {
      xsrf.set(token);
    },
    disconnect() {
      const s = session;
      if (!s) return;
      pending = null;
      for (const name of [...joined.keys()]) leave(s, name);
      s.echo.disconnect();
      s.connection.unbind('state_change', s.onStateChange);
      session = null;
      everConnected = false;
      setState('disconnected');
    },
  };
}
