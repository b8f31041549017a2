/**
 * The one interface between the main thread and the data layer. The worker host exposes it
 * through Comlink; the in-process host returns the same object directly (tests, `?worker=0`).
 */
import type { Command, CommandResult, DispatchOptions } from './commands';
import type { Envelope } from './events';
import type { ListWindow, QueryPatch, RowPick, SelectionChange, WatchId } from './live-queries';
import type { InspectedPoint, LiveStateHash, LogEdit, LogEditResult, LogInspection, ViewedMoment } from './log-inspection';
import type { Query } from './queries';
import type { RaceExploration, RaceOptions } from './race-exploration';
import type { BridgedSnapshot } from './snapshot';

/** Bumped whenever events, commands or snapshot change shape; logs carry it in their header. */
export const PROTOCOL_VERSION = 9;

/**
 * What the bridge sends, at most once per ~16 ms: only the slices whose identity changed since
 * the previous batch, plus the envelopes folded in that window (for devtools and the event log).
 */
export interface Batch {
  /** Increases by one per batch; a gap means the listener missed a batch and should resync. */
  readonly batch: number;
  /** Slices in their bridged form (a long list crosses only through its window's watch). */
  readonly changed: Partial<BridgedSnapshot>;
  /** Watched query results that changed, by watch id (live-queries.ts). */
  readonly queries: readonly QueryPatch[];
  readonly envelopes: readonly Envelope[];
}

/**
 * Receives batches. The promise it returns is the acknowledgement: until it settles, the worker
 * sends this listener nothing and merges every further change into its next batch, so a busy
 * main thread never accumulates a queue (backpressure).
 */
export type BatchListener = (batch: Batch) => void | Promise<void>;

export interface SubscribeOptions {
  /**
   * Whether batches carry the envelopes folded meanwhile (default true). Only the devtools look
   * at them: the app's own subscription turns them on while a devtools view is open
   * (`streamEnvelopes`), so a storm does not pay for copying every event across the bridge.
   */
  readonly envelopes?: boolean;
}

export interface ExportLogOptions {
  /** Replace emails, names and comment texts with placeholders. */
  readonly redact: boolean;
  /**
   * Only the newest whole chunks of the log holding at most this many envelopes (at least the
   * newest chunk), with the state before them as the checkpoint: still replayable, but small
   * enough to travel with an error report. The whole log when absent.
   */
  readonly newest?: number;
}

/**
 * What the page does for the data layer that a dedicated worker cannot: read cookies
 * (ARCHITECTURE.md §3). The main thread hands it over once, when it creates the data layer:
 * through Comlink (`WorkerEntryApi.attachHost`, a `Comlink.proxy`) or directly in process.
 */
export interface HostServices {
  /** The XSRF-TOKEN cookie, URL-decoded, or null when there is none. */
  readXsrfToken(): string | null | Promise<string | null>;
  /**
   * The client configuration the server wrote into the page (server/http/page-config.ts), as
   * text, or null: the data layer then asks /server/api/v1/client-config (a page the server did
   * not write, e.g. the dev server's, or a host without a page).
   */
  clientConfig?(): string | null | Promise<string | null>;
  /**
   * The signed-in session the server wrote into the page (server/http/page-session.ts), as text,
   * or null (a signed-out visitor's page, or one the server did not write). Read once, at boot.
   */
  pageSession?(): string | null | Promise<string | null>;
  /**
   * The text of a scenario file this tab opened from the devtools (`?scenario=file:<id>`,
   * docs/scenarios.md "Opening a file in the running app"), or null when the tab holds none of
   * that id. Only scenario builds ask.
   */
  scenarioFile?(id: string): string | null | Promise<string | null>;
}

/** A scenario file's text, checked by the data layer before anything runs it (`checkScenario`). */
export type ScenarioFileCheck =
  | { readonly ok: true; readonly name: string; readonly routeBrand: string | null; readonly browser: { readonly path: string; readonly speeds: readonly number[] } | null; readonly expectations: number }
  /** `message` names the line, the JSON path and, for a misspelt name, the closest known one. */
  | { readonly ok: false; readonly message: string };

/** What the worker entry exposes: the data layer, plus the hand-over of the host's services. */
export interface WorkerEntryApi extends DataLayerApi {
  /** Called once, right after the worker is created; the data layer waits for it when it needs the page. */
  attachHost(host: HostServices): Promise<void>;
}

