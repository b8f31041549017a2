/**
 * `?scenario=` is a tool for developers and testers: a production build (a plain `vite build`)
 * must carry neither the scenario boot and player nor the library (scenarios/*.json), in the
 * worker or on the page, while the stack's build (`--mode stack`) has them. Checked on real
 * builds (the test run's own when fresh, else in memory, minified as shipped, about 2 s each),
 * since only the bundler can say what it dropped: the gate is
 * `__SCENARIOS__` (vite.config.ts), written out in each module that imports scenario code.
 * The browser benchmark's storm inside the engine's host (worker/bench/host-storm.ts) follows the
 * same rule with `__BENCH__`, checked on the same builds.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import type { ClientBuildMode } from '../../scripts/stack/build';
import { freshClientBuild, readClientBuild } from '../../scripts/stack/built-clients';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Text only scenario code or files have: the launch error, the file format, the fake fetch, a library file's content. */
const MARKERS = ['ScenarioLaunchError', 'adcreative-scenario', 'The scenario has no answer for', 'Store opening teaser'];

/** Text only the host storm has: its global and its error message. */
const BENCH_MARKERS = ['__adcreativeHostStorm', 'The host storm needs'];

const builds = new Map<ClientBuildMode, Promise<{ files: string[]; text: string }>>();
/** One build per mode for the whole file. */
function builtText(mode: ClientBuildMode): Promise<{ files: string[]; text: string }> {
  if (!builds.has(mode)) builds.set(mode, buildText(mode));
  return builds.get(mode)!;
}

async function buildText(mode: ClientBuildMode): Promise<{ files: string[]; text: string }> {
  // The run's own build of that mode when there is a fresh one (scripts/stack/built-clients.ts:
  // `npm test` builds each mode once), else one in memory.
  const built = freshClientBuild(ROOT, mode);
  if (built !== null) {
    const files = readClientBuild(join(ROOT, built));
    return { files: files.map((f) => f.fileName), text: files.map((f) => f.text).join('') };
  }
  const result = await build({ mode, logLevel: 'silent', build: { write: false, sourcemap: false } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files: string[] = [];
  let text = '';
  for (const item of outputs.flatMap((o) => o.output)) {
    files.push(item.fileName);
    text += item.type === 'chunk' ? item.code : typeof item.source === 'string' ? item.source : new TextDecoder().decode(item.source);
  }
  return { files, text };
}

describe('scenario code in builds', () => {
  it('a production build has no scenario code, in the page or the worker', async () => {
    const { files, text } = await builtText('production');
    expect(files.some((f) => /assets\/main-.*\.js$/.test(f)), 'the worker is in the output').toBe(true);
    // `library-<hash>.js` is the scenario library's chunk (the asset library's chunks are named asset-library-…, library-params-…).
    expect(files.filter((f) => /scenario|render-storm|(^|\/)library-[\w-]{8}\.js$|launch/.test(f))).toEqual([]);
    expect(MARKERS.filter((m) => text.includes(m))).toEqual([]);
  }, 120_000);

  it('the stack’s build has it all', async () => {
    const { files, text } = await builtText('stack');
    expect(files.some((f) => /render-storm.*\.js$/.test(f))).toBe(true);
    expect(MARKERS.filter((m) => !text.includes(m))).toEqual([]);
  }, 120_000);
});

describe('the benchmark’s host storm in builds', () => {
  it('a production build has none of it', async () => {
    const { text } = await builtText('production');
    expect(BENCH_MARKERS.filter((m) => text.includes(m))).toEqual([]);
  }, 120_000);

  it('the stack’s build has it, in the worker and for the in-process engine', async () => {
    const { text } = await builtText('stack');
    expect(BENCH_MARKERS.filter((m) => !text.includes(m))).toEqual([]);
  }, 120_000);
});
