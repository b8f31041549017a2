/**
 * The client build (`vite build` into dist/), and the freshness check that lets `--e2e` skip it
 * when nothing the client is made of changed since the last build.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the client is built from; a change in any of them makes dist/ stale. */
// scenarios/: the library of `?scenario=` is bundled into the client (worker/boot/scenarios-build.ts).
const SOURCES = ['src', 'worker', 'public', 'locales', 'scenarios', 'index.html', 'vite.config.ts', 'scripts/build', 'package-lock.json'];

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
 * The Vite mode of the start script's client build. `NODE_ENV=production npm start` builds what
 * production ships (mode `production`: no /__devtools, no scenario player, no fault injection);
 * otherwise mode `stack`, a production build with that tooling compiled in (e2e and demos use it).
 */
export type ClientBuildMode = 'stack' | 'production';

export function clientBuildMode(nodeEnv: string | undefined): ClientBuildMode {
  return nodeEnv === 'production' ? 'production' : 'stack';
}

/**
 * Left in dist/ by the start script's own build, naming its mode. A dist/ without it came from a
 * plain `vite build`, and one of the other mode has (or lacks) the tooling: neither is ever taken
 * as fresh. vite build empties dist/, which removes the marker.
 */
const STACK_BUILD_MARKER = '.stack-build';
const markerText = (mode: ClientBuildMode) => `vite build --mode ${mode}\n`;

export function markStackBuild(root: string, distDir: string, mode: ClientBuildMode): void {
  writeFileSync(join(root, distDir, STACK_BUILD_MARKER), markerText(mode));
}

export function distIsFresh(root: string, distDir: string, mode: ClientBuildMode): boolean {
  const built = join(root, distDir, 'index.html');
  const marker = join(root, distDir, STACK_BUILD_MARKER);
  if (!existsSync(built) || !existsSync(marker) || readFileSync(marker, 'utf8') !== markerText(mode)) return false;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.every((source) => newestMtime(join(root, source)) <= builtAt);
}
