/**
 * Turns error reporting on or off once the deployment is known (main.tsx, after the store is
 * hydrated): with a DSN the SDK is loaded on demand and connected, without one reporting is off
 * and nothing of the SDK is downloaded. A failed load (an ad-blocker, a lost chunk) leaves the
 * app running without reporting.
 */
import type { DeploymentInfo } from '../../../worker/contract/entities';
import { connectErrorReporter, disconnectErrorReporter, type ErrorReporter } from './report-error';

type LoadReporter = (options: { dsn: string; environment: string }) => Promise<ErrorReporter>;

const loadSdkReporter: LoadReporter = async (options) => (await import('./sdk-reporter')).createSdkReporter(options);

export async function startErrorReporting(deployment: DeploymentInfo | null, load: LoadReporter = loadSdkReporter): Promise<void> {
  const dsn = deployment?.sentryDsn ?? null;
  if (deployment === null || dsn === null) {
    disconnectErrorReporter();
    return;
  }
  try {
    connectErrorReporter(await load({ dsn, environment: deployment.environment }));
  } catch (error) {
    console.warn('Error reporting could not start; errors are only logged.', error);
    disconnectErrorReporter();
  }
}
