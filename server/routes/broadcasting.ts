/**
 * Pusher channel authorisation (Laravel's /broadcasting/auth):
 *  - `private-brand.{identifier}` is signed for members of that brand only;
 *  - `presence-brand.{identifier}.{kind}.{id}` (who else has a template version, an ad set or a
 *    feed open: docs/collaboration.md) for members of that brand who can see that record, with
 *    `channel_data` naming them (user id, name, picture), which soketi shows the other members;
 *  - any other channel has no definition here → 403, as Laravel answers for a channel without a
 *    matching route. `public` needs no authorisation.
 * A presence channel's X-Brand header, when sent, must name the channel's brand (the worker sends
 * the channel's own): a stale header is a client bug that must not open another brand's record.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { BRAND_HEADER, findBrand, findMembership, requireUser } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { brandOfPrivateChannel, parsePresenceChannel, type PresenceRoom } from '../../worker/contract/live-channels';
import type { PresenceChannelData } from '../../worker/domains/presence/contract';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/rows.ts';
import type { Services } from '../services.ts';

const AuthBody = v.object({
  socket_id: v.pipe(v.string(), v.regex(/^\d+\.\d+$/, 'The socket id field format is invalid.')),
  channel_name: v.pipe(v.string(), v.nonEmpty('The channel name field is required.'), v.maxLength(200)),
});

/**
 * Whether the record exists in that brand, as its page would find it: another brand's record, or
 * none, is refused like a page that answers 404. A version of an archived template is still
 * readable (its page shows it), so it counts.
 */
const RECORD_QUERIES: Record<PresenceRoom['kind'], string> = {
  version: 'SELECT 1 FROM visual_versions WHERE id = ? AND brand_id = ?',
  adset: 'SELECT 1 FROM ad_sets WHERE id = ? AND brand_id = ?',
  feed: 'SELECT 1 FROM feeds WHERE id = ? AND brand_id = ?',
};

function canSee(db: Db, room: PresenceRoom, brandId: number): boolean {
  return db.prepare(RECORD_QUERIES[room.kind]).get(room.id, brandId) !== undefined;
}

/** What the others see of this person: the shape the worker validates (presence contract). */
function channelData(user: UserRow): PresenceChannelData {
  return { user_id: String(user.id), user_info: { id: user.id, name: user.name, avatar: null } };
}

function headerBrand(request: FastifyRequest): string | null {
  const header = request.headers[BRAND_HEADER];
  return typeof header === 'string' && header !== '' ? header : null;
}

export function registerBroadcastingRoutes(app: FastifyInstance, s: Services): void {
  app.post('/server/api/v1/broadcasting/auth', async (request) => {
    const user = requireUser(request);
    const body = validate(AuthBody, request.body);
    const room = parsePresenceChannel(body.channel_name);
    const identifier = room?.brand ?? brandOfPrivateChannel(body.channel_name);
    const brand = identifier ? findBrand(s.db, identifier) : null;
    if (!brand || !findMembership(s.db, user.id, brand.id)) throw forbidden();
    if (room === null) return s.publisher.authorize(body.socket_id, body.channel_name);
    const sent = headerBrand(request);
    if ((sent !== null && sent !== brand.identifier) || !canSee(s.db, room, brand.id)) throw forbidden();
    return s.publisher.authorize(body.socket_id, body.channel_name, channelData(user));
  });
}
