/** The domain announcements the API and the farm make, each one live event on the brand channel, encoded by the client's own rows. */
import type { BrandRow, VisualBuildRow } from '../db/rows.ts';
import { brandChannel } from '../../worker/contract/live-channels';
import type { RenderStage } from '../../worker/contract/render-stages';
import { brandUpdatedWire, brandUserUpdatedWire, userUpdatedWire } from '../../worker/domains/brand/contract';
import { visualBuildCreatedWire, visualBuildUpdatedWire } from '../../worker/domains/builds/contract';
import { brandStoreUsageCalculatedWire } from '../../worker/domains/storage/contract';
import { balanceSpendWire } from '../../worker/domains/wallet/contract';
import { publishLive } from './events.ts';
import type { Publisher } from './publisher.ts';

type Brand = Pick<BrandRow, 'id' | 'identifier'>;

/** The balance after the change and its version travel with it (worker/contract/balance-version.ts). */
export function announceSpend(p: Publisher, brand: Brand & Pick<BrandRow, 'balance' | 'balance_version'>, amount: number): void {
  void publishLive(p, brandChannel(brand.identifier), balanceSpendWire, { type: 'live/balance-spend', brandId: brand.id, amount, balance: brand.balance, version: brand.balance_version });
}

export function announceStorage(p: Publisher, brand: Brand): void {
  void publishLive(p, brandChannel(brand.identifier), brandStoreUsageCalculatedWire, { type: 'live/brand-store-usage-calculated', brandId: brand.id });
}

export function announceBrandUpdated(p: Publisher, brand: Brand): void {
  void publishLive(p, brandChannel(brand.identifier), brandUpdatedWire, { type: 'live/brand-updated', brandId: brand.id });
}

export function announceBrandUserUpdated(p: Publisher, brand: Brand, brandUserId: number, userId: number): void {
  void publishLive(p, brandChannel(brand.identifier), brandUserUpdatedWire, { type: 'live/brand-user-updated', brandId: brand.id, brandUserId, userId });
}

export function announceUserUpdated(p: Publisher, brand: Brand, userId: number): void {
  void publishLive(p, brandChannel(brand.identifier), userUpdatedWire, { type: 'live/user-updated', userId });
}

/** `stage`: what a rendering build is doing (server/render-queue/); null once it left `rendering`. */
export function announceBuild(p: Publisher, brand: Brand, build: Pick<VisualBuildRow, 'id' | 'status' | 'progress'> & { readonly stage?: string | null }, created: boolean): void {
  // The render queue only ever enters RENDER_STAGES (server/render-queue/render-runner.ts `enter`).
  const fields = { brandId: brand.id, buildId: build.id, status: build.status, progress: build.progress, stage: (build.stage ?? null) as RenderStage | null };
  if (created) void publishLive(p, brandChannel(brand.identifier), visualBuildCreatedWire, { type: 'live/visual-build-created', ...fields });
  else void publishLive(p, brandChannel(brand.identifier), visualBuildUpdatedWire, { type: 'live/visual-build-updated', ...fields });
}
