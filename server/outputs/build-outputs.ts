/**
 * The files of renders, between whatever renders them and whoever downloads them. A render's
 * output is produced once (the farm asks when a render finishes) and stored (output-store.ts);
 * downloads open the stored file. A finished build whose file is not stored yet (the seed's
 * renders, a store emptied by hand) gets it produced on first request and kept; a download that
 * arrives while the file is being produced waits for that production instead of starting another.
 *
 * Productions run at most `concurrency` at a time (default: the cores but one), so a burst of
 * large renders or a zip of 999 missing files queues up instead of taking every core and all of
 * libuv's thread pool, which file reads need too.
 */
import { availableParallelism } from 'node:os';
import type { OpenedOutput, OutputFile, OutputStore, StoredOutput } from './output-store.ts';

/** Renders a build's file (server/render/renderer.ts, wired in farm/output.ts). */
export type Render<B> = (build: B) => OutputFile | Promise<OutputFile>;

/** Productions at once by default: the cores but one (a Chromium page each for image renders). */
export const DEFAULT_PRODUCTIONS = Math.max(1, availableParallelism() - 1);

export interface BuildOutputs<B extends { readonly id: number }> {
  readonly store: OutputStore;
  /** Produces and stores the build's output; joins a production of the same build already under way. */
  produce(build: B): Promise<StoredOutput>;
  /** Starts producing a missing output without waiting for it (a zip warms up its next entry). */
  prepare(build: B): void;
  /** The build's stored output, produced first when it is missing, waited for when under way. */
  open(build: B): Promise<OpenedOutput>;
  delete(buildIds: readonly number[]): Promise<void>;
  /** Waits for productions under way, then removes every output (the database was seeded again). */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** At most `slots` tasks run at once; the others wait their turn, in order (thumbnails use it too). */
export function limiter(slots: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= slots) await new Promise<void>((go) => waiting.push(go));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

export function createBuildOutputs<B extends { readonly id: number }>(store: OutputStore, render: Render<B>, options: { concurrency?: number } = {}): BuildOutputs<B> {
  const limit = limiter(options.concurrency ?? DEFAULT_PRODUCTIONS);
  const underWay = new Map<number, Promise<StoredOutput>>();

  function produce(build: B): Promise<StoredOutput> {
    const current = underWay.get(build.id);
    if (current) return current;
    const production = limit(async () => store.put(build.id, await render(build))).finally(() => underWay.delete(build.id));
    underWay.set(build.id, production);
    return production;
  }

  async function ensure(build: B): Promise<void> {
    await underWay.get(build.id);
    if (!(await store.has(build.id))) await produce(build);
  }

  return {
    store,
    produce,
    prepare(build) {
      // Its failure is the later open()'s to report; here it must not become an unhandled rejection.
      ensure(build).catch(() => {});
    },
    async open(build) {
      const production = underWay.get(build.id);
      if (production) await production;
      const stored = await store.open(build.id);
      if (stored) return stored;
      await produce(build);
      const produced = await store.open(build.id);
      if (!produced) throw new Error(`The output of render ${build.id} was produced but cannot be found in ${store.dir}.`);
      return produced;
    },
    async delete(buildIds) {
      for (const id of buildIds) {
        await underWay.get(id)?.catch(() => {});
        await store.delete(id);
      }
    },
    async clear() {
      await Promise.allSettled([...underWay.values()]);
      await store.clear();
    },
    async close() {
      await Promise.allSettled([...underWay.values()]);
      await store.close();
    },
  };
}
