/**
 * `npm run bench:bundle`: builds the app for production into the production build's own directory
 * (scripts/stack/built-clients.ts; dist/ belongs to the e2e stack), prints the gzip size of the
 * initial JavaScript and of the data-layer worker with their largest contributors, and exits 1 when
 * either is above its budget (bundle/budgets.ts), 2 when the check cannot trust its own measure
 * (bundle/check-bundle.ts). The build is kept, marked with its mode, for the checks of a
 * production build that run after it (`npm test` builds each mode once).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './bundle/build-app';
import { checkBundle } from './bundle/check-bundle';
import type { ChunkFiles } from './bundle/measure-chunks';
import { markStackBuild } from '../stack/build';
import { PRODUCTION_BUILD_DIR } from '../stack/built-clients';
import { parseArgs } from 'node:util';
import { parseBenchArgs } from './cli';

parseBenchArgs(
  `npm run bench:bundle

Builds the app for production and prints the gzip size of the initial JavaScript and of the data
layer's worker, with their largest contributors; exits 1 above a budget (150 KiB and 100 KiB). No options.`,
  () => parseArgs({ options: {} }),
);

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, PRODUCTION_BUILD_DIR);

/**
 * A source-map path relative to the repository. The worker build's maps are written as if its
 * chunks sat two levels below the root (dist/assets), wherever the output goes: when a path does
 * not resolve to a file of the repository, its leading `../` are dropped instead.
 */
function repositoryPath(mapDirectory: string, source: string): string {
  const path = relative(root, resolve(mapDirectory, source));
  return !path.startsWith('..') && existsSync(join(root, path)) ? path : source.replace(/^(\.\.\/)+/, '');
}

/** The chunk and its source map, with the map's sources made relative to the repository. */
function readChunk(fileName: string): ChunkFiles {
  const path = join(outDir, fileName);
  const code = readFileSync(path);
  const mapPath = `${path}.map`;
  if (!existsSync(mapPath)) return { code };
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: (string | null)[]; sourceRoot?: string; mappings: string };
  const base = resolve(dirname(mapPath), map.sourceRoot ?? '');
  const sources = map.sources.map((source) => (source === null ? null : repositoryPath(base, source)));
  return { code, map: { sources, mappings: map.mappings } };
}

try {
  const bundle = await buildApp(root, outDir);
  markStackBuild(root, PRODUCTION_BUILD_DIR, 'production');
  const outcome = checkBundle(bundle, readFileSync(join(outDir, 'index.html'), 'utf8'), readChunk);
  process.stdout.write(outcome.stdout);
  process.stderr.write(outcome.stderr);
  process.exitCode = outcome.exitCode;
} catch (error) {
  // Half a build is no build: nothing may take it for a fresh one.
  rmSync(outDir, { recursive: true, force: true });
  throw error;
}