export interface DataLayerApi {
  readonly protocolVersion: number;
  dispatch(command: Command, options?: DispatchOptions): Promise<CommandResult>;
  /**
   * Watches a query for `brand` (the route's brand): its result arrives in batches as QueryPatch
   * entries under the returned id, kept live until `unwatch` or a switch to another brand. With a
   * `window`, a list is watched as a window (live-queries.ts, ListWindow).
   */
  watch(query: Query, brand: string | null, window?: ListWindow): Promise<WatchId>;
  unwatch(id: WatchId): Promise<void>;
  /**
   * Moves a windowed watch's window (scrolling): one small message; the next batch carries the
   * rows of the new window the listener does not hold yet. Ignored for other watches.
   */
  setWindow(id: WatchId, window: ListWindow): Promise<void>;
  /** Changes a windowed watch's selection; `seq` comes back in its aggregates once applied. */
  select(id: WatchId, change: SelectionChange, seq: number): Promise<void>;
  /** The ids of a windowed watch's rows that `pick` picks, in list order (e.g. the selected finished renders). */
  windowIds(id: WatchId, pick: RowPick): Promise<readonly string[]>;
  /** The whole state, once, at start-up; afterwards listen to batches. */
  snapshot(): Promise<BridgedSnapshot>;
  /** Starts delivering batches; the first batch carries every slice. Returns a subscription id. */
  subscribe(listener: BatchListener, options?: SubscribeOptions): Promise<number>;
  unsubscribe(id: number): Promise<void>;
  /** Turns a subscription's envelopes on or off (SubscribeOptions.envelopes). */
  streamEnvelopes(id: number, on: boolean): Promise<void>;
  /** NDJSON: a header line then one envelope per line. */
  exportLog(options: ExportLogOptions): Promise<string>;
  /** Hash of the current state and the seq it includes: what a replay of `exportLog` reproduces. */
  liveStateHash(): Promise<LiveStateHash>;
  /**
   * The log's newest `count` envelopes, oldest first: what the devtools show on arrival, earlier
   * pages of the tab included (docs/event-log.md, "The tab's log across reloads").
   */
  recentEnvelopes(count: number): Promise<readonly Envelope[]>;
  /** Writes the tab's log now (before the page reloads or leaves); resolves when it is stored or cannot be. */
  persistLog(): Promise<void>;
  /**
   * Loads an exported log (NDJSON text) into the devtools' inspector, a fold of its own: the
   * running session's state is never touched. Replaces the previously loaded log.
   */
  inspectLog(text: string): Promise<LogInspection>;
  /** The loaded log after envelope `index` (-1: its start): state, slice summaries, what it changed. */
  inspectLogAt(index: number): Promise<InspectedPoint>;
  /** Skips an envelope of the loaded log, or inserts a hand-written event, and re-folds it. */
  editLog(edit: LogEdit): Promise<LogEditResult>;
  /** Rows of the loaded log whose event type or payload holds the text (case-insensitive). */
  searchLog(query: string): Promise<readonly number[]>;
  /**
   * Puts the app into a read-only view of the loaded log after row `index` and answers that
   * moment's state; null goes back to live. While a moment is viewed, `dispatch` refuses every
   * command that could write (contract/time-travel.ts) with `TIME_TRAVEL.WRITES_OFF`, sending
   * nothing. A reload, or loading another log, ends the view.
   */
  viewLogAt(index: number | null): Promise<ViewedMoment | null>;
  /**
   * Parses a scenario file as `?scenario=` would (typos are errors with their line), running
   * nothing; builds without scenarios (production) answer that they have none.
   */
  checkScenario(text: string): Promise<ScenarioFileCheck>;
  /**
   * Explores the races of the loaded log (skipped envelopes left out, inserted ones kept): other
   * orderings of what arrived close together from different sources, re-folded, compared at the
   * next quiet point (docs/event-log.md "Exploring races"). Envelope indexes are timeline rows.
   * The explorer is a lazy chunk: the data layer's entry does not carry it.
   */
  exploreLogRaces(options: RaceOptions): Promise<RaceExploration>;
  /** Stops timers and connections. */
  dispose(): Promise<void>;
}
