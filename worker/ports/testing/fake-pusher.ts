/**
 * A fake pusher-js class with just what laravel-echo and the live port use, driven by the test:
 * connection states, (re)subscription with channel authorisation through the configured
 * `channelAuthorization.customHandler`, and events pushed onto a channel. Test-only.
 */

type Callback = (data?: unknown) => void;

type GlobalCallback = (event: string, data?: unknown) => void;

class Emitter {
  private readonly handlers = new Map<string, Set<Callback>>();
  private readonly globals = new Set<GlobalCallback>();
  bind(event: string, callback: Callback): this {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(callback);
    return this;
  }
  unbind(event?: string, callback?: Callback): this {
    if (event === undefined) this.handlers.clear();
    else if (callback) this.handlers.get(event)?.delete(callback);
    else this.handlers.delete(event);
    return this;
  }
  /** Like pusher-js: hears every event of the channel, its own `pusher:*` ones included. */
  bind_global(callback: GlobalCallback): this {
    this.globals.add(callback);
    return this;
  }
  unbind_global(callback?: GlobalCallback): this {
    if (callback) this.globals.delete(callback);
    else this.globals.clear();
    return this;
  }
  emit(event: string, data?: unknown, metadata?: unknown): void {
    for (const callback of [...(this.handlers.get(event) ?? [])]) (callback as (data: unknown, metadata?: unknown) => void)(data, metadata);
    for (const callback of [...this.globals]) callback(event, data);
  }
}

export class FakePusherChannel extends Emitter {
  subscribed = false;
  /** Client events this tab sent (`client-editing`), in order. */
  readonly triggered: { event: string; data: unknown }[] = [];
  constructor(readonly name: string) {
    super();
  }
  trigger(event: string, data: unknown): boolean {
    this.triggered.push({ event, data });
    return this.subscribed;
  }
}

class FakeConnection extends Emitter {
  state = 'initialized';
  socket_id = '';
  setState(next: string): void {
    const previous = this.state;
    this.state = next;
    this.emit('state_change', { previous, current: next });
    this.emit(next);
  }
}

type AuthHandler = (
  params: { socketId: string; channelName: string },
  callback: (error: Error | null, data: { auth: string; channel_data?: string } | null) => void,
) => void;

export class FakePusher {
  static instances: FakePusher[] = [];

  readonly connection = new FakeConnection();
  readonly channelMap = new Map<string, FakePusherChannel>();
  readonly subscribeLog: string[] = [];
  readonly unsubscribeLog: string[] = [];
  disconnected = false;
  private socketCounter = 0;

  constructor(
    readonly key: string,
    readonly options: Record<string, unknown>,
  ) {
    FakePusher.instances.push(this);
    // Like pusher-js: the constructor starts connecting at once.
    this.connection.setState('connecting');
  }

  private get authorize(): AuthHandler {
    return (this.options.channelAuthorization as { customHandler: AuthHandler }).customHandler;
  }

  subscribe(name: string): FakePusherChannel {
    let channel = this.channelMap.get(name);
    if (!channel) this.channelMap.set(name, (channel = new FakePusherChannel(name)));
    if (this.connection.state === 'connected') this.sendSubscribe(channel);
    return channel;
  }

  /** What echo's `whisper` reaches into (pusher-js keeps its channels there). */
  get channels(): { channels: Record<string, FakePusherChannel> } {
    return { channels: Object.fromEntries(this.channelMap) };
  }

  channel(name: string): FakePusherChannel | undefined {
    return this.channelMap.get(name);
  }

  unsubscribe(name: string): void {
    this.channelMap.delete(name);
    this.unsubscribeLog.push(name);
  }

  disconnect(): void {
    this.disconnected = true;
    this.connection.setState('disconnected');
  }

  /** The socket is up: like pusher-js, (re)subscribe every channel. */
  connectNow(): void {
    this.connection.socket_id = `${++this.socketCounter}.42`;
    this.connection.setState('connected');
    for (const channel of this.channelMap.values()) this.sendSubscribe(channel);
  }

  /** The socket was lost; pusher-js goes back to connecting (or unavailable). */
  drop(state: 'connecting' | 'unavailable' = 'connecting'): void {
    this.connection.setState(state);
  }

  /** Delivers a server event (Pusher name, e.g. `App\Events\BalanceManager\Spend`). */
  deliver(channelName: string, event: string, data: unknown): void {
    this.channelMap.get(channelName)?.emit(event, data);
  }

  private sendSubscribe(channel: FakePusherChannel): void {
    this.subscribeLog.push(channel.name);
    channel.subscribed = false;
    if (!channel.name.startsWith('private-') && !channel.name.startsWith('presence-')) {
      queueMicrotask(() => {
        channel.subscribed = true;
        channel.emit('pusher:subscription_succeeded', {});
      });
      return;
    }
    this.authorize({ socketId: this.connection.socket_id, channelName: channel.name }, (error, data) => {
      channel.subscribed = error === null;
      if (error) channel.emit('pusher:subscription_error', { type: 'AuthError', error: error.message });
      else channel.emit('pusher:subscription_succeeded', channel.name.startsWith('presence-') ? membersOf(data) : {});
    });
  }
}

/** A presence channel's members as pusher-js hands them over: this tab's own member (its signed channel_data). */
function membersOf(data: { channel_data?: string } | null): { members: Record<string, unknown> } {
  const own = JSON.parse(data?.channel_data ?? '{}') as { user_id?: string; user_info?: unknown };
  return { members: own.user_id === undefined ? {} : { [own.user_id]: own.user_info } };
}
