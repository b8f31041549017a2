/**
 * What the API server needs from the external account provider. The real implementation is
 * server/auth/provider-client.ts (OIDC against the provider process); contract tests inject a
 * small double with the same shape through buildApp(config, { provider }).
 */
import type { StackConfig } from '../config.ts';

export interface ProviderClient {
  authorizeUrl(config: StackConfig, p: { state: string; redirectUri: string }): string;
  exchangeCode(config: StackConfig, p: { code: string; redirectUri: string }): Promise<{ email: string; sub: string }>;
}

/** Where the provider sends the browser back: the SPA's /login route, which posts the callback. */
export function redirectUri(config: StackConfig): string {
  return `${config.appOrigin}/login`;
}
