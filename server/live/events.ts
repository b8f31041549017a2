/**
 * The live events of docs/live-events.md, as the reference backend sends them. Their names,
 * channels and payloads are the client's own rows (worker/domains/<domain>/contract.ts, collected
 * in worker/domains/contracts.ts): a live event's name is written once, and the server encodes its
 * payload with the row the worker decodes it with. Pusher event names are the Laravel event class
 * names, so laravel-echo (namespace App.Events) hears `BalanceManager.Spend` etc.
 */
import type { LiveWire } from '../../worker/domains/contract-kit';
import { LIVE_WIRES, type LiveEventName } from '../../worker/domains/contracts';
import type { Publisher } from './publisher.ts';

/**
 * Accepts an event as echo names it (`BalanceManager.Spend`), as a class name
 * (`App\Events\BalanceManager\Spend`) or with echo's leading dot, and returns the wire name.
 */
export function wireEventName(name: string): string {
  if (name.startsWith('App\\')) return name;
  const bare = name.replace(/^\./, '').replace(/^App\.Events\./, '');
  return `App\\Events\\${bare.split('.').join('\\')}`;
}

type Undotted<N extends string> = N extends `${infer A}.${infer B}` ? `${A}${Undotted<B>}` : N;

/** Every live event's Pusher name, keyed by its echo name without dots (`BalanceManagerSpend`): reports and tests. */
export const LIVE_EVENTS = Object.fromEntries(LIVE_WIRES.map((w) => [w.name.replace(/\./g, ''), wireEventName(w.name)])) as {
  readonly [N in LiveEventName as Undotted<N>]: string;
};

/**
 * Publishes one live event as the client's row describes it: the row's Pusher name, and the
 * payload its encoder gives for `event` (which the worker's decoder reads back as `event`).
 */
export function publishLive<E extends { readonly type: string }>(p: Publisher, channel: string, row: LiveWire<E>, event: E): Promise<void> {
  return p.publish(channel, wireEventName(row.name), row.encode(event));
}

// Channel names are the client's too: worker/contract/live-channels.ts.

/** `brand.acme` (echo's name) or `private-brand.acme` → the Pusher channel name. */
export function wireChannelName(channel: string): string {
  return channel.startsWith('brand.') ? `private-${channel}` : channel;
}
