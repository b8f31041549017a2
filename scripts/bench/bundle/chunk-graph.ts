/**
 * The part of a bundle a browser loads before anything asks for more: a root chunk and, transitively,
 * every chunk it imports statically. Vite lists exactly these as `<script>` + `<link rel=modulepreload>`
 * in index.html; dynamic `import()` targets (lazy pages, the in-process data layer, the error SDK)
 * load later and are not counted.
 */

/** What the bundler says about one output chunk (Rollup/Rolldown `OutputChunk`, trimmed). */
export interface ChunkNode {
  readonly fileName: string;
  readonly isEntry: boolean;
  /** The module the chunk is the facade of (`index.html`, `worker/main.ts`), if any. */
  readonly facadeModuleId: string | null;
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
}

/** The root's file and every chunk reachable through static imports, root first, each once. */
export function staticClosure(chunks: readonly ChunkNode[], rootFileName: string): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const pending = [rootFileName];
  while (pending.length > 0) {
    const fileName = pending.shift() as string;
    if (seen.has(fileName)) continue;
    const chunk = byName.get(fileName);
    if (chunk === undefined) throw new Error(`the bundle has no chunk ${fileName} (imported statically)`);
    seen.add(fileName);
    pending.push(...chunk.imports);
  }
  return [...seen];
}

/** Entry chunks, in bundle order: index.html's script for the app build, the worker entry for a worker build. */
export function entryChunks(chunks: readonly ChunkNode[]): ChunkNode[] {
  return chunks.filter((chunk) => chunk.isEntry);
}
