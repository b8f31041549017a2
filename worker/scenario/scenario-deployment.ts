/**
 * The deployment a scenario's pages fold first (`system/deployment-loaded`), the same in Node and
 * in the browser so the `system` slice, and with it the scenario's hash, agree: the file's
 * `start.deployment` when it has one (a scenario made from a built page's log; null when that
 * session folded none), otherwise the scenario deployment, with no error-reporting DSN and no provider, so nothing leaves the page.
 */
import type { DeploymentInfo } from '../contract/entities';
import type { Scenario } from './format';

const SCENARIO_DEPLOYMENT: DeploymentInfo = { environment: 'scenario', providerOrigin: null, applicationName: 'Adcreative', sentryDsn: null };

/** The deployment to fold first; null: none (the file says `"deployment": null`, a session that folded none). */
export function scenarioDeployment(scenario: Scenario): DeploymentInfo | null {
  return scenario.start.deployment === undefined ? SCENARIO_DEPLOYMENT : scenario.start.deployment;
}
