/**
 * The ad-sets domain's contract: ad sets and their ads (docs/ad-sets.md): the entities and
 * commands of contract/ad-sets.ts, and the live event that refetches them. Pure
 * (worker/domains/contract-kit.ts): the server, the worker and, for types, the page import it.
 */
import * as v from 'valibot';
import type { LivePayloadMeta } from '../../contract/live-meta';
import type { AdSetsCommand, AdSetsQuery, AdSetsQueryResults } from '../../contract/ad-sets';
import { defineContract, liveId, liveWire, meta, metaWire } from '../contract-kit';

/** Someone changed an ad set (a wizard step, its ads, review, hooks): pages showing it refetch. */
export interface LiveAdSetUpdated extends LivePayloadMeta {
  readonly type: 'live/ad-set-updated';
  readonly adSetId: number;
}

// ---------------------------------------------------------------- live rows: the wire half (the decoder is live.ts)

/** Someone changed an ad set: its pages and the lists refetch (ad-sets/live.ts). */
export const adSetUpdatedWire = liveWire({
  name: 'AdSetUpdated',
  channel: 'brand',
  type: 'live/ad-set-updated',
  schema: v.object({ ...meta, adSet: v.object({ id: liveId }) }),
  encode: (e: LiveAdSetUpdated) => ({ ...metaWire(e), adSet: { id: e.adSetId } }),
  example: { type: 'live/ad-set-updated', brandId: 3, adSetId: 7 },
});

/** What the ad-sets domain adds to the protocol (worker/domains/contracts.ts unions every domain's). */
export const adSetsContract = defineContract<{
  readonly events: LiveAdSetUpdated;
  readonly commands: AdSetsCommand;
  readonly queries: AdSetsQuery;
  readonly results: AdSetsQueryResults;
}>()({ live: [adSetUpdatedWire] });
