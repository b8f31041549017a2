/** Marking notifications read: given ids or all, only ever the caller's own. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../http/context.ts';
import { validate } from '../http/validate.ts';
import type { Services } from '../services.ts';

const ReadBody = v.pipe(
  v.object({
    all: v.optional(v.boolean()),
    ids: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(1000))),
  }),
  v.forward(
    v.check((b) => b.all === true || (b.ids?.length ?? 0) > 0, 'The ids field is required when all is not present.'),
    ['ids'],
  ),
);

export function registerNotificationRoutes(app: FastifyInstance, s: Services): void {
  app.post('/server/api/v1/notification/read', async (request) => {
    const user = requireUser(request);
    const body = validate(ReadBody, request.body);
    const now = s.clock.now().toISOString();
    let updated: number;
    if (body.all === true) {
      updated = s.db.prepare('UPDATE notifications SET read_at = ?, updated_at = ? WHERE notifiable_id = ? AND read_at IS NULL').run(now, now, user.id).changes;
    } else {
      // Someone else's ids are silently ignored: they match no row of this notifiable.
      const ids = body.ids ?? [];
      const marks = ids.map(() => '?').join(', ');
      updated = s.db.prepare(`UPDATE notifications SET read_at = ?, updated_at = ? WHERE notifiable_id = ? AND read_at IS NULL AND id IN (${marks})`).run(now, now, user.id, ...ids).changes;
    }
    return { data: { updated } };
  });
}
