/**
 * Turns error reporting on or off once the deployment is known (mount-app.tsx, once the store is
 * hydrated and the app rendered): with a DSN the SDK is loaded after the first paint and connected, without one reporting is off
 * and nothing of the SDK is downloaded. A failed load (an ad-blocker, a lost chunk) leaves the
 * app running without reporting.
 */
import type { DeploymentInfo } from '../../../worker/contract/entities';
import { connectErrorReporter, disconnectErrorReporter, type ErrorReporter } from './report-error';

type LoadReporter = (options: { dsn: string; environment: string; recentLog?: () => Promise<string> }) => Promise<ErrorReporter>;

const loadSdkReporter: LoadReporter = async (options) => (await import('./sdk-reporter')).createSdkReporter(options);

/**
 * `after`: what the SDK's download waits for (the page: the first paint, mount-app.tsx), so that
 * it never competes with what the first screen needs; what fails meanwhile waits for it.
 */
export async function startErrorReporting(deployment: DeploymentInfo | null, load: LoadReporter = loadSdkReporter, after: Promise<unknown> = Promise.resolve(), recentLog?: () => Promise<string>): Promise<void> {
  const dsn = deployment?.sentryDsn ?? null;
  if (deployment === null || dsn === null) {
    disconnectErrorReporter();
    return;
  }
  try {
    await after;
    connectErrorReporter(await load({ dsn, environment: deployment.environment, ...(recentLog ? { recentLog } : {}) }));
  } catch (error) {
    console.warn('Error reporting could not start; errors are only logged.', error);
    disconnectErrorReporter();
  }
}
