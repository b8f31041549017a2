/**
 * Which of the two renders the builds (config `RENDER_QUEUE`): the embedded queue, or the
 * simulated farm whose timer runs where config `farm` is on and which tests step by hand
 * (control API `farm/tick`). One e2e stack serves specs of both kinds, so the mode can be
 * switched while the server runs (control API `render-queue`, docs/control-api.md); a switch
 * lets the renders under way in the other settle first, so no render is taken by both.
 */
import type { RenderQueueMode, StackConfig } from '../config.ts';
import type { Farm } from '../farm/farm.ts';
import type { RenderQueue } from './embedded-queue.ts';

export interface RenderModes {
  readonly mode: RenderQueueMode;
  use(mode: RenderQueueMode): Promise<void>;
  /** A build was queued: the embedded queue takes it now rather than at its next poll. */
  queued(): void;
  /** Stops both, letting renders under way settle (a reset of the database follows). */
  stop(): Promise<void>;
}

export function createRenderModes(config: Pick<StackConfig, 'farm' | 'farmTickMs' | 'renderPollMs'>, farm: Farm, queue: RenderQueue): RenderModes {
  let mode: RenderQueueMode | null = null;
  return {
    get mode() {
      return mode ?? 'simulated';
    },
    async use(next) {
      if (next === 'embedded') {
        farm.stop();
        await farm.settled();
        queue.start({ pollMs: config.renderPollMs });
      } else {
        await queue.stop();
        if (config.farm) farm.start(config.farmTickMs);
      }
      mode = next;
    },
    queued() {
      queue.kick();
    },
    async stop() {
      farm.stop();
      await farm.settled();
      await queue.stop();
      mode = null;
    },
  };
}
