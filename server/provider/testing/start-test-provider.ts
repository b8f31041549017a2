/**
 * Starts a real account provider in this process on a free port, for tests. The returned
 * config points the app's client (server/auth/provider-client.ts) at it.
 */
import { loadConfig, type StackConfig } from '../../config.ts';
import { startAccountProvider, type RunningProvider } from '../create-provider.ts';

export function startTestProvider(overrides: Partial<StackConfig> = {}): Promise<RunningProvider> {
  return startAccountProvider({ ...loadConfig('test'), ...overrides, providerPort: 0 });
}
