/**
 * Thumbnails made ahead of the first look: when a version is processed (or revised, or its
 * template gets a new package or values), its pictures, full size and one per box
 * (thumbnails.ts), are made in the background, so My Templates finds them ready instead of
 * waiting for Chromium row by row. The request that asked never waits: `prepare` only queues.
 *
 *   prepare(version) ─▶ queue (a version once) ─▶ one at a time ─▶ full picture ─▶ each box
 *   prepareAll()     ─▶ every template's newest version, then removes pictures no template shows
 *
 * One job at a time, each through the thumbnails' own cap on screenshots, so the pages people
 * look at (their thumbnails are made on request meanwhile) keep a free Chromium page. A failure is
 * logged and the next job goes on; the picture is then made on its first request, as before.
 */
import type { Db } from '../db/database.ts';
import { THUMBNAIL_SIZES } from '../../worker/contract/thumbnail-sizes';
import type { Thumbnails } from './thumbnails.ts';

export interface ThumbnailsAhead {
  /** Queues the version's pictures; returns at once. */
  prepare(versionId: number): void;
  /** Queues the pictures of the template's newest version (a new package or new values). */
  prepareVisual(visualId: number): void;
  /** Queues every template's newest version, then sweeps pictures nothing shows (after a start or a new seed). */
  prepareAll(): void;
  /** Resolves once nothing is queued or being made. */
  idle(): Promise<void>;
  /** Drops what is queued, lets the job under way end, and queues nothing more (the server stops). */
  stop(): Promise<void>;
}

export function createThumbnailsAhead(db: Db, thumbnails: Thumbnails, options: { enabled: boolean; onError: (error: unknown, versionId: number) => void }): ThumbnailsAhead {
  let enabled = options.enabled;
  const queue: (number | 'sweep')[] = [];
  const queued = new Set<number>();
  let running: Promise<void> | null = null;
  const newestVersions = db.prepare('SELECT MAX(id) FROM visual_versions GROUP BY visual_id ORDER BY visual_id');
  const newestOf = db.prepare('SELECT MAX(id) FROM visual_versions WHERE visual_id = ?');

  async function make(versionId: number): Promise<void> {
    await thumbnails.of(versionId);
    for (const size of THUMBNAIL_SIZES) await thumbnails.of(versionId, size);
  }

  async function sweep(): Promise<void> {
    const keep = new Set<string>();
    for (const id of newestVersions.pluck().all() as number[]) {
      const key = thumbnails.keyOf(id);
      if (key) keep.add(key);
    }
    await thumbnails.sweep(keep);
  }

  async function drain(): Promise<void> {
    for (let job = queue.shift(); job !== undefined; job = queue.shift()) {
      if (job === 'sweep') {
        await sweep().catch((error: unknown) => options.onError(error, 0));
        continue;
      }
      queued.delete(job);
      await make(job).catch((error: unknown) => options.onError(error, job));
    }
  }

  function kick(): void {
    // Started on the next turn: the request that queued answers first.
    running ??= new Promise<void>((go) => setImmediate(go)).then(drain).finally(() => {
      running = null;
      if (queue.length > 0) kick();
    });
  }

  function prepare(versionId: number): void {
    if (!enabled || queued.has(versionId)) return;
    queued.add(versionId);
    queue.push(versionId);
    kick();
  }

  return {
    prepare,
    prepareVisual(visualId) {
      const newest = newestOf.pluck().get(visualId) as number | null;
      if (newest !== null) prepare(newest);
    },
    prepareAll() {
      if (!enabled) return;
      for (const id of newestVersions.pluck().all() as number[]) {
        if (queued.has(id)) continue;
        queued.add(id);
        queue.push(id);
      }
      queue.push('sweep');
      kick();
    },
    async idle() {
      while (running !== null) await running;
    },
    async stop() {
      enabled = false;
      queue.length = 0;
      queued.clear();
      while (running !== null) await running;
    },
  };
}
