/**
 * Boots the data layer on a scenario's fakes instead of the real adapters (`?scenario=<name>`,
 * docs/scenarios.md): no client config, no API, no live connection. The REAL engine and host run
 * on the scenario rig's ports, on a clock that runs at the launch's speed (scaled-time.ts).
 *
 * The page drives the session as always; this host adapts what it sends:
 * - the page's `start` begins the scenario (its 0 ms) and is sent with the scenario's XSRF token
 *   (the route brand is the page's, or the scenario's when the URL has none; the locale the page's);
 * - a token the page hands over later is replaced by the scenario's cookie jar (the rig's
 *   CookiePort): a cookie of a real session on this origin never reaches the fakes.
 * Loaded only when `SCENARIOS_IN_BUILD` (boot-data-layer.ts), so production builds lack it.
 */
import type { DataLayerApi, HostServices } from '../contract/api';
import type { Command, CommandResult } from '../contract/commands';
import type { DeploymentInfo } from '../contract/entities';
import { createDataLayer } from '../host/create-data-layer';
import type { Scenario } from '../scenario/format';
import { ScenarioLaunchError, scenarioFileId, type ScenarioLaunch } from '../scenario/launch';
import { loadScenarioText } from '../scenario/library';
import { parseScenario } from '../scenario/parse-scenario';
import { playScenario, type ScenarioPlayback } from '../scenario/player';
import { createScaledTime } from '../scenario/scaled-time';
import { createScenarioRig } from '../scenario/scenario-ports';
import { createStatusReporter } from '../scenario/status-reporter';
import { whenAnswersTaken } from '../scenario/settle';
import { scenarioDeployment } from '../scenario/scenario-deployment';
import { APP_VERSION } from './app-version';


/**
 * The deployment Node folds too (the same `system` slice), except that a file's error-reporting
 * DSN is dropped: a browser run of a scenario reports nothing anywhere.
 */
function browserDeployment(scenario: Scenario): { deployment?: DeploymentInfo } {
  const deployment = scenarioDeployment(scenario);
  if (deployment === null) return {};
  return { deployment: deployment.sentryDsn === null ? deployment : { ...deployment, sentryDsn: null } };
}

/** A library scenario by name, or a file the tab opened from the devtools (`file:<id>`), which the page holds. */
async function loadScenario(name: string, host: Pick<HostServices, 'scenarioFile'>): Promise<Scenario> {
  const fileId = scenarioFileId(name);
  const text = fileId !== null ? ((await host.scenarioFile?.(fileId)) ?? null) : await loadScenarioText(name);
  if (text === null) {
    throw fileId !== null ? new ScenarioLaunchError('unknown-file', name, `this tab holds no scenario file "${fileId}"`) : new ScenarioLaunchError('unknown', name, `there is no scenario "${name}" in scenarios/`);
  }
  try {
    return parseScenario(text);
  } catch (error) {
    throw new ScenarioLaunchError('invalid-file', name, `invalid scenario: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function bootScenario(launch: ScenarioLaunch, origin: string, host: Pick<HostServices, 'scenarioFile'>): Promise<DataLayerApi> {
  const scenario = await loadScenario(launch.name, host);
  const time = createScaledTime({ speed: launch.speed });
  const rig = createScenarioRig(scenario, { timers: time.timers, clock: time.clock, scheduler: time.scheduler, origin });
  const dl = createDataLayer(rig.ports, { appVersion: APP_VERSION, ...browserDeployment(scenario) });
  const reporter = createStatusReporter(launch, scenario);
  let playback: ScenarioPlayback | null = null;

  function start(command: Extract<Command, { type: 'start' }>): Promise<CommandResult> {
    const adapted = { ...command, xsrfToken: scenario.start.xsrfToken, routeBrand: command.routeBrand ?? scenario.start.routeBrand };
    if (playback !== null) return dl.dispatch(adapted);
    // As the Node player does: `start` first, then the inputs of 0 ms. The clock stays at 0 ms
    // until the answers due at once are taken (settle.ts): in Node the session's start-up takes
    // no scenario time, and here its real milliseconds would otherwise count `speed` times over,
    // so a step at 1 s could come before the brand's channel was joined. Then until the page has
    // painted the signed-in session (the batcher's acknowledgements): on a loaded machine the
    // page's first frame may come a second after the data layer is ready, and a notice the file
    // shows from 1 s to 2 s would have come and gone before anyone could see it.
    const sent = dl.dispatch(adapted);
    const ready = whenAnswersTaken(rig.answersDue).then(() => dl.whenShown()).then(() => {
      time.begin();
      reporter.started();
    });
    playback = playScenario(scenario, rig, dl, { startedByHost: true, jumpClock: time.jump, onCheck: reporter.check, ready, settleChecks: true });
    void playback.done.then(reporter.ended);
    return sent;
  }

  return {
    ...dl,
    dispatch: async (command) => {
      if (command.type === 'start') return start(command);
      if (command.type === 'session/set-xsrf-token') return dl.dispatch({ ...command, token: await rig.ports.cookies.readXsrfToken() });
      return dl.dispatch(command);
    },
    async dispose() {
      playback?.stop();
      reporter.close();
      await dl.dispose();
    },
  };
}
