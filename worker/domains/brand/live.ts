/** Live events that change the brand user, the brand or the user (spec section 4). */
import { liveEvent, withMeta } from '../../ports/live/live-event-spec';
import { brandUpdatedWire, brandUserUpdatedWire, userUpdatedWire } from './contract';

export const brandLive = [
  liveEvent(brandUserUpdatedWire, (o) => withMeta({ type: 'live/brand-user-updated' }, o)),
  liveEvent(brandUpdatedWire, (o) => withMeta({ type: 'live/brand-updated' }, o)),
  liveEvent(userUpdatedWire, (o) => withMeta({ type: 'live/user-updated' }, o)),
];
