/**
 * Records fetched by id for the watches (spec section 7's id queue, id-queue.ts): a created render
 * a list may show, a finished one whose file and size the event does not carry. One queue per
 * query kind and resource. While a record is on its way, the changes heard for it are kept and
 * put over the answer when it lands; a record removed meanwhile is not brought back.
 *
 * Only changes heard after the record was asked for are kept: the answer is newer than the
 * change that asked for it, and keeping that change's own fields would put older values over it
 * (found by the windowed list's model test).
 */
import type { Query } from '../registered';
import type { QueryItem } from '../../contract/page';
import type { Runtime } from '../core/runtime';
import { IdQueue } from './id-queue';
import type { QueryDef } from './query-def';

type AnyDef = QueryDef<Query['kind'], QueryItem>;
/** Fields heard since the record was asked for; null: removed meanwhile. */
type Later = Readonly<Record<string, unknown>> | null;

export class RecordFetches {
  private readonly queues = new Map<string, IdQueue>();
  private readonly pending = new Map<string, Map<string, Later>>();

  constructor(
    private readonly rt: Runtime,
    /** Fetched records for the watches of queue `key`, each with what was heard meanwhile. */
    private readonly deliver: (key: string, items: readonly { readonly item: QueryItem; readonly later: Later | undefined }[]) => void,
  ) {}

  /** The queue a watch's records go through. */
  static key(def: AnyDef, query: Query): string {
    return `${def.kind} ${def.resource(query as never)}`;
  }

  /** Asks for record `id` of the watch's resource; false when its definition cannot load by ids. */
  request(def: AnyDef, query: Query, brand: string | null, id: string): boolean {
    const loadIds = def.loadIds;
    if (loadIds === undefined) return false;
    const key = RecordFetches.key(def, query);
    let queue = this.queues.get(key);
    if (queue === undefined) {
      const { rt } = this;
      // The queue belongs to its watch's brand scope (a switch disposes it): its requests carry
      // that brand and that scope's signal, never the next scope's (a stale X-Brand, found by the reliability suite).
      const signal = rt.scope.signal;
      queue = new IdQueue(
        rt.ports.scheduler,
        async (ids) => {
          const outcome = await loadIds(rt, query as never, ids, { brand, signal });
          for (const emission of outcome.emissions) rt.emit(emission);
          return outcome.ok ? outcome.value : [];
        },
        (items) => this.land(key, items),
      );
      this.queues.set(key, queue);
    }
    const pending = this.pending.get(key) ?? new Map<string, Later>();
    if (!pending.has(id)) pending.set(id, {});
    this.pending.set(key, pending);
    queue.request(id);
    return true;
  }

  /** Fields of a record of `resource` changed: kept for its fetch on the way, if any. */
  note(resource: string, id: string, fields: Readonly<Record<string, unknown>>): void {
    for (const [key, pending] of this.pending) {
      const kept = pending.get(id);
      if (kept != null && key.endsWith(` ${resource}`)) pending.set(id, { ...kept, ...fields });
    }
  }

  /** A record of `resource` was removed: its fetch on the way must not bring it back. */
  forget(resource: string, id: string): void {
    for (const [key, pending] of this.pending) if (pending.has(id) && key.endsWith(` ${resource}`)) pending.set(id, null);
  }

  /** The brand scope moved: nothing asked for before is wanted any more. */
  reset(): void {
    for (const queue of this.queues.values()) queue.dispose();
    this.queues.clear();
    this.pending.clear();
  }

  private land(key: string, items: readonly QueryItem[]): void {
    const pending = this.pending.get(key);
    this.deliver(
      key,
      items.map((item) => ({ item, later: pending?.get(item.id) })),
    );
    for (const item of items) pending?.delete(item.id);
  }
}
