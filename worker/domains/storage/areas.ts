/**
 * Storage by area (GET brand/storage, docs/brand-money.md): bytes, files and the largest items of
 * each area, and the brand quota in bytes. BrandStoreUsageCalculated makes it stale, so the
 * storage pages follow the header's figures.
 */
import * as v from 'valibot';
import { STORAGE_AREAS, type StorageAreas } from '../../contract/brand-money';
import { invalidate, type QueryPatcher } from '../../engine/live-queries/patcher';
import { resourceKey } from '../../engine/live-queries/query-keys';
import type { QueryDef } from '../../engine/live-queries/query-def';
import { callSpec, execute } from '../../engine/requests/execute';
import { defineCall } from '../../ports/http/call';
import { resource, stringId } from '../../ports/http/laravel-primitives';
import { ifMoneyVisible } from '../wallet/money-access';

const bytes = v.pipe(v.number(), v.minValue(0));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const itemSchema = v.object({ id: stringId, name: v.string(), bytes, files: count });

const areasSchema = v.pipe(
  v.object({
    total: bytes,
    used: bytes,
    inodes: v.object({ used: count, total: count }),
    volume: v.object({ used: bytes, total: bytes }),
    areas: v.array(v.object({ area: v.picklist(STORAGE_AREAS), bytes, files: count, items: count, largest: v.array(itemSchema) })),
  }),
  v.transform((a): StorageAreas => ({ id: 'storage-areas', ...a })),
);

export const storageCalls = {
  storageAreas: defineCall({ name: 'storageAreas', method: 'GET', path: '/api/v1/brand/storage', answer: resource(areasSchema) }),
};

export const storageQueries = {
  'storage/areas': {
    kind: 'storage/areas',
    shape: 'record',
    resource: () => 'storage-area',
    load: (rt, _query, { brand, signal }) => ifMoneyVisible(rt, () => execute(rt, callSpec(rt, storageCalls.storageAreas, undefined, { scope: 'brand', brand, signal, toast: 'except-not-found' }))),
    fields: (areas) => areas as unknown as Readonly<Record<string, unknown>>,
    withFields: (areas) => areas,
    typed: false,
  } satisfies QueryDef<'storage/areas', StorageAreas>,
};

export const storageAreasPatcher: QueryPatcher = {
  on: ['live/brand-store-usage-calculated'],
  change: () => invalidate(resourceKey('storage-area')),
};
