/**
 * `npm run i18n:move-to-area -- <area> <GROUP>...`: moves top-level message groups from the
 * shared locale files into an area's own files (locales/areas/<area>/<lang>.json), in every
 * language at once, so they stay in step. The area's components then call
 * `useTranslation('<area>')` (src/i18n/locale-backend.ts explains why).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [area, ...groups] = process.argv.slice(2);
if (!area || !/^[a-z][a-z0-9-]*$/.test(area) || groups.length === 0) {
  process.stderr.write('usage: tsx scripts/i18n/move-to-area.ts <area> <GROUP>...\n');
  process.exit(2);
}

type Tree = Record<string, unknown>;
const read = (path: string): Tree => (existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Tree) : {});
const write = (path: string, tree: Tree) => writeFileSync(path, `${JSON.stringify(tree, null, 2)}\n`);

for (const language of ['en', 'cs', 'fr']) {
  const sharedPath = join('locales', `${language}.json`);
  const areaPath = join('locales', 'areas', area, `${language}.json`);
  const shared = read(sharedPath);
  const own = read(areaPath);
  for (const group of groups) {
    if (!(group in shared)) throw new Error(`${sharedPath} has no group ${group}`);
    own[group] = shared[group];
    delete shared[group];
  }
  mkdirSync(join('locales', 'areas', area), { recursive: true });
  write(areaPath, own);
  write(sharedPath, shared);
}
