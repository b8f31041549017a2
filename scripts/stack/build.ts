/**
 * The client build (`vite build` into dist/), and the freshness check that lets `--e2e` skip it
 * when nothing the client is made of changed since the last build.
 */
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the client is built from; a change in any of them makes dist/ stale. */
const SOURCES = ['src', 'worker', 'public', 'locales', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** Newest modification time under `path`, directories included (they change when files are deleted). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * Left in dist/ by the start script's own build (`--mode stack`: with the devtools, which e2e
 * uses). A dist/ without it came from a plain `vite build` (production: no /__devtools) and is
 * never taken as fresh. vite build empties dist/, which removes the marker.
 */
const STACK_BUILD_MARKER = '.stack-build';

export function markStackBuild(root: string, distDir: string): void {
  writeFileSync(join(root, distDir, STACK_BUILD_MARKER), 'vite build --mode stack\n');
}

export function distIsFresh(root: string, distDir: string): boolean {
  const built = join(root, distDir, 'index.html');
  if (!existsSync(built) || !existsSync(join(root, distDir, STACK_BUILD_MARKER))) return false;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.every((source) => newestMtime(join(root, source)) <= builtAt);
}
