/**
 * The server's thumbnails: the pictures (thumbnails.ts), made ahead when versions are processed
 * (thumbnail-ahead.ts, off with THUMBNAILS_AHEAD=off, as in contract tests), and the worker
 * thread that shrinks them (shrink-png.ts), as one service.
 */
import type { Db } from '../db/database.ts';
import type { Renderer } from './renderer.ts';
import { createPngShrinker } from './shrink-png.ts';
import { createThumbnailsAhead, type ThumbnailsAhead } from './thumbnail-ahead.ts';
import { createThumbnails, type Thumbnails } from './thumbnails.ts';

export type AppThumbnails = Thumbnails & Omit<ThumbnailsAhead, 'stop'> & { close(): Promise<void> };

export function createAppThumbnails(db: Db, renderer: Renderer, dir: string, options: { ahead: boolean; onError: (error: unknown, versionId: number) => void }): AppThumbnails {
  const shrinker = createPngShrinker();
  const pictures = createThumbnails(db, renderer, dir, shrinker);
  const ahead = createThumbnailsAhead(db, pictures, { enabled: options.ahead, onError: options.onError });
  return {
    ...pictures,
    prepare: ahead.prepare,
    prepareVisual: ahead.prepareVisual,
    prepareAll: ahead.prepareAll,
    idle: ahead.idle,
    async close() {
      await ahead.stop();
      await shrinker.close();
    },
  };
}
