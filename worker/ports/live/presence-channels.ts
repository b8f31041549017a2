/**
 * The live port's presence channels (docs/collaboration.md, "Who else is here"): which ones pages
 * want (counted), which are joined (those of the brand in scope, while connected), and what they
 * say, decoded (decode-presence.ts).
 *
 *   want ──(brand in scope, connected)──▶ joined ──(last page gone, brand switch, disconnect)──▶ left
 *
 * A brand switch leaves every presence channel of the old brand at once: Pusher then tells the
 * others this person left, and nothing of that brand reaches this tab any more. A channel still
 * wanted (its page still open) is joined again if its brand comes back.
 */
import { brandOfChannel } from '../../contract/live-channels';
import type { LiveInput } from '../types';
import { decodePresence, PRESENCE_EVENTS } from './decode-presence';

/** What is needed of laravel-echo's presence channel. */
interface EchoPresenceChannel {
  on(event: string, callback: (payload: unknown, metadata?: unknown) => void): unknown;
  whisper(event: string, data: unknown): unknown;
}
/** What is needed of the Echo instance. */
export interface PresenceEcho {
  join(name: string): unknown;
  leaveChannel(name: string): void;
}

export interface PresenceChannels {
  want(name: string): void;
  /** True when the last want went and the channel was left. */
  unwant(name: string): boolean;
  signal(name: string, editing: boolean): void;
  /** Joins the wanted channels of `brand`, leaves the others. */
  setBrand(brand: string | null): void;
  /** A connection opened (join what is wanted) or closed (null: everything is left with it). */
  attach(echo: PresenceEcho | null): void;
  isJoined(name: string): boolean;
}

const PREFIX = 'presence-';

export function createPresenceChannels(emit: (input: LiveInput) => void): PresenceChannels {
  const wanted = new Map<string, number>();
  /** Joined channels, each with its own identity: callbacks of an earlier join are ignored. */
  const joined = new Map<string, { channel: EchoPresenceChannel | null }>();
  let echo: PresenceEcho | null = null;
  let brand: string | null = null;

  function join(e: PresenceEcho, name: string): void {
    const channelBrand = brandOfChannel(name);
    if (channelBrand === null || joined.has(name)) return;
    // Joined before echo subscribes: pusher-js may ask for the authorisation at once, and the
    // authoriser sends it only for channels the port holds (create-live-port.ts `wanted`).
    const record: { channel: EchoPresenceChannel | null } = { channel: null };
    joined.set(name, record);
    const channel = e.join(name.slice(PREFIX.length)) as EchoPresenceChannel;
    record.channel = channel;
    const current = () => joined.get(name) === record && echo === e;
    for (const event of Object.values(PRESENCE_EVENTS)) {
      channel.on(event, (payload, metadata) => {
        if (!current()) return;
        for (const input of decodePresence(name, channelBrand, event, payload, metadata)) emit(input);
      });
    }
  }

  function leave(name: string): void {
    if (!joined.delete(name)) return;
    echo?.leaveChannel(name);
  }

  function sync(): void {
    for (const name of [...joined.keys()]) if (brandOfChannel(name) !== brand || !wanted.has(name)) leave(name);
    if (echo === null) return;
    for (const name of wanted.keys()) if (brandOfChannel(name) === brand) join(echo, name);
  }

  return {
    want(name) {
      if (brandOfChannel(name) === null || !name.startsWith(PREFIX)) return;
      wanted.set(name, (wanted.get(name) ?? 0) + 1);
      sync();
    },
    unwant(name) {
      const count = wanted.get(name);
      if (count === undefined) return false;
      if (count > 1) {
        wanted.set(name, count - 1);
        return false;
      }
      wanted.delete(name);
      const was = joined.has(name);
      sync();
      return was;
    },
    signal(name, editing) {
      joined.get(name)?.channel?.whisper('editing', { editing });
    },
    setBrand(next) {
      brand = next;
      sync();
    },
    attach(next) {
      if (next === null) {
        // The connection is gone with its subscriptions; forget them (without unsubscribing twice).
        joined.clear();
        echo = null;
        return;
      }
      echo = next;
      sync();
    },
    isJoined: (name) => joined.has(name),
  };
}
