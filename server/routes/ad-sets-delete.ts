/**
 * Deleting an ad set for good (docs/ad-sets.md "Archive and delete"): its ads and hooks go with it
 * (ON DELETE CASCADE); its creatives stay in Renders (their ad_set_id and ad_id become null). Archiving is the
 * reversible way (the generic `PUT ad-set/{id} { archived }`). Visitors may not (403).
 */
import type { FastifyInstance } from 'fastify';
import { brandContext, requireWriteAccess } from '../http/context.ts';
import { routeId } from '../http/params.ts';
import type { Services } from '../services.ts';
import { announceAdSetUpdated } from './ad-sets-live.ts';
import { findAdSet } from './ad-sets-model.ts';

export function registerAdSetDeleteRoute(app: FastifyInstance, s: Services): void {
  app.delete('/server/api/v1/ad-set/:id', async (request, reply) => {
    const ctx = brandContext(s.db, request);
    requireWriteAccess(ctx);
    const adSet = findAdSet(s.db, ctx.brand.id, routeId(request.params, 'AdSet'));
    s.db.prepare('DELETE FROM ad_sets WHERE id = ?').run(adSet.id);
    announceAdSetUpdated(s.publisher, ctx.brand, adSet.id);
    return reply.status(204).send();
  });
}
