/** Live events that change the brand user, the brand or the user (spec section 4). */
import { liveEvent, metaOnlySchema, metaWire, withMeta } from '../../ports/live/live-event-spec';

export const brandLive = [
  liveEvent('BrandUserUpdated', 'brand', 'live/brand-user-updated', metaOnlySchema, (o) => withMeta({ type: 'live/brand-user-updated' }, o), {
    encode: metaWire,
    example: { type: 'live/brand-user-updated', brandId: 3, brandUserId: 9, userId: 5 },
  }),
  liveEvent('BrandUpdated', 'brand', 'live/brand-updated', metaOnlySchema, (o) => withMeta({ type: 'live/brand-updated' }, o), {
    encode: metaWire,
    example: { type: 'live/brand-updated', brandId: 3 },
  }),
  liveEvent('UserUpdated', 'brand', 'live/user-updated', metaOnlySchema, (o) => withMeta({ type: 'live/user-updated' }, o), {
    encode: metaWire,
    example: { type: 'live/user-updated', userId: 5 },
  }),
];
