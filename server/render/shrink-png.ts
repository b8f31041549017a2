/**
 * Shrinks PNGs into a box on a worker thread (shrink-worker.ts), one at a time in order: the
 * thumbnails' small sizes (thumbnails.ts). The thread starts on the first request, is unref'd (it
 * never keeps the server alive) and is started again if it dies; `close()` ends it.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Box } from './area-average.ts';
import type { ShrinkAnswer, ShrinkRequest } from './shrink-worker.ts';

export interface PngShrinker {
  shrink(png: Buffer, box: Box): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * The worker is TypeScript, like the server. Node 20 does not pass tsx's loader (`--import tsx`)
 * on to worker threads, so a one-line bootstrap registers tsx's require hook and loads it.
 */
const BOOTSTRAP = `require('tsx/cjs/api').register(); require(${JSON.stringify(fileURLToPath(new URL('./shrink-worker.ts', import.meta.url)))});`;

export function createPngShrinker(): PngShrinker {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, { resolve: (png: Buffer) => void; reject: (error: Error) => void }>();

  function start(): Worker {
    const thread = new Worker(BOOTSTRAP, { eval: true });
    thread.unref();
    thread.on('message', (answer: ShrinkAnswer) => {
      const pending = waiting.get(answer.id);
      if (pending === undefined) return;
      waiting.delete(answer.id);
      if ('error' in answer) pending.reject(new Error(`The thumbnail could not be shrunk: ${answer.error}`));
      else pending.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
    });
    const fail = (error: Error) => {
      if (worker === thread) worker = null;
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
    };
    thread.on('error', fail);
    thread.on('exit', (code) => fail(new Error(`The shrink worker stopped (exit code ${code}).`)));
    return thread;
  }

  return {
    shrink(png, box) {
      worker ??= start();
      const id = ++next;
      const request: ShrinkRequest = { id, png, box };
      return new Promise<Buffer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker!.postMessage(request);
      });
    },
    async close() {
      const thread = worker;
      worker = null;
      if (thread !== null) await thread.terminate();
    },
  };
}
