/**
 * Input first (docs/engine.md, "Input first"): how the page applies a live batch so that a click,
 * a key or a scroll is never queued behind one.
 *
 *   batch arrives (a message task) ─▶ yield: the apply is posted as a task of its own
 *     ─▶ discrete input pending? ─yes─▶ yield again (at most MAX_YIELDS times, then apply anyway)
 *     ─▶ startTransition(apply): the store and the watches' views are set in a transition, so
 *        React renders them concurrently, in 5 ms slices, and drops that work for any input's
 *        update and comes back to it afterwards
 *     ─▶ committed (BatchCommits) ─▶ resolved: the caller acknowledges the batch after the paint
 *
 * The browser runs input tasks ahead of ordinary ones, so the yield alone lets a click that
 * arrived with the batch go first; `navigator.scheduling.isInputPending()` (where the browser has
 * it) catches the input that is about to be dispatched. The transition covers the rest: input
 * that comes while React is rendering the batch.
 */
import { startTransition } from 'react';
import type { BatchCommits } from './batch-commits';

/** How many times in a row a batch gives way to pending input before it is applied anyway. */
export const MAX_YIELDS = 10;

export interface InputFirstEnv {
  /** Whether discrete input (a click, a key) waits to be dispatched. */
  readonly inputPending: () => boolean;
  /** Runs `task` as a task of its own, after what is queued. */
  readonly post: (task: () => void) => void;
}

interface Scheduling {
  readonly isInputPending?: (options?: { includeContinuous?: boolean }) => boolean;
}
interface PostTask {
  readonly postTask?: (task: () => void, options?: { priority?: 'user-blocking' | 'user-visible' | 'background' }) => Promise<unknown>;
}

/** The browser's: `scheduler.postTask` and `isInputPending` where it has them, a message task otherwise. */
export function browserInputFirstEnv(): InputFirstEnv {
  const scheduling = (globalThis.navigator as { scheduling?: Scheduling } | undefined)?.scheduling;
  const scheduler = (globalThis as { scheduler?: PostTask }).scheduler;
  // Continuous input (wheel, mouse moves) does not hold a batch back: scrolling needs the batches
  // that bring the rows scrolled to.
  const inputPending = scheduling?.isInputPending ? () => scheduling.isInputPending!({ includeContinuous: false }) : () => false;
  if (scheduler?.postTask) {
    const postTask = scheduler.postTask.bind(scheduler);
    return { inputPending, post: (task) => void postTask(task, { priority: 'user-visible' }).catch(() => undefined) };
  }
  const channel = new MessageChannel();
  const queue: (() => void)[] = [];
  channel.port1.onmessage = () => queue.shift()?.();
  return {
    inputPending,
    post: (task) => {
      queue.push(task);
      channel.port2.postMessage(null);
    },
  };
}

/**
 * A batch applier for bindToStore: `apply` runs input first, in a transition; the promise
 * resolves once React committed what it set (`commits`), or right after `apply` when nothing is
 * there to render it.
 */
export function inputFirst(commits: BatchCommits, env: InputFirstEnv = browserInputFirstEnv()): (apply: () => void) => Promise<void> {
  return (apply) =>
    new Promise<void>((resolve) => {
      const attempt = (yields: number) => {
        if (yields < MAX_YIELDS && env.inputPending()) {
          env.post(() => attempt(yields + 1));
          return;
        }
        startTransition(() => {
          apply();
          commits.expect(resolve);
        });
      };
      env.post(() => attempt(0));
    });
}
