/**
 * Control API `feeds/run-due`: the fetch feeds' job runner runs now, as if it were `at`, so a
 * test or a demo sees a schedule fire without waiting an hour (docs/control-api.md).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { validate } from '../http/validate.ts';
import type { Services } from '../services.ts';

const RunDue = v.object({ at: v.optional(v.pipe(v.string(), v.isoTimestamp('The at field must be an ISO date-time.'))) });

export function registerFeedControlRoutes(app: FastifyInstance, s: Services): void {
  app.post('/__control/feeds/run-due', async (request) => {
    const { at } = validate(RunDue, request.body ?? {});
    const done = await s.feedScheduler.runDue(at === undefined ? undefined : new Date(at));
    return { fetched: done.map(({ feedId, outcome }) => ({ feedId, ok: outcome.ok, ...(outcome.ok ? {} : { message: outcome.message }) })) };
  });
}
