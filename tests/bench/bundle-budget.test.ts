/**
 * `npm run bench:bundle` (scripts/bench/bundle.ts) without building: which chunks count as the
 * initial JavaScript in a fake chunk graph, bytes per source from a hand-written source map, and
 * the exit code against the budgets with chunks of incompressible bytes of known size.
 */
import { describe, expect, it } from 'vitest';
import type { BuiltBundle } from '../../scripts/bench/bundle/build-app';
import { KIB } from '../../scripts/bench/bundle/budgets';
import { staticClosure, type ChunkNode } from '../../scripts/bench/bundle/chunk-graph';
import { checkBundle, EXIT } from '../../scripts/bench/bundle/check-bundle';
import { scriptsOfIndexHtml } from '../../scripts/bench/bundle/index-html';
import type { ChunkFiles } from '../../scripts/bench/bundle/measure-chunks';
import { bytesPerSource, contributorName, UNMAPPED } from '../../scripts/bench/bundle/source-attribution';

const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = [], facadeModuleId: string | null = null): ChunkNode => ({
  fileName,
  isEntry: facadeModuleId !== null,
  facadeModuleId,
  imports,
  dynamicImports,
});

/** Bytes gzip cannot shrink (a fixed xorshift sequence), so a chunk's gzip size is about its size. */
function noise(bytes: number, seed: number): Buffer {
  const out = Buffer.alloc(bytes);
  let state = seed;
  for (let i = 0; i < bytes; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out[i] = state & 0xff;
  }
  return out;
}

describe('initial chunks', () => {
  it('are the entry and its static imports, transitively, each once; dynamic imports are left out', () => {
    const graph = [
      chunk('index.js', ['react.js', 'shell.js'], ['page.js'], 'index.html'),
      chunk('react.js'),
      chunk('shell.js', ['react.js', 'icons.js'], ['panel.js']),
      chunk('icons.js', ['shell.js']),
      chunk('page.js', ['table.js']),
      chunk('table.js'),
      chunk('panel.js'),
    ];
    expect(staticClosure(graph, 'index.js')).toEqual(['index.js', 'react.js', 'shell.js', 'icons.js']);
  });

  it('refuses a graph that imports a chunk it does not have', () => {
    expect(() => staticClosure([chunk('index.js', ['gone.js'], [], 'index.html')], 'index.js')).toThrow('gone.js');
  });
});

describe('index.html', () => {
  it('loads its module scripts and modulepreload links, not styles or icons', () => {
    const html = `<head>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
    </head>`;
    expect(scriptsOfIndexHtml(html)).toEqual(['assets/index-a1.js', 'assets/react-b2.js']);
  });
});

describe('bytes per source', () => {
  it('gives each mapping segment the text up to the next one; the rest is unmapped', () => {
    // Line 0: "abc" from x.ts, "def" from y.ts. Line 1: "xy" from x.ts, then "z" with no source.
    const map = { sources: ['x.ts', 'y.ts'], mappings: 'AAAA,GCAA;ADAA,E' };
    expect(Object.fromEntries(bytesPerSource('abcdef\nxyz', map))).toEqual({ 'x.ts': 5, 'y.ts': 3, [UNMAPPED]: 2 });
  });

  it('counts UTF-8 bytes, as the file is sent', () => {
    expect(bytesPerSource('"é"', { sources: ['cs.json'], mappings: 'AAAA' }).get('cs.json')).toBe(4);
  });

  it('names packages by their package name and app files by their path', () => {
    expect(contributorName('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(contributorName('node_modules/@headlessui/react/dist/components/menu/menu.js')).toBe('@headlessui/react');
    expect(contributorName('src/shell/routes/route-table.ts')).toBe('src/shell/routes/route-table.ts');
  });
});

describe('budget check', () => {
  const app = [
    chunk('assets/index.js', ['assets/vendor.js'], ['assets/page.js'], 'index.html'),
    chunk('assets/vendor.js'),
    chunk('assets/page.js'),
  ];
  const workers = [chunk('assets/worker.js', [], [], 'worker/main.ts')];

  const indexHtml = '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/vendor.js">';

  function run(sizes: Record<string, number>, html = indexHtml) {
    const bundle: BuiltBundle = { app, workers };
    const files = (fileName: string): ChunkFiles => {
      const size = sizes[fileName];
      if (size === undefined) throw new Error(`unexpected read of ${fileName}`);
      return { code: noise(size, fileName.length * 7919 + 1) };
    };
    return checkBundle(bundle, html, files);
  }

  it('passes within budget and prints both totals', () => {
    const outcome = run({ 'assets/index.js': 100 * KIB, 'assets/vendor.js': 40 * KIB, 'assets/worker.js': 90 * KIB });
    expect(outcome.exitCode).toBe(EXIT.ok);
    expect(outcome.stderr).toBe('');
    expect(outcome.groups.map((group) => group.chunks.map((c) => c.fileName))).toEqual([['assets/index.js', 'assets/vendor.js'], ['assets/worker.js']]);
    expect(outcome.stdout).toMatch(/total \(2 chunks\)\s+140\.0\s+140\.\d\s+budget 150\.0 KiB: ok/);
    expect(outcome.stdout).toMatch(/total \(1 chunks\)\s+90\.0\s+90\.\d\s+budget 100\.0 KiB: ok/);
  });

  it('fails with exit code 1 when the initial JavaScript is above 150 KiB gzipped (a lazy chunk does not count)', () => {
    const outcome = run({ 'assets/index.js': 100 * KIB, 'assets/vendor.js': 55 * KIB, 'assets/worker.js': 10 * KIB });
    expect(outcome.exitCode).toBe(EXIT.overBudget);
    expect(outcome.stderr).toMatch(/^over budget: Initial JavaScript .*: 155\.\d KiB gzip > 150\.0 KiB\n$/);
  });

  it('fails with exit code 1 when the worker is above 100 KiB gzipped', () => {
    const outcome = run({ 'assets/index.js': 10 * KIB, 'assets/vendor.js': 10 * KIB, 'assets/worker.js': 101 * KIB });
    expect(outcome.exitCode).toBe(EXIT.overBudget);
    expect(outcome.stderr).toMatch(/^over budget: Worker worker\/main\.ts .*: 101\.\d KiB gzip > 100\.0 KiB\n$/);
  });

  it('exits with 2 when index.html loads other chunks than the graph says, whatever the sizes', () => {
    const outcome = run({ 'assets/index.js': KIB, 'assets/vendor.js': KIB, 'assets/worker.js': KIB }, '<script type="module" src="/assets/index.js"></script>');
    expect(outcome.exitCode).toBe(EXIT.toolError);
    expect(outcome.stderr).toContain('index.html: assets/index.js\n');
  });
});
