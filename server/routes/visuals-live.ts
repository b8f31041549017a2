/**
 * Tells the brand's open pages that a template or one of its versions changed
 * (worker/contract/creative-live.ts, docs/live-events.md). Every write of the template, version
 * and comment routes announces one event on the brand channel, so every member who has the page
 * open follows it, whoever they are: notifications reach only the people involved, and a visitor
 * or a bystanding editor got nothing before (issue 22). The writer's own page hears it too (no
 * `toOthers`), which costs one refetch.
 */
import { CREATIVE_LIVE_EVENTS, type VersionChange, type VisualUpdatedWire, type VisualVersionUpdatedWire } from '../../worker/contract/creative-live';
import type { BrandRow, VisualVersionRow } from '../db/rows.ts';
import { brandChannel } from '../../worker/contract/live-channels';
import { wireEventName } from '../live/events.ts';
import type { Publisher } from '../live/publisher.ts';

export const VISUAL_VERSION_UPDATED = wireEventName(CREATIVE_LIVE_EVENTS.versionUpdated);
export const VISUAL_UPDATED = wireEventName(CREATIVE_LIVE_EVENTS.visualUpdated);

type Brand = Pick<BrandRow, 'id' | 'identifier'>;

export function announceVersionChanged(p: Publisher, brand: Brand, version: Pick<VisualVersionRow, 'id' | 'visual_id'>, action: VersionChange): void {
  const payload: VisualVersionUpdatedWire = { brandId: brand.id, visualVersion: { id: version.id, visualId: version.visual_id }, action };
  // Failures are logged by the publisher; the write itself has succeeded either way.
  void p.publish(brandChannel(brand.identifier), VISUAL_VERSION_UPDATED, payload).catch(() => undefined);
}

export function announceVisualChanged(p: Publisher, brand: Brand, visualId: number): void {
  const payload: VisualUpdatedWire = { brandId: brand.id, visual: { id: visualId } };
  void p.publish(brandChannel(brand.identifier), VISUAL_UPDATED, payload).catch(() => undefined);
}
