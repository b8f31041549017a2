/**
 * One hop through this thread's message queue. A dedicated worker runs its tasks in order of
 * arrival within a task source: a message posted to ourselves through a MessageChannel runs after
 * every message the page had already posted (Comlink calls are posted messages too). So awaiting
 * it lets a queued `brand/switch` from the page take effect before we decide what to send.
 *
 *   answer of brand A arrives ─▶ follow-up load of A ─▶ yield ─▶ [page's brand/switch to B runs] ─▶ guard: A left the scope, dropped
 *
 * Cost: one task hop (tens of microseconds) per request.
 */
export function createQueuedMessagesYield(): () => Promise<void> {
  const channel = new MessageChannel();
  const waiting: (() => void)[] = [];
  channel.port1.addEventListener('message', () => waiting.shift()?.());
  channel.port1.start();
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      channel.port2.postMessage(null);
    });
}

/** True in a dedicated worker (the page's messages queue behind our own tasks), false in a page or Node. */
export function runsInWorker(): boolean {
  return typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope !== 'undefined';
}
