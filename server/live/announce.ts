/** The domain announcements the API and the farm make, each one live event on the brand channel. */
import type { BrandRow, VisualBuildRow } from '../db/rows.ts';
import { brandChannel, LIVE_EVENTS } from './events.ts';
import type { Publisher } from './publisher.ts';

type Brand = Pick<BrandRow, 'id' | 'identifier'>;

export function announceSpend(p: Publisher, brand: Brand, amount: number): void {
  p.publish(brandChannel(brand.identifier), LIVE_EVENTS.BalanceManagerSpend, { brandId: brand.id, amount });
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

export function announceBuild(p: Publisher, brand: Brand, build: Pick<VisualBuildRow, 'id' | 'status' | 'progress'>, created: boolean): void {
  const event = created ? LIVE_EVENTS.VisualBuildCreated : LIVE_EVENTS.VisualBuildUpdated;
  p.publish(brandChannel(brand.identifier), event, { brandId: brand.id, visualBuild: { id: build.id, status: build.status, progress: build.progress } });
}
