/**
 * The browser benchmark's storm of live events, as a sequence (docs/benchmarks.md): written once
 * for its two sources, the Node publisher that sends through soketi
 * (scripts/bench/browser/storm.ts) and the source inside the engine's host for rates soketi
 * cannot carry on a small machine (host-storm.ts), so both deliver the very same events.
 *
 * Of every 10 events: 8 `VisualBuildUpdated` (status `rendering`, progress 1–99, the storm's
 * builds in turn, so each value a row shows is new and no build ever becomes final, which would
 * fetch it), 1 `BalanceManager.Spend` (0.01 credits, with the balance after it and a version, as
 * the backend sends it: worker/contract/balance-version.ts), 1 `BrandStoreUsageCalculated`.
 * Every event carries its send time (`sentAt`, Date.now), which the decoders ignore.
 */
import type { SpendWire } from '../contract/balance-version';

export interface StormBrand {
  readonly id: number;
  readonly identifier: string;
  /** The builds whose progress the storm moves. */
  readonly buildIds: readonly number[];
  /** The brand's balance when the storm began (the Spends count down from it). */
  readonly balance: number;
}

/**
 * Where the sequence stands, kept across the storms of one page: every progress value a build
 * shows is new, and every Spend's version is above the last one's.
 */
export interface StormCursor {
  /** Progress events sent so far. */
  next: number;
  /** Spends sent so far. */
  spends: number;
}

export const newStormCursor = (): StormCursor => ({ next: 0, spends: 0 });

/**
 * Spend versions start far above any the server gives (it counts its balance changes from 0), so
 * the page applies each storm Spend over a balance it fetched, as it would a newer change.
 */
export const STORM_SPEND_VERSION_BASE = 1_000_000_000;

/** Echo names (the decoder's table knows them, and `wireEventName` turns them into Pusher's). */
export type StormEventName = 'VisualBuildUpdated' | 'BalanceManager.Spend' | 'BrandStoreUsageCalculated';

export interface StormEvent {
  readonly name: StormEventName;
  readonly data: Record<string, unknown>;
  /** For a progress event: the build and the value a row will show. */
  readonly progress: { readonly id: number; readonly value: number } | null;
}

/** How a build's progress value is named when send and paint times are paired. */
export const progressKey = (id: number, value: number): string => `${id}:${value}`;

/** The storm's `index`-th event (from 0 in each storm), moving `cursor`. */
export function stormEvent(brand: StormBrand, cursor: StormCursor, index: number, sentAt: number): StormEvent {
  const slot = index % 10;
  if (slot === 8) {
    const spends = ++cursor.spends;
    const spend: SpendWire = { brandId: brand.id, amount: 0.01, balance: Math.round((brand.balance - spends * 0.01) * 100) / 100, version: STORM_SPEND_VERSION_BASE + spends };
    return { name: 'BalanceManager.Spend', data: { ...spend, sentAt }, progress: null };
  }
  if (slot === 9) return { name: 'BrandStoreUsageCalculated', data: { brandId: brand.id, sentAt }, progress: null };
  const k = cursor.next++;
  const id = brand.buildIds[k % brand.buildIds.length]!;
  const value = 1 + (Math.floor(k / brand.buildIds.length) % 99);
  return { name: 'VisualBuildUpdated', data: { brandId: brand.id, visualBuild: { id, status: 'rendering', progress: value }, sentAt }, progress: { id, value } };
}
