import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { defineConfig, type Plugin } from 'vite';
import { CHUNK_GROUPS } from './scripts/build/chunk-groups.ts';
import { precompress } from './scripts/build/precompress.ts';
import { preloadWorker } from './scripts/build/preload-worker.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// The API server (server/) answers /server/* and /__control/*; in dev, Vite proxies to it.
const apiTarget = process.env.API_ORIGIN ?? 'http://localhost:8080';

/**
 * `__DEVTOOLS__`: whether the build has the data-layer devtools (/__devtools). Every mode but
 * production has them (the dev server, scripts/stack's `--mode stack`); a plain `vite build`
 * drops the route and its chunk as dead code (src/shell/routes/devtools-build.ts).
 * `__SCENARIOS__`: the same rule for `?scenario=<name>` (the scenario player and the library of
 * scenarios/*.json, in the worker and the page; worker/boot/scenarios-build.ts).
 * `__BENCH__`: the same rule for the browser benchmark's storm inside the engine's host
 * (worker/bench/host-storm.ts, docs/benchmarks.md).
 */
const devtoolsFlag: Plugin = {
  name: 'devtools-flag',
  config: (_config, { mode }) => ({ define: { __DEVTOOLS__: JSON.stringify(mode !== 'production'), __SCENARIOS__: JSON.stringify(mode !== 'production'), __BENCH__: JSON.stringify(mode !== 'production') } }),
};

/** The build's commit (null outside a git checkout, or with changes not committed: `+dirty`) and time, named in exported logs. */
function appBuild(): { commit: string | null; builtAt: string } {
  let commit: string | null = null;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== '';
    if (dirty) commit += '+dirty';
  } catch {
    // Not a git checkout (a tarball): the version alone names it.
  }
  return { commit, builtAt: new Date().toISOString() };
}

export default defineConfig({
  // preloadWorker: the worker's script downloads beside the entry (scripts/build/preload-worker.ts);
  // precompress: brotli and gzip copies of the output for server/static.ts (scripts/build/precompress.ts).
  plugins: [react(), tailwindcss(), devtoolsFlag, preloadWorker(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(version), __APP_BUILD__: JSON.stringify(appBuild()) },
  worker: { format: 'es' },
  // 'hidden': the maps are written to dist/ (for the error-reporting service) but no chunk names
  // them (no sourceMappingURL comment); server/static.ts never serves them (docs/error-reporting.md).
  // codeSplitting: one chunk for the first page, one for the shell's lazy parts (scripts/build/chunk-groups.ts).
  build: { sourcemap: 'hidden', target: 'es2022', rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } } },
  server: {
    port: 5173,
    proxy: {
      '/server': { target: apiTarget, ws: true, changeOrigin: false },
      '/__control': { target: apiTarget },
      // The local error-reporting endpoint (docs/error-reporting.md).
      '/__sentry': { target: apiTarget },
      // The guide (server/help/): the Documentation and Support links.
      '/help': { target: apiTarget },
    },
  },
});
