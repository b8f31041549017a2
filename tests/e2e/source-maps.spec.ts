/**
 * The built client keeps its source maps (for the error-reporting service,
 * docs/error-reporting.md) but names none and the server hands none out.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './shell-support';

const ASSETS = join(process.env.DIST_DIR ?? 'dist', 'assets');
const MAP_COMMENT = /^\/\/# sourceMappingURL=/m;

test('every chunk is served without a sourceMappingURL, and every map on disk is a 404', async ({ request }) => {
  const files = readdirSync(ASSETS);
  const scripts = files.filter((file) => file.endsWith('.js'));
  const maps = files.filter((file) => file.endsWith('.map'));
  // Kept for error reporting: one per chunk of the app's code, the entry's and the worker's
  // included. The bundler's runtime (a few hundred bytes of module plumbing, none of the app's
  // source) is a chunk of its own since the chunk groups split the menus off, and the bundler
  // writes no map for it.
  const unmapped = scripts.filter((script) => !maps.includes(`${script}.map`) && !/^rolldown-runtime-/.test(script));
  expect(unmapped).toEqual([]);
  expect(maps.every((map) => scripts.includes(map.replace(/\.map$/, '')))).toBe(true);
  expect(maps.filter((map) => /^(index|main)-/.test(map))).toHaveLength(2);

  for (const script of scripts) {
    const response = await request.get(`/assets/${script}`);
    expect({ script, status: response.status() }).toEqual({ script, status: 200 });
    expect(response.headers()['sourcemap']).toBeUndefined();
    expect(MAP_COMMENT.test(await response.text()), script).toBe(false);
  }
  for (const map of maps) {
    const response = await request.get(`/assets/${map}`);
    expect({ map, status: response.status() }).toEqual({ map, status: 404 });
  }
});
