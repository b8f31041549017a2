/**
 * The page's side of `?scenario=<name>&speed=<n>` (docs/scenarios.md): which scenario the URL
 * asks for, checked against the library before any worker starts, so a wrong name gets an error
 * page instead of a data layer. Everything here is behind `SCENARIOS_IN_BUILD` and loads the
 * scenario library on demand, so a production build has none of it.
 */
// Static: the data client imports this module anyway (create-client.ts: the worker's name), and
// a production build drops what only the branch below uses.
import { readScenarioLaunch, scenarioFileId, type ScenarioLaunch, type ScenarioLaunchProblem } from '../../worker/scenario/launch';
// Static too: the page's host services read the tab's scenario files at boot (host-services.ts),
// so a dynamic import here would split nothing off; a production build drops both uses.
import { readScenarioFile } from './scenario-files';

export type { ScenarioLaunch, ScenarioLaunchProblem };
export { scenarioFileId };

// `?scenario=` is not in production builds; written out here, see worker/boot/boot-data-layer.ts.
declare const __SCENARIOS__: boolean | undefined;
const SCENARIOS_IN_BUILD = typeof __SCENARIOS__ === 'undefined' || __SCENARIOS__;

/** The scenario the URL asks for, or null (none asked, or a production build). Throws a ScenarioLaunchError. */
export async function scenarioFromLocation(search: string): Promise<ScenarioLaunch | null> {
  // A positive test, so a production build drops the whole branch and its imports.
  if (SCENARIOS_IN_BUILD && new URLSearchParams(search).has('scenario')) {
    const names = await scenarioNames();
    // Names the page's status channel; no crypto.randomUUID: it needs a secure context.
    return readScenarioLaunch(search, names, `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`, (id) => readScenarioFile(id) !== null);
  }
  return null;
}

/** The library's scenario names (for the error page's list). */
export async function scenarioNames(): Promise<readonly string[]> {
  return SCENARIOS_IN_BUILD ? (await import('../../worker/scenario/library')).SCENARIO_NAMES : [];
}

export interface ScenarioProblem {
  readonly problem: ScenarioLaunchProblem;
  readonly requested: string;
  readonly detail: string;
}

/**
 * A ScenarioLaunchError, thrown on the page or in the worker, as plain data; null for any other
 * error. Through Comlink only its name and message survive: one from the worker is a file that
 * could not be used.
 */
export function scenarioProblemOf(error: unknown, search: string): ScenarioProblem | null {
  if (!SCENARIOS_IN_BUILD || !(error instanceof Error) || error.name !== 'ScenarioLaunchError') return null;
  const fields = error as Error & { problem?: ScenarioLaunchProblem; requested?: string };
  return {
    problem: fields.problem ?? 'invalid-file',
    requested: fields.requested ?? new URLSearchParams(search).get('scenario') ?? '',
    detail: error.message,
  };
}
