/**
 * Keeps the label cache (label-cache.ts) true to the brand in scope and to the server: a brand
 * switch or sign-out drops it, a write's answer teaches it the new label, a removal or a stale
 * query key makes it forget the id (a record key) or the resource (a wider key); the next reader
 * asks the server again. Emits nothing;
 * its teardown (the engine's disposal) disposes the cache and its id queues.
 */
import { Observable } from 'rxjs';
import type { Effect } from '../../engine/core/effect';
import { ofType } from '../../engine/core/effect';
import type { Emission } from '../../engine/core/emission';
import type { ResourceName, ResourceRecord } from './contract';
import { labelCacheOf } from './label-cache';

function isResourceRecord(record: unknown): record is ResourceRecord {
  const r = record as Partial<ResourceRecord>;
  return typeof r.label === 'string' && typeof r.fields === 'object' && r.fields !== null;
}

export const labelUpkeep: Effect = (event$, rt) =>
  new Observable<Emission>(() => {
    const cache = labelCacheOf(rt);
    const subscription = event$.pipe(ofType('brand/switch-started', 'session/signed-out', 'records/changed', 'records/removed', 'queries/invalidated')).subscribe(({ event }) => {
      switch (event.type) {
        case 'brand/switch-started':
          return cache.enterBrand(event.identifier);
        case 'session/signed-out':
          return cache.enterBrand(null);
        case 'records/changed':
          if (isResourceRecord(event.record)) cache.learn(rt.state().brand.identifier, event.resource as ResourceName, [event.record]);
          else cache.forget(event.resource, event.id);
          return;
        case 'records/removed':
          return cache.forget(event.resource, event.id);
        case 'queries/invalidated':
          for (const [resource, ...rest] of event.keys) cache.forget(resource, rest.length === 1 ? (rest[0] as string) : null);
          return;
      }
    });
    return () => {
      subscription.unsubscribe();
      cache.dispose();
    };
  });
