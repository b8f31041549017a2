// The chunk groups of the client build (scripts/build/chunk-groups.ts), used by vite.config.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOOT_PARTS, CHUNK_GROUPS, HEADLESS_UI_USERS, SHELL_PARTS } from '../../scripts/build/chunk-groups';

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

describe('what the first paint fetches', () => {
  it('leaves the parts rendered from the first paint out of the menus’ chunk, and takes Headless UI and the modules that import it in', () => {
    const group = CHUNK_GROUPS.find((g) => g.name === 'shell-parts') as { test: (id: string) => boolean };
    for (const part of BOOT_PARTS) expect(group.test(join(ROOT, part))).toBe(false);
    for (const user of HEADLESS_UI_USERS) expect(group.test(join(ROOT, user))).toBe(true);
    expect(group.test(join(ROOT, 'node_modules/@headlessui/react/dist/components/menu/menu.js'))).toBe(true);
    expect(group.test(join(ROOT, 'node_modules/@floating-ui/react/dist/floating-ui.react.mjs'))).toBe(true);
    // What pages share with the parts stays out (the dashboard imports it).
    expect(group.test(join(ROOT, 'src/components/ui/page-states.tsx'))).toBe(false);
    expect(group.test(join(ROOT, 'src/components/notifications/notification-item.tsx'))).toBe(false);
  });

  it('every module that imports Headless UI is a part or listed with them (else its chunk and the parts’ would import each other)', () => {
    const importers = sourcesUnder(join(ROOT, 'src'))
      .filter((file) => readFileSync(file, 'utf8').includes("from '@headlessui/react'"))
      .map((file) => relative(ROOT, file).split('\\').join('/'));
    const pageOwn = importers.filter((file) => !([...SHELL_PARTS, ...HEADLESS_UI_USERS] as readonly string[]).includes(file));
    // A page's own menu (the template actions) is its page's: it imports the parts' chunk, not the other way round.
    expect(pageOwn).toEqual(['src/features/templates/page/template-actions.tsx']);
  });
});
