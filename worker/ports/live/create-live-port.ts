/**
 * The real LivePort: laravel-echo over pusher-js (the Pusher class is injected: the worker
 * passes `pusher-js/worker`, Node tests the Node build or a fake).
 *
 * Channels: `public` (the public events of docs/live-events.md) and `private-brand.{brand}`
 * (the brand events), authorised by `channel-authorizer.ts`. Every event heard on a joined channel
 * (echo's `listenToAll`, so unknown names are heard and counted too) goes through
 * `decodeLiveEvent`; the listener receives LiveInputs only, never wire payloads. A failed
 * authorisation of a joined channel is reported (`channel-auth-failed`) with its HTTP status.
 * Presence channels (who else has a record open) are kept by `presence-channels.ts`.
 */
import Echo from 'laravel-echo';
import type PusherJs from 'pusher-js';
import type { ConnectionState } from '../../domains/connection/contract';
import type { FetchLike } from '../http/http-client';
import { createXsrfTokenCell, type XsrfTokenCell } from '../http/request-headers';
import type { LiveInput, LivePort } from '../types';
import { createChannelAuthorizer } from './channel-authorizer';
import { toConnectionState } from './connection-states';
import { brandChannel, brandOfChannel, PUBLIC_CHANNEL } from '../../contract/live-channels';
import { createLiveDecoder } from './decode-live-event';
import { createPresenceChannels, type PresenceEcho } from './presence-channels';
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
  listenToAll(callback: (event: string, payload: unknown) => void): EchoChannel;
  subscribed(callback: () => void): EchoChannel;
  error(callback: (error: unknown) => void): EchoChannel;
}
/** What retryChannel needs of pusher-js itself. */
interface PusherClient {
  channel(name: string): { subscribed: boolean } | undefined;
  subscribe(name: string): unknown;
}
interface PusherConnection {
  state: string;
  bind(event: string, callback: (change: { previous: string; current: string }) => void): void;
  unbind(event: string, callback: (change: { previous: string; current: string }) => void): void;
}
interface LiveSession {
  readonly echo: Echo<'pusher'>;
  readonly pusher: PusherClient;
  readonly connection: PusherConnection;
  readonly onStateChange: (change: { current: string }) => void;
}
/** Identity of one join: callbacks of an earlier join of the same channel name are ignored. */
interface Joined {
  readonly name: string;
}

/** echo's default namespace, which `listenToAll` strips from Pusher names (`App\Events\X` → `X`). */
const ECHO_NAMESPACE = 'App\\Events\\';

/**
 * The Pusher name back from what echo's `listenToAll` reports: it strips the namespace from
 * namespaced names and prefixes every other name with a dot. The decoder and its reports then
 * see the name as the server sent it.
 */
function pusherNameOf(echoName: string): string {
  return echoName.startsWith('.') ? echoName.slice(1) : ECHO_NAMESPACE + echoName;
}

export function createLivePort(options: LivePortOptions): LivePort {
  const xsrf = options.xsrf ?? createXsrfTokenCell();
  const decodeLiveEvent = createLiveDecoder(options.events);

  let session: LiveSession | null = null;
  let listener: ((input: LiveInput) => void) | null = null;
  let brand: string | null = null;
  let state: ConnectionState = 'idle';
  let everConnected = false;
  const joined = new Map<string, Joined>();
  /** Channels still to answer after a reconnect; null when no resubscription is under way. */
  let pending: Set<string> | null = null;

  const emit = (input: LiveInput) => listener?.(input);
  const presence = createPresenceChannels(emit);
  /** Joined: a brand or public channel, or a presence channel of the brand in scope. */
  const isJoined = (name: string) => joined.has(name) || presence.isJoined(name);

  // A left channel's late failure means nothing any more.
  const authorize = createChannelAuthorizer({
    origin: options.origin,
    fetch: options.fetch,
    xsrf,
    onFailure: (name, status) => {
      if (session !== null && isJoined(name)) emit({ kind: 'channel-auth-failed', channel: name, brand: brandOfChannel(name), status });
    },
    wanted: (name) => session !== null && isJoined(name),
  });

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
    // Every name, not only the table's: an unknown one is reported (and counted) as malformed.
    channel.listenToAll((event, payload) => {
      if (current()) emit(decodeLiveEvent(name, pusherNameOf(event), payload));
    });
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
      // Echo mutates this object; it must be ours (docs/platform-notes.md). The custom handler is used.
      auth: { headers: {} },
      channelAuthorization: { customHandler: authorize },
    });
    const pusher = (echo.connector as unknown as { pusher: PusherClient & { connection: PusherConnection } }).pusher;
    const connection = pusher.connection;
    const s: LiveSession = {
      echo,
      pusher,
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
      presence.attach(s.echo as unknown as PresenceEcho);
    },
    setBrand(identifier) {
      if (identifier === brand) return;
      const s = session;
      const previous = brand;
      brand = identifier;
      // Join first: during a resubscription, leaving first could complete it without the new channel.
      if (s && identifier !== null) join(s, brandChannel(identifier));
      if (s && previous !== null) leave(s, brandChannel(previous));
      presence.setBrand(identifier);
    },
    setXsrfToken(token) {
      xsrf.set(token);
    },
    retryChannel(name) {
      const s = session;
      if (s === null || !isJoined(name) || state !== 'connected' || s.pusher.channel(name)?.subscribed === true) return;
      // Its answer settles it like a resubscription: events it missed meanwhile are refetched.
      pending ??= new Set();
      pending.add(name);
      // pusher-js authorises a known channel that is not subscribed again (channel-authorizer.ts).
      s.pusher.subscribe(name);
    },
    joinPresence(name) {
      presence.want(name);
    },
    leavePresence: (name) => presence.unwant(name),
    signalEditing(name, editing) {
      if (state === 'connected') presence.signal(name, editing);
    },
    disconnect() {
      const s = session;
      if (!s) return;
      pending = null;
      for (const name of [...joined.keys()]) leave(s, name);
      presence.attach(null);
      s.echo.disconnect();
      s.connection.unbind('state_change', s.onStateChange);
      session = null;
      everConnected = false;
      setState('disconnected');
    },
  };
}
