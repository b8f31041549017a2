/**
 * Which renders the builds (config `RENDER_QUEUE`): the embedded queue, the simulated farm whose
 * timer runs where config `farm` is on and which tests step by hand (control API `farm/tick`), or
 * BullMQ render workers in other processes or on other machines, to which this process only
 * dispatches (bullmq-dispatcher.ts; its Redis connection is made the first time the mode is used)
 * and which hand their files back through the worker API (remote-renders.ts). One e2e
 * stack serves specs of both first kinds, so the mode can be switched while the server runs
 * (control API `render-queue`, docs/control-api.md); a switch lets the renders under way in this
 * process settle first, so no render is taken by both (a BullMQ worker's renders are leased, so
 * the embedded queue leaves them alone until their leases run out).
 */
import type { RenderQueueMode, StackConfig } from '../config.ts';
import type { Farm } from '../farm/farm.ts';
import type { RenderDispatcher } from './bullmq-dispatcher.ts';
import type { RenderQueue } from './embedded-queue.ts';

export interface RenderModes {
  readonly mode: RenderQueueMode;
  use(mode: RenderQueueMode): Promise<void>;
  /** A build was queued: the embedded queue takes it now rather than at its next poll, or it is enqueued for the workers. */
  queued(): void;
  /** Stops all three, letting renders under way here settle (a reset of the database follows). */
  stop(): Promise<void>;
  /** Shutting down: also closes the dispatcher's Redis connection. */
  close(): Promise<void>;
}

type ModesConfig = Pick<StackConfig, 'farm' | 'farmTickMs' | 'renderPollMs' | 'renderLeaseMs'>;

/** What `bullmq` needs in this process: the dispatcher (made on first use). */
export interface BullmqSide {
  readonly dispatcher: () => RenderDispatcher;
}

export function createRenderModes(config: ModesConfig, farm: Farm, queue: RenderQueue, bullmq: BullmqSide): RenderModes {
  let mode: RenderQueueMode | null = null;
  let dispatcher: RenderDispatcher | null = null;
  const dispatch = () => (dispatcher ??= bullmq.dispatcher());
  const leaveBullmq = () => dispatcher?.stop();
  return {
    get mode() {
      return mode ?? 'simulated';
    },
    async use(next) {
      leaveBullmq();
      if (next === 'simulated') {
        await queue.stop();
        if (config.farm) farm.start(config.farmTickMs);
      } else {
        farm.stop();
        await farm.settled();
        if (next === 'embedded') queue.start({ pollMs: config.renderPollMs });
        else {
          await queue.stop();
          // Often enough that a dead worker's render is enqueued again soon after its lease ran out.
          dispatch().start(Math.max(config.renderPollMs, Math.floor(config.renderLeaseMs / 2)));
        }
      }
      mode = next;
    },
    queued() {
      if (mode === 'bullmq') dispatch().kick();
      else queue.kick();
    },
    async stop() {
      leaveBullmq();
      farm.stop();
      await farm.settled();
      await queue.stop();
      mode = null;
    },
    async close() {
      leaveBullmq();
      await dispatcher?.close();
    },
  };
}
