/**
 * Which scenario a page runs, read from its URL (`?scenario=<name>&speed=<n>`), and how the page
 * tells its worker before the worker boots: through the Worker's `name` option, which the worker
 * reads synchronously as `self.name` (Vite bundles `new Worker(new URL(…), { type: 'module',
 * name })` with a computed name as long as `type` is a literal). Pure: no library, no ports.
 */

export interface ScenarioLaunch {
  /**
   * The library name (scenarios/<name>.json), or `file:<id>` for a file the tab opened from the
   * devtools (a library name has no colon, so the two never meet).
   */
  readonly name: string;
  /** How much faster than real time the scenario's clock runs (1: real time). */
  readonly speed: number;
  /** The BroadcastChannel the worker reports the run's status on (status.ts), one per page. */
  readonly channel: string;
}

export type ScenarioLaunchProblem = 'invalid-name' | 'unknown' | 'unknown-file' | 'invalid-speed' | 'invalid-file';

/**
 * A scenario that cannot run: the page shows it on an error page instead of the app. Crosses
 * Comlink with its `name` (and message) intact, so the page recognises one thrown in the worker.
 */
export class ScenarioLaunchError extends Error {
  override readonly name = 'ScenarioLaunchError';
  constructor(
    readonly problem: ScenarioLaunchProblem,
    /** What the URL asked for (the name, or the speed for `invalid-speed`). */
    readonly requested: string,
    detail: string,
  ) {
    super(detail);
  }
}


/** The fastest a scenario's clock may run: beyond it timers cannot keep up anyway. */
export const MAX_SPEED = 1000;

const NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;
const FILE_PREFIX = 'file:';
/** `file:<id>`: the ids the page's scenario-files.ts makes. */
const FILE_NAME = /^file:([a-z0-9]{12})$/;

/** The id of a `file:<id>` launch name; null for a library name. */
export function scenarioFileId(name: string): string | null {
  return FILE_NAME.exec(name)?.[1] ?? null;
}
const WORKER_NAME = 'data-layer';

/**
 * The scenario the URL asks for; null when it asks for none. Throws a ScenarioLaunchError for a
 * name that is not a library name, a `file:<id>` the tab does not hold (`hasFile`), or a speed
 * that is not a positive number up to MAX_SPEED.
 */
export function readScenarioLaunch(search: string, known: readonly string[], pageId: string, hasFile: (id: string) => boolean = () => false): ScenarioLaunch | null {
  const params = new URLSearchParams(search);
  const name = params.get('scenario');
  if (name === null) return null;
  if (name.startsWith(FILE_PREFIX)) {
    const id = scenarioFileId(name);
    if (id === null) throw new ScenarioLaunchError('invalid-name', name, `"${name}" is not a scenario file (file: and an id of 12 lower-case letters or digits)`);
    if (!hasFile(id)) throw new ScenarioLaunchError('unknown-file', name, `this tab holds no scenario file "${id}"`);
  } else {
    if (!NAME.test(name)) throw new ScenarioLaunchError('invalid-name', name, `"${name}" is not a scenario name (lower-case letters, digits and dashes)`);
    if (!known.includes(name)) throw new ScenarioLaunchError('unknown', name, `there is no scenario "${name}" in scenarios/`);
  }
  const rawSpeed = params.get('speed');
  const speed = rawSpeed === null || rawSpeed === '' ? 1 : Number(rawSpeed);
  if (!Number.isFinite(speed) || speed <= 0 || speed > MAX_SPEED) {
    throw new ScenarioLaunchError('invalid-speed', rawSpeed ?? '', `speed must be a number above 0 and at most ${MAX_SPEED}, got "${rawSpeed}"`);
  }
  return { name, speed, channel: `adcreative-scenario:${pageId}` };
}

/** The worker's name: `data-layer`, plus the launch as a query when a scenario runs. */
export function workerNameFor(launch: ScenarioLaunch | null): string {
  if (launch === null) return WORKER_NAME;
  return `${WORKER_NAME}?${new URLSearchParams({ scenario: launch.name, speed: String(launch.speed), channel: launch.channel })}`;
}

/** The launch a worker was started with (its `self.name`), or null. */
export function launchFromWorkerName(workerName: string): ScenarioLaunch | null {
  const query = workerName.startsWith(`${WORKER_NAME}?`) ? workerName.slice(WORKER_NAME.length + 1) : null;
  if (query === null) return null;
  const params = new URLSearchParams(query);
  const name = params.get('scenario');
  const speed = Number(params.get('speed'));
  const channel = params.get('channel');
  return name !== null && channel !== null && Number.isFinite(speed) && speed > 0 ? { name, speed, channel } : null;
}
