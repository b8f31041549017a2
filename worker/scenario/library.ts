/// <reference types="vite/client" />
/**
 * The scenario library (scenarios/*.json) for the browser: `?scenario=<name>` looks a scenario up
 * here by its file name. Each file is its own lazily loaded chunk, so a page loads only the one it
 * runs. Only the scenario boot (worker/boot/boot-scenario.ts) and the launch check import this,
 * both behind `SCENARIOS_IN_BUILD`, so a production build has neither the list nor the files.
 * Node (npm run scenario, the library test) reads the files from disk instead.
 */
const FILES = import.meta.glob<string>('../../scenarios/*.json', { query: '?raw', import: 'default' });

const byName = new Map(Object.entries(FILES).map(([path, load]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), load]));

/** The library's scenario names, sorted. */
export const SCENARIO_NAMES: readonly string[] = [...byName.keys()].sort();

/** The text of a library scenario; null when there is none of that name. */
export async function loadScenarioText(name: string): Promise<string | null> {
  const load = byName.get(name);
  return load === undefined ? null : load();
}
