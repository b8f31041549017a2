/**
 * `DataLayerApi.checkScenario`: a scenario file's text parsed as the scenario boot parses it, so
 * the devtools can refuse a typo before anything starts (the page may not import the parser: it
 * reads the domain registry). The parser is its own chunk, loaded when asked; a production build
 * has none of it.
 */
import type { ScenarioFileCheck } from '../contract/api';

// `?scenario=` is not in production builds; written out here, see worker/boot/boot-data-layer.ts.
declare const __SCENARIOS__: boolean | undefined;
const SCENARIOS_IN_BUILD = typeof __SCENARIOS__ === 'undefined' || __SCENARIOS__;

/** The largest file the devtools open (the page keeps it in sessionStorage). */
const MAX_SCENARIO_FILE_CHARS = 1_000_000;

export async function checkScenario(text: string): Promise<ScenarioFileCheck> {
  if (!SCENARIOS_IN_BUILD) return { ok: false, message: 'this build runs no scenarios' };
  if (text.length > MAX_SCENARIO_FILE_CHARS) return { ok: false, message: `the file has ${text.length} characters; a scenario file has at most ${MAX_SCENARIO_FILE_CHARS}` };
  const { parseScenario } = await import('../scenario/parse-scenario');
  try {
    const scenario = parseScenario(text);
    return { ok: true, name: scenario.name, routeBrand: scenario.start.routeBrand, browser: scenario.browser, expectations: scenario.expect.length };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
