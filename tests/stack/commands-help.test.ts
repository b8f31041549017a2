/**
 * Every command a person runs by name (the package's bench:*, replay, scenario and render-worker
 * scripts that run a file with tsx) answers `--help` with its usage and exit 0, without doing its
 * work or failing with a stack trace. The list is read from package.json, never written here.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const run = promisify(execFile);
const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const named = Object.entries(scripts)
  .filter(([name]) => /^(bench:|replay$|scenario$|render-worker$)/.test(name))
  .map(([name, command]) => [name, /^tsx (\S+)$/.exec(command)?.[1]] as const)
  .filter((entry): entry is readonly [string, string] => entry[1] !== undefined);

describe('commands answer --help', () => {
  it('covers every bench, replay, scenario and render-worker command', () => {
    expect(named.map(([name]) => name)).toEqual(expect.arrayContaining(['bench:engine', 'bench:server', 'bench:render', 'bench:first-load', 'bench:bundle', 'replay', 'scenario', 'render-worker']));
  });

  it.each(named)('npm run %s -- --help prints its usage and exits 0', async (name, file) => {
    const { stdout, stderr } = await run(join(ROOT, 'node_modules/.bin/tsx'), [file, '--help'], { cwd: ROOT, timeout: 60_000, env: { ...process.env, REDIS_URL: 'redis://127.0.0.1:1' } });
    expect(stderr).not.toMatch(/\bat .+:\d+:\d+\)/);
    expect(stdout).toMatch(new RegExp(`npm run ${name}\\b`, 'i'));
  }, 60_000);
});
