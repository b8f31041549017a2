/**
 * Tells the brand's open pages that a template or one of its versions changed
 * (worker/contract/creative-live.ts, docs/live-events.md). Every write of the template, version
 * and comment routes announces one event on the brand channel, so every member who has the page
 * open follows it, whoever they are: notifications reach only the people involved, and a visitor
 * or a bystanding editor got nothing before. The writer's own page hears it too (no
 * `toOthers`), which costs one refetch.
 */
import type { VersionChange } from '../../worker/contract/creative-live';
import { visualVersionUpdatedWire } from '../../worker/domains/versions/contract';
import { visualUpdatedWire } from '../../worker/domains/visuals/contract';
import type { BrandRow, VisualVersionRow } from '../db/rows.ts';
import { brandChannel } from '../../worker/contract/live-channels';
import { publishLive, wireEventName } from '../live/events.ts';
import type { Publisher } from '../live/publisher.ts';

export const VISUAL_VERSION_UPDATED = wireEventName(visualVersionUpdatedWire.name);
export const VISUAL_UPDATED = wireEventName(visualUpdatedWire.name);

type Brand = Pick<BrandRow, 'id' | 'identifier'>;

export function announceVersionChanged(p: Publisher, brand: Brand, version: Pick<VisualVersionRow, 'id' | 'visual_id'>, action: VersionChange): void {
  const event = { type: 'live/visual-version-updated', brandId: brand.id, versionId: version.id, visualId: version.visual_id, action } as const;
  // Failures are logged by the publisher; the write itself has succeeded either way.
  void publishLive(p, brandChannel(brand.identifier), visualVersionUpdatedWire, event).catch(() => undefined);
}

export function announceVisualChanged(p: Publisher, brand: Brand, visualId: number): void {
  void publishLive(p, brandChannel(brand.identifier), visualUpdatedWire, { type: 'live/visual-updated', brandId: brand.id, visualId }).catch(() => undefined);
}
