/**
 * A production `vite build` (vite.config.ts, mode production) into a directory of its own, so
 * dist/ (served by the e2e stack) is left alone. The chunk graphs come from the bundler itself:
 * one plugin instance listens to the app build and one to each worker build.
 */
import { relative } from 'node:path';
import { build, type Plugin } from 'vite';
import type { ChunkNode } from './chunk-graph';

export interface BuiltBundle {
  /** index.html's build: the entry chunk and everything it may import. */
  readonly app: readonly ChunkNode[];
  /** Every worker build's chunks (Vite emits them into the same assets/ directory). */
  readonly workers: readonly ChunkNode[];
}

/** `root`: facade modules are named relative to it (`worker/main.ts`). */
function chunkCollector(root: string, into: ChunkNode[]): Plugin {
  return {
    name: 'bundle-check:collect-chunks',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || into.some((known) => known.fileName === output.fileName)) continue;
        const { fileName, isEntry, facadeModuleId, imports, dynamicImports } = output;
        into.push({ fileName, isEntry, facadeModuleId: facadeModuleId === null ? null : relative(root, facadeModuleId), imports, dynamicImports });
      }
    },
  };
}

export async function buildApp(root: string, outDir: string): Promise<BuiltBundle> {
  const app: ChunkNode[] = [];
  const workers: ChunkNode[] = [];
  await build({
    root,
    mode: 'production',
    logLevel: 'warn',
    // Source maps are what the per-source figures are read from; hidden, as vite.config.ts has
    // them: the chunks measured are the ones production ships (no sourceMappingURL comment).
    build: { outDir, emptyOutDir: true, sourcemap: 'hidden', chunkSizeWarningLimit: Infinity },
    plugins: [chunkCollector(root, app)],
    worker: { plugins: () => [chunkCollector(root, workers)] },
  });
  return { app, workers };
}
