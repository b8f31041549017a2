/**
 * Control API `render-queue` (docs/control-api.md): which of the embedded queue and the simulated
 * farm renders the builds, switched while the stack runs, since one e2e stack serves specs that
 * step the farm (`farm/tick`) and specs that render for real. `reset` puts back the configured one.
 *
 *   GET  /__control/render-queue              { mode, running, capacity, workerRenders }
 *   POST /__control/render-queue { mode }     switches (renders under way settle first)
 *   POST /__control/render-queue/idle         takes what it can, answers once the embedded queue has nothing more to do
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { RENDER_QUEUE_MODES } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import type { Services } from '../services.ts';

const Mode = v.object({ mode: v.picklist(RENDER_QUEUE_MODES) });

/** The farm's controls only mean something while it renders; otherwise a test would step nothing. */
export function assertSimulated(s: Services): void {
  if (s.renderModes.mode !== 'simulated') throw new HttpError(409, `The render queue is ${s.renderModes.mode}: switch it to simulated (POST /__control/render-queue) to step the farm.`);
}

export function registerRenderQueueControlRoutes(app: FastifyInstance, s: Services): void {
  // `watchdog`: what the Chromium watchdog did in this process (render/chromium.ts): pages stopped, crashes, memory kills.
  const state = () => ({ mode: s.renderModes.mode, running: s.renderQueue.running, capacity: s.renderQueue.capacity, workerRenders: s.remoteRenders.size, watchdog: s.renderer.watchdog() });

  app.get('/__control/render-queue', async () => state());

  app.post('/__control/render-queue', async (request) => {
    const { mode } = validate(Mode, request.body);
    await s.renderModes.use(mode);
    return state();
  });

  app.post('/__control/render-queue/idle', async () => {
    // Looks first (a test that moved the clock past a lease wants the render taken now).
    s.renderQueue.kick();
    await s.renderQueue.idle();
    await s.publisher.flush();
    return state();
  });
}
