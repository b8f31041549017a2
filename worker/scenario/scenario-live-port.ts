/**
 * The scenario's LivePort: what the real Pusher port reports, played from the file. Live steps
 * go through the REAL decoder (the registry's table), so a bad payload is counted exactly as in
 * production; an event on a channel the data layer has not joined (another brand's, or any while
 * the connection is down) is not heard, as with Pusher, and is counted as undelivered.
 *
 *   connect()        idle → connecting → connected (next tick)
 *   drop { forMs }   connected → unavailable … forMs … → connecting → connected, then resubscribed
 *   setBrand(b)      joins private-brand.b, leaves the previous brand's channel
 */
import type { ConnectionState } from '../domains/connection/contract';
import { LIVE_EVENTS } from '../domains/registry';
import { brandChannel, brandOfChannel, PUBLIC_CHANNEL } from '../contract/live-channels';
import { createLiveDecoder } from '../ports/live/decode-live-event';
import type { LiveInput, LivePort } from '../ports/types';
import type { XsrfTokenCell } from '../ports/http/request-headers';
import type { ScenarioTimers } from './timers';

const decode = createLiveDecoder(LIVE_EVENTS);

export interface ScenarioLivePort extends LivePort {
  /** Delivers one wire event as Pusher would (decoded, or counted when nobody hears it). */
  deliver(channel: string, eventName: string, payload: unknown): void;
  /** The connection drops and comes back `forMs` later. */
  drop(forMs: number): void;
  /** Authorising a private channel failed with this status (0: no usable answer). */
  channelAuthFailed(channel: string, status: number): void;
  /** Wire events nobody heard: channel not joined, or connection down. */
  readonly undelivered: () => number;
}

export function createScenarioLivePort(timers: ScenarioTimers, xsrf: XsrfTokenCell): ScenarioLivePort {
  let listener: ((input: LiveInput) => void) | null = null;
  let state: ConnectionState = 'idle';
  let brand: string | null = null;
  let undelivered = 0;
  /** Channels whose authorisation failed: they hear nothing until retried. */
  const unauthorised = new Set<string>();
  const pending = new Set<unknown>();

  function later(ms: number, action: () => void): void {
    const handle = timers.setTimeout(() => {
      pending.delete(handle);
      action();
    }, ms);
    pending.add(handle);
  }

  function report(input: LiveInput): void {
    listener?.(input);
  }

  function setState(next: ConnectionState): void {
    const previous = state;
    state = next;
    report({ kind: 'connection', state: next, previous });
  }

  function joined(channel: string): boolean {
    if (unauthorised.has(channel)) return false;
    return channel === PUBLIC_CHANNEL || (brand !== null && channel === brandChannel(brand));
  }

  return {
    connect(next) {
      listener = next;
      if (state === 'connected' || state === 'connecting') return;
      setState('connecting');
      later(0, () => {
        if (listener !== null && state === 'connecting') setState('connected');
      });
    },
    setBrand(identifier) {
      brand = identifier;
    },
    // The cell is shared with REST and GraphQL, as in the real ports. Channel authorisation itself
    // is not played: private channels are authorised unless a channelAuthFailed step says otherwise.
    setXsrfToken: (token) => xsrf.set(token),
    retryChannel(channel) {
      if (!unauthorised.has(channel) || state !== 'connected') return;
      later(0, () => {
        unauthorised.delete(channel);
        report({ kind: 'resubscribed' });
      });
    },
    // Scenarios play no presence (nobody else is there): joining and signalling hear nothing.
    joinPresence() {},
    leavePresence: () => false,
    signalEditing() {},
    disconnect() {
      for (const handle of pending) timers.clearTimeout(handle);
      pending.clear();
      if (state !== 'disconnected' && state !== 'idle') setState('disconnected');
      listener = null;
      state = 'idle';
    },
    deliver(channel, eventName, payload) {
      if (listener === null || state !== 'connected' || !joined(channel)) {
        undelivered += 1;
        return;
      }
      report(decode(channel, eventName, payload));
    },
    drop(forMs) {
      if (listener === null || state !== 'connected') return;
      setState('unavailable');
      later(forMs, () => {
        if (listener === null) return;
        setState('connecting');
        setState('connected');
        unauthorised.clear();
        report({ kind: 'resubscribed' });
      });
    },
    channelAuthFailed(channel, status) {
      if (listener === null) return;
      unauthorised.add(channel);
      report({ kind: 'channel-auth-failed', channel, brand: brandOfChannel(channel), status });
    },
    undelivered: () => undelivered,
  };
}
