/**
 * The engine knows no domain of this app, not even as a type (registered.ts): walking every import
 * of its files (type imports and re-exports included, its tests left out) never reaches
 * worker/domains. The lint rule forbids a direct import; this catches one through a contract file
 * that derives its union from the domains.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const ENGINE = join(ROOT, 'worker/engine');

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Every file the start files reach through their imports, with the file that first imported it. */
function importClosure(start: readonly string[]): Map<string, string | null> {
  const reached = new Map<string, string | null>(start.map((file) => [file, null]));
  const queue = [...start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const target = resolveImport(file, fileName);
      if (target !== null && !reached.has(target)) {
        reached.set(target, file);
        queue.push(target);
      }
    }
  }
  return reached;
}

function chainTo(file: string, reached: Map<string, string | null>): string {
  const chain: string[] = [];
  for (let at: string | null | undefined = file; at; at = reached.get(at)) chain.push(relative(ROOT, at));
  return chain.join(' ← ');
}

describe('the engine boundary', () => {
  it('reaches no domain file through its imports', () => {
    const reached = importClosure(sourceFilesUnder(ENGINE));
    const domainFiles = [...reached.keys()].filter((file) => relative(ROOT, file).startsWith('worker/domains/'));
    expect(domainFiles.map((file) => chainTo(file, reached))).toEqual([]);
  });

  it('walks type imports and re-exports (a contract that derives its union from the domains is caught)', () => {
    const reached = importClosure([join(ROOT, 'worker/contract/events.ts')]);
    expect([...reached.keys()].some((file) => relative(ROOT, file) === 'worker/domains/contracts.ts')).toBe(true);
  });
});
