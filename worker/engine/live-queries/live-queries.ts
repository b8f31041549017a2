/**
 * The worker's watched queries (contract/live-queries.ts): each watch keeps its result, patched
 * in place by live events through the domains' patchers, refetched under the refetch policy when
 * a patch is impossible, and forgotten on unwatch or when the brand scope moves away from it.
 *
 *   watch ─▶ (brand in scope?) ─no─▶ waits for brand/switch-started of its brand
 *               └─yes─▶ load ─▶ ready/error ─▶ patch … ─▶ refetch (debounced, single flight)
 *
 * A watch never runs with another brand's X-Brand: it names its brand and loads only while that
 * brand is in scope. Results are not part of the snapshot (they are a cache of server data, not
 * state the reducer folds); the bridge diffs them per listener (host/query-diff.ts).
 */
import { defer, from, merge, Subject, type Subscription } from 'rxjs';
import type { Envelope } from '../../contract/events';
import type { WatchId, WatchStatus } from '../../contract/live-queries';
import type { Query, QueryFailure, ResourceName, ResourceRecord } from '../../contract/queries';
import { resourceCalls } from '../../domains/resources/calls';
import type { Runtime } from '../core/runtime';
import { debounceWithMaxWait } from '../policies/debounce-max-wait';
import { REFETCH_WINDOWS } from '../policies/refetch-policy';
import { singleFlight } from '../policies/single-flight';
import { callSpec, execute, type Outcome } from '../requests/execute';
import { failureKey, statusOf } from '../requests/failure-events';
import { applyChange, insertRecord, type ChangeOutcome, type WatchResult } from './apply-change';
import { IdQueue } from './id-queue';
import type { QueryPatcher, RecordChange } from './patcher';

/** What the bridge reads of a watch. `version` moves on every change. */
export interface WatchView {
  readonly id: WatchId;
  readonly version: number;
  readonly status: WatchStatus;
  readonly refreshing: boolean;
  readonly failure: QueryFailure | null;
  readonly result: WatchResult | null;
}

interface Entry {
  readonly id: WatchId;
  readonly query: Query;
  readonly brand: string | null;
  view: WatchView;
  /** Load at once (start, brand now in scope). */
  readonly now$: Subject<void>;
  /** Refetch under the refetch policy (a patch was impossible, resync). */
  readonly later$: Subject<void>;
  readonly subscription: Subscription;
  /** Aborts its request in flight when the watch is forgotten (unwatch, brand switch). */
  readonly controller: AbortController;
}

export interface LiveQueriesOptions {
  readonly rt: Runtime;
  readonly patchers: readonly QueryPatcher[];
  /** Called whenever a watch changed (the bridge schedules a batch). */
  readonly onChange: () => void;
}

export class LiveQueries {
  private readonly entries = new Map<WatchId, Entry>();
  private readonly idQueues = new Map<ResourceName, IdQueue>();
  private readonly patchersByType = new Map<string, QueryPatcher[]>();
  private nextId = 1;

  constructor(private readonly options: LiveQueriesOptions) {
    for (const patcher of options.patchers) {
      for (const type of patcher.on) this.patchersByType.set(type, [...(this.patchersByType.get(type) ?? []), patcher]);
    }
  }

  watch(query: Query, brand: string | null): WatchId {
    const id = this.nextId++;
    const now$ = new Subject<void>();
    const later$ = new Subject<void>();
    const entry: Entry = {
      id,
      query,
      brand,
      view: { id, version: 1, status: 'loading', refreshing: false, failure: null, result: null },
      now$,
      later$,
      controller: new AbortController(),
      subscription: merge(now$, later$.pipe(debounceWithMaxWait(REFETCH_WINDOWS.liveQuery.windowMs, REFETCH_WINDOWS.liveQuery.windowMs, this.options.rt.ports.scheduler)))
        .pipe(singleFlight(() => defer(() => from(this.load(id)))))
        .subscribe(),
    };
    this.entries.set(id, entry);
    this.options.onChange();
    now$.next();
    return id;
  }

  unwatch(id: WatchId): void {
    const entry = this.entries.get(id);
    if (entry === undefined) return;
    this.forget(entry);
    this.options.onChange();
  }

  /** Watches in creation order (the bridge diffs them). */
  views(): IterableIterator<WatchView> {
    return [...this.entries.values()].map((e) => e.view).values();
  }

  has(id: WatchId): boolean {
    return this.entries.has(id);
  }

