/** The domain announcements the API and the farm make, each one live event on the brand channel. */
import type { SpendWire } from '../../worker/contract/balance-version';
import type { BrandRow, VisualBuildRow } from '../db/rows.ts';
import { brandChannel } from '../../worker/contract/live-channels';
import { LIVE_EVENTS } from './events.ts';
import type { Publisher } from './publisher.ts';

type Brand = Pick<BrandRow, 'id' | 'identifier'>;

/** The balance after the change and its version travel with it (worker/contract/balance-version.ts). */
export function announceSpend(p: Publisher, brand: Brand & Pick<BrandRow, 'balance' | 'balance_version'>, amount: number): void {
  const payload: SpendWire = { brandId: brand.id, amount, balance: brand.balance, version: brand.balance_version };
  p.publish(brandChannel(brand.identifier), LIVE_EVENTS.BalanceManagerSpend, payload);
}

export function announceStorage(p: Publisher, brand: Brand): void {
  p.publish(brandChannel(brand.identifier), LIVE_EVENTS.BrandStoreUsageCalculated, { brandId: brand.id });
}

export function announceBrandUpdated(p: Publisher, brand: Brand): void {
  p.publish(brandChannel(brand.identifier), LIVE_EVENTS.BrandUpdated, { brandId: brand.id });
}

export function announceBrandUserUpdated(p: Publisher, brand: Brand, brandUserId: number, userId: number): void {
  p.publish(brandChannel(brand.identifier), LIVE_EVENTS.BrandUserUpdated, { brandId: brand.id, brandUserId, userId });
}

export function announceUserUpdated(p: Publisher, brand: Brand, userId: number): void {
  p.publish(brandChannel(brand.identifier), LIVE_EVENTS.UserUpdated, { userId });
}

/** `stage`: what a rendering build is doing (server/render-queue/); null once it left `rendering`. */
export function announceBuild(p: Publisher, brand: Brand, build: Pick<VisualBuildRow, 'id' | 'status' | 'progress'> & { readonly stage?: string | null }, created: boolean): void {
  const event = created ? LIVE_EVENTS.VisualBuildCreated : LIVE_EVENTS.VisualBuildUpdated;
  p.publish(brandChannel(brand.identifier), event, { brandId: brand.id, visualBuild: { id: build.id, status: build.status, progress: build.progress, stage: build.stage ?? null } });
}
