// The chunk groups of the client build (scripts/build/chunk-groups.ts), used by vite.config.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, SHELL_PARTS } from '../../scripts/build/chunk-groups';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourcesUnder(path) : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every module a `lazyPart(() => import('…'))` or `deferredMenu(() => import('…'))` loads, relative to the repository. */
function lazyPartModules(): string[] {
  return sourcesUnder(join(ROOT, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:lazyPart|deferredMenu)\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map((m) => {
      const base = resolve(dirname(file), m[1]!);
      const path = ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate)) ?? base;
      return relative(ROOT, path).split('\\').join('/');
    }),
  );
}

describe('the shell-parts chunk', () => {
  it('holds exactly the shell’s lazy parts, so they travel as one request', () => {
    expect(lazyPartModules().sort()).toEqual([...SHELL_PARTS].sort());
  });

  it('captures their modules by id, on any platform’s path separator', () => {
    const group = CHUNK_GROUPS.find((g) => g.name === 'shell-parts') as { test: (id: string) => boolean };
    expect(group.test(join(ROOT, SHELL_PARTS[0]))).toBe(true);
    expect(group.test(`C:\\repo\\${SHELL_PARTS[1].split('/').join('\\')}`)).toBe(true);
    expect(group.test(join(ROOT, 'src/features/notifications/notifications-page.tsx'))).toBe(false);
  });
});
