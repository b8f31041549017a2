/**
 * Pusher channel authorisation (Laravel's /broadcasting/auth): `private-brand.{identifier}` is
 * signed for members of that brand only; any other channel has no definition here → 403, as
 * Laravel answers for a channel without a matching route. `public` needs no authorisation.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { findBrand, findMembership, requireUser } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { brandOfPrivateChannel } from '../../worker/contract/live-channels';
import type { Services } from '../services.ts';

const AuthBody = v.object({
  socket_id: v.pipe(v.string(), v.regex(/^\d+\.\d+$/, 'The socket id field format is invalid.')),
  channel_name: v.pipe(v.string(), v.nonEmpty('The channel name field is required.'), v.maxLength(200)),
});

export function registerBroadcastingRoutes(app: FastifyInstance, s: Services): void {
  app.post('/server/api/v1/broadcasting/auth', async (request) => {
    const user = requireUser(request);
    const body = validate(AuthBody, request.body);
    const identifier = brandOfPrivateChannel(body.channel_name);
    const brand = identifier ? findBrand(s.db, identifier) : null;
    if (!brand || !findMembership(s.db, user.id, brand.id)) throw forbidden();
    return s.publisher.authorize(body.socket_id, body.channel_name);
  });
}
