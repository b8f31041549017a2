/**
 * Labels of referenced records ("feed #4" → "Spring feed"), for every page that shows a
 * reference. One cache per brand in scope, fed by every generic list/get load and write answer,
 * and by ONE id queue per resource for the ids nobody has loaded yet:
 *
 *   resolve(ad-set 7) ─▶ known? ─yes─▶ its label (no request)
 *                         └─no──▶ already asked? ─yes─▶ waits for that answer
 *                                  └─no──▶ IdQueue(ad-set): 250 ms window (max wait 250 ms),
 *                                          GET ad-set?ids[]=…&limit=100&archived=-1, ≤ 100 ids
 *                                          per request, never two in flight per resource
 *   answer ─▶ every asked id: its label, or null when the server did not return it (missing)
 *
 * A brand switch drops the whole cache, its queues and its waiters: a label of one brand is never
 * served to another (the old brand's answers land in the dropped state, nowhere else).
 */
import type { ResourceListQuery, ResourceName, ResourceRecord, RecordLabel } from './contract';
import type { Runtime } from '../../engine/core/runtime';
import { ID_QUEUE_LIMIT, IdQueue } from '../../engine/live-queries/id-queue';
import { callSpec, execute, type Outcome } from '../../engine/requests/execute';
import { resourceCalls } from './calls';

type Resolved = Outcome<RecordLabel>;

/** Everything known and asked for one brand; replaced as a whole when the brand changes. */
class BrandLabels {
  /** resource → id → label (null: the server does not know it). */
  readonly labels = new Map<ResourceName, Map<string, string | null>>();
  /** resource → id → who waits for it (asked, answer not here yet). */
  readonly waiting = new Map<ResourceName, Map<string, ((resolved: Resolved) => void)[]>>();
  readonly queues = new Map<ResourceName, IdQueue>();
  /** Aborts this brand's id-queue requests when it is dropped. */
  readonly controller = new AbortController();

  constructor(readonly brand: string) {}

  known(resource: ResourceName): Map<string, string | null> {
    let map = this.labels.get(resource);
    if (map === undefined) this.labels.set(resource, (map = new Map()));
    return map;
  }

  waitersOf(resource: ResourceName): Map<string, ((resolved: Resolved) => void)[]> {
    let map = this.waiting.get(resource);
    if (map === undefined) this.waiting.set(resource, (map = new Map()));
    return map;
  }

  dispose(): void {
    this.controller.abort();
    for (const queue of this.queues.values()) queue.dispose();
    const aborted: Resolved = { ok: false, error: new DOMException('brand left scope', 'AbortError'), aborted: true, emissions: [] };
    for (const waiters of this.waiting.values()) for (const list of waiters.values()) for (const wake of list) wake(aborted);
    this.waiting.clear();
    this.labels.clear();
  }
}

export class LabelCache {
  private current: BrandLabels | null = null;

  constructor(private readonly rt: Runtime) {}

  /** The brand in scope changed (switch, sign-out): everything of another brand is dropped. */
  enterBrand(brand: string | null): void {
    if (this.current?.brand === brand) return;
    this.current?.dispose();
    this.current = brand === null ? null : new BrandLabels(brand);
  }

  /** Labels a load or a write answered: known from now on, and waiters of them are answered. */
  learn(brand: string | null, resource: ResourceName, records: readonly ResourceRecord[]): void {
    const scope = this.scopeOf(brand);
    if (scope === null) return;
    for (const record of records) this.settle(scope, resource, record.id, record.label);
  }

  /** Something changed on the server: forget the id (null: every id of the resource). */
  forget(resource: string, id: string | null): void {
    const labels = this.current?.labels.get(resource as ResourceName);
    if (labels === undefined) return;
    if (id === null) labels.clear();
    else labels.delete(id);
  }

  /** The label of `id`, from the cache or through the resource's id queue. */
  resolve(brand: string | null, resource: ResourceName, id: string): Promise<Resolved> {
    const scope = this.scopeOf(brand);
    if (scope === null) return Promise.resolve({ ok: true, value: { id, label: null }, emissions: [] });
    const known = scope.known(resource);
    if (known.has(id)) return Promise.resolve({ ok: true, value: { id, label: known.get(id) ?? null }, emissions: [] });
    return new Promise((wake) => {
      const waiters = scope.waitersOf(resource);
      const list = waiters.get(id);
      if (list !== undefined) {
        list.push(wake); // asked already: that answer serves this one too
        return;
      }
      waiters.set(id, [wake]);
      this.queueOf(scope, resource).request(id);
    });
  }

  dispose(): void {
    this.current?.dispose();
    this.current = null;
  }

  /** The brand's state; a load of another brand means the scope moved (its envelope may follow). */
  private scopeOf(brand: string | null): BrandLabels | null {
    if (brand === null) return null;
    this.enterBrand(brand);
    return this.current;
  }

  private settle(scope: BrandLabels, resource: ResourceName, id: string, label: string | null): void {
    scope.known(resource).set(id, label);
    const waiters = scope.waiting.get(resource);
    const list = waiters?.get(id);
    if (list === undefined) return;
    waiters?.delete(id);
    for (const wake of list) wake({ ok: true, value: { id, label }, emissions: [] });
  }

  private queueOf(scope: BrandLabels, resource: ResourceName): IdQueue {
    let queue = scope.queues.get(resource);
    if (queue === undefined) {
      queue = new IdQueue(this.rt.ports.scheduler, (ids) => this.fetch(scope, resource, ids), () => undefined);
      scope.queues.set(resource, queue);
    }
    return queue;
  }

  /** One chunk of the id queue: the brand's own X-Brand, limit 100, archived=-1 (spec section 7). */
  private async fetch(scope: BrandLabels, resource: ResourceName, queued: readonly string[]): Promise<readonly ResourceRecord[]> {
    // A load may have answered some while they waited in the queue (a record page and its
    // breadcrumb ask for the same id): only the others are asked.
    const ids = queued.filter((id) => !scope.known(resource).has(id));
    if (ids.length === 0) return [];
    const query: ResourceListQuery = { kind: 'resource/list', resource, page: 1, perPage: ID_QUEUE_LIMIT, archived: -1, ids };
    const outcome = await execute(this.rt, callSpec(this.rt, resourceCalls.resourceList, query, { scope: 'brand', brand: scope.brand, signal: scope.controller.signal, toast: 'never' }));
    if (scope.controller.signal.aborted) return [];
    for (const emission of outcome.emissions) this.rt.emit(emission);
    if (!outcome.ok) {
      // Not cached: the next page that asks tries again.
      const waiters = scope.waitersOf(resource);
      for (const id of ids) {
        const list = waiters.get(id) ?? [];
        waiters.delete(id);
        for (const wake of list) wake({ ...outcome, emissions: [] });
      }
      return [];
    }
    for (const record of outcome.value.items) this.settle(scope, resource, record.id, record.label);
    for (const id of ids) if (!scope.known(resource).has(id)) this.settle(scope, resource, id, null);
    return outcome.value.items;
  }
}

const caches = new WeakMap<Runtime, LabelCache>();

/** The engine's label cache (one per runtime). */
export function labelCacheOf(rt: Runtime): LabelCache {
  let cache = caches.get(rt);
  if (cache === undefined) caches.set(rt, (cache = new LabelCache(rt)));
  return cache;
}
