/**
 * The connection domain's contract: the live connection's state as the header shows it, and the
 * resync after a reconnect. Pure (worker/domains/contract-kit.ts): the server, the worker and, for
 * types, the page import it.
 */
import { defineContract } from '../contract-kit';

export const CONNECTION_STATES = [
  'idle',
  'connecting',
  'connected',
  'unavailable',
  'failed',
  'disconnected',
] as const;

export type ConnectionState = (typeof CONNECTION_STATES)[number];

export interface ConnectionStateChanged {
  readonly type: 'connection/state-changed';
  readonly state: ConnectionState;
  readonly previous: ConnectionState;
}

/** Emitted after a reconnect once the channels are subscribed again; effects resync on it. */
export interface ConnectionResubscribed {
  readonly type: 'connection/resubscribed';
}

/**
 * The live connection, once up, has not been 'connected' for 3 s (worker/domains/connection, timed
 * on the engine's scheduler); the header shows a quiet indicator until it is connected again.
 */
export interface ConnectionDownForAWhile {
  readonly type: 'connection/down-for-a-while';
}

/** The browser is back online (the main thread said so): refetch as after a reconnect. */
export interface ConnectionResyncRequested {
  readonly type: 'connection/resync-requested';
}

/** The browser is back online: refetch what a live reconnect would (connection/resync-requested). */
export interface ResyncCommand {
  readonly type: 'connection/resync';
}

// ---------------------------------------------------------------- its slice of the engine's state

export interface ConnectionSlice {
  readonly state: ConnectionState;
  /** How many times the live connection came back after being lost. */
  readonly reconnects: number;
  /** Down (not 'connected') for 3 s after having been connected (connection/down-for-a-while); cleared on reconnect. */
  readonly downForAWhile: boolean;
}

/** What the connection domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const connectionContract = defineContract<{
  /** Its slice of the engine's state (contract/snapshot.ts derives the Snapshot from every domain's). */
  readonly slice: { readonly connection: ConnectionSlice };
  readonly events: ConnectionStateChanged | ConnectionResubscribed | ConnectionDownForAWhile | ConnectionResyncRequested;
  readonly commands: ResyncCommand;
}>()();