  /** Accepted envelopes (brand in scope, or none), in seq order. */
  onEnvelope(envelope: Envelope): void {
    const event = envelope.event;
    switch (event.type) {
      case 'brand/switch-started':
        return this.enterBrand(event.identifier);
      case 'session/signed-out':
        return this.enterBrand(null);
      case 'connection/resubscribed':
        for (const entry of this.entries.values()) entry.later$.next();
        return;
      default: {
        const patchers = this.patchersByType.get(event.type);
        if (patchers === undefined) return;
        for (const patcher of patchers) {
          const change = patcher.change(envelope);
          if (change !== null) this.applyChange(change);
        }
      }
    }
  }

  dispose(): void {
    for (const entry of [...this.entries.values()]) this.forget(entry);
    for (const queue of this.idQueues.values()) queue.dispose();
    this.idQueues.clear();
  }

  /** The scope moved: watches of other brands are forgotten, watches of this brand (re)load. */
  private enterBrand(identifier: string | null): void {
    for (const queue of this.idQueues.values()) queue.dispose();
    this.idQueues.clear();
    let changed = false;
    for (const entry of [...this.entries.values()]) {
      if (entry.brand !== identifier || identifier === null) {
        this.forget(entry);
        changed = true;
      } else {
        entry.now$.next();
      }
    }
    if (changed) this.options.onChange();
  }

  private forget(entry: Entry): void {
    entry.subscription.unsubscribe();
    entry.controller.abort();
    this.entries.delete(entry.id);
  }

  private applyChange(change: RecordChange): void {
    for (const entry of this.entries.values()) {
      const result = entry.view.result;
      if (result === null || entry.view.status !== 'ready') continue;
      const outcome = applyChange(entry.query, result, change);
      if (outcome.kind === 'need-record') this.idQueue(change.resource).request(change.id);
      else this.follow(entry, outcome);
    }
  }

  private follow(entry: Entry, outcome: ChangeOutcome): void {
    if (outcome.kind === 'patched') this.update(entry, { result: outcome.result });
    else if (outcome.kind === 'refetch') entry.later$.next();
  }

  private idQueue(resource: ResourceName): IdQueue {
    let queue = this.idQueues.get(resource);
    if (queue === undefined) {
      queue = new IdQueue(resource, this.options.rt.ports.scheduler, (r, ids) => this.fetchRecords(r, ids), (records) => this.insert(records));
      this.idQueues.set(resource, queue);
    }
    return queue;
  }

  private insert(records: readonly ResourceRecord[]): void {
    for (const entry of this.entries.values()) {
      for (const record of records) {
        const result = entry.view.result;
        if (result === null || entry.view.status !== 'ready') continue;
        this.follow(entry, insertRecord(entry.query, result, record));
      }
    }
  }

  private async fetchRecords(resource: ResourceName, ids: readonly string[]): Promise<readonly ResourceRecord[]> {
    const { rt } = this.options;
    const query = { kind: 'resource/list', resource, page: 1, perPage: ids.length, archived: -1, ids } as const;
    const outcome = await execute(rt, { ...callSpec(rt, resourceCalls.resourceList, query, { scope: 'brand' }), toast: 'never' });
    for (const emission of outcome.emissions) rt.emit(emission);
    return outcome.ok ? outcome.value.items : [];
  }

  private async load(id: WatchId): Promise<void> {
    const entry = this.entries.get(id);
    const { rt } = this.options;
    // Only while its brand is in scope: a page already showing the new brand must not fetch
    // with the old X-Brand (enterBrand starts it once the scope is its brand).
    if (entry === undefined || entry.brand !== rt.state().brand.identifier) return;
    if (entry.view.result !== null) this.update(entry, { refreshing: true });
    const outcome = await this.fetch(entry);
    for (const emission of outcome.emissions) rt.emit(emission);
    if (this.entries.get(id) !== entry) return;
    if (outcome.ok) this.update(entry, { status: 'ready', refreshing: false, failure: null, result: outcome.value });
    else if (outcome.aborted) this.update(entry, { refreshing: false });
    else this.update(entry, { status: 'error', refreshing: false, failure: { ok: false, status: statusOf(outcome.error), key: failureKey(outcome.error) } });
  }

  private fetch(entry: Entry): Promise<Outcome<WatchResult>> {
    const { rt } = this.options;
    const query = entry.query;
    const base = { scope: 'brand' as const, brand: entry.brand, signal: entry.controller.signal, toast: 'except-not-found' as const };
    return query.kind === 'resource/list'
      ? execute(rt, callSpec(rt, resourceCalls.resourceList, query, base))
      : execute(rt, callSpec(rt, resourceCalls.resourceGet, query, base));
  }

  private update(entry: Entry, change: Partial<Omit<WatchView, 'id' | 'version'>>): void {
    entry.view = { ...entry.view, ...change, version: entry.view.version + 1 };
    this.options.onChange();
  }
}
