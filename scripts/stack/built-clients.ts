/**
 * The client builds a test run makes, each mode once: `stack` in dist/ (the start script's, which
 * the e2e stacks serve) and `production` in PRODUCTION_BUILD_DIR (what `npm run bench:bundle`
 * measures, kept for the checks that read a production build). A check that reads a build finds it
 * here when it is fresh (build.ts: newer than every client source, of the right mode), and builds
 * one itself otherwise (run alone, or after a change).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { distIsFresh, type ClientBuildMode } from './build.ts';

/** Under node_modules/.cache: never committed, and gone with a fresh install. */
export const PRODUCTION_BUILD_DIR = 'node_modules/.cache/adcreative/client-production';

/** The directory (relative to `root`) of a fresh build of `mode`, or null. */
export function freshClientBuild(root: string, mode: ClientBuildMode, distDir = process.env.DIST_DIR ?? 'dist'): string | null {
  const dir = mode === 'production' ? PRODUCTION_BUILD_DIR : distDir;
  return distIsFresh(root, dir, mode) ? dir : null;
}

/** A built file as the bundler emitted it: the compressed copies, source maps and the build's marker are left out. */
export interface BuiltFile {
  readonly fileName: string;
  readonly text: string;
}

export function readClientBuild(dir: string): BuiltFile[] {
  const files: BuiltFile[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!/\.(br|gz|map)$/.test(entry.name) && !entry.name.startsWith('.')) files.push({ fileName: relative(dir, path), text: readFileSync(path, 'utf8') });
    }
  };
  walk(dir);
  return files;
}
