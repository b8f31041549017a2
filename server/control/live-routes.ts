/**
 * Control API `live`: cut every live connection so clients go through a real reconnect (the
 * live gate, live/live-gate.ts), optionally keeping soketi unreachable for a while.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { HttpError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import type { LiveGate } from '../live/live-gate.ts';
import type { Services } from '../services.ts';

const Drop = v.object({ downForMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000)), 0) });

export function registerLiveControlRoutes(app: FastifyInstance, s: Services): void {
  const gate = (): LiveGate => {
    if (!s.liveGate) throw new HttpError(503, 'No live gate runs in front of soketi here (server/main.ts starts one): live connections cannot be dropped.');
    return s.liveGate;
  };

  app.post('/__control/live/drop', async (request) => {
    const { downForMs } = validate(Drop, request.body ?? {});
    const dropped = gate().drop(downForMs);
    return { dropped, downForMs };
  });

  app.get('/__control/live', async () => {
    const g = gate();
    return { connections: g.connections, down: g.down };
  });
}
