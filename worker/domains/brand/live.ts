/** Live events that change the brand user, the brand or the user (spec section 4). */
import { liveEvent, metaOnlySchema, withMeta } from '../../ports/live/live-event-spec';

export const brandLive = [
  liveEvent('BrandUserUpdated', 'brand', 'live/brand-user-updated', metaOnlySchema, (o) => withMeta({ type: 'live/brand-user-updated' }, o)),
  liveEvent('BrandUpdated', 'brand', 'live/brand-updated', metaOnlySchema, (o) => withMeta({ type: 'live/brand-updated' }, o)),
  liveEvent('UserUpdated', 'brand', 'live/user-updated', metaOnlySchema, (o) => withMeta({ type: 'live/user-updated' }, o)),
];
