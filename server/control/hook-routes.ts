/**
 * Control API `hooks/run-due`: the webhook delivery runner runs now, as if it were `at`, so a test
 * or a demo sees a delivery and its retries without waiting for the timer or the backoff
 * (docs/control-api.md).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { validate } from '../http/validate.ts';
import type { Services } from '../services.ts';

const RunDue = v.object({ at: v.optional(v.pipe(v.string(), v.isoTimestamp('The at field must be an ISO date-time.'))) });

export function registerHookControlRoutes(app: FastifyInstance, s: Services): void {
  app.post('/__control/hooks/run-due', async (request) => {
    const { at } = validate(RunDue, request.body ?? {});
    await s.hookRunner.settled();
    return { deliveries: await s.hookRunner.runDue(at === undefined ? undefined : new Date(at)) };
  });
}
