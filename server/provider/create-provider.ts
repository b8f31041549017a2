/**
 * Builds and starts the account provider: oidc-provider with our configuration and routes, on a
 * plain node:http server. Over plain http on localhost nothing special is needed: cookies are
 * simply not marked Secure, and `proxy` stays off because no TLS-terminating proxy is in front.
 */
import { createServer, type Server } from 'node:http';
import { nodeListenHost } from '../http/listen-host.ts';
import type { AddressInfo } from 'node:net';
import { Provider } from 'oidc-provider';
import type { StackConfig } from '../config.ts';
import { providerConfiguration } from './configuration.ts';
import { providerRoutes } from './middleware.ts';
import { providerSecurityHeaders } from './security-headers.ts';

export function createAccountProvider(config: StackConfig): Provider {
  const provider = new Provider(config.providerOrigin, providerConfiguration(config));
  provider.use(providerSecurityHeaders(config.appOrigin));
  provider.use(providerRoutes({ provider, appOrigin: config.appOrigin, firstPartyClientId: config.oauthClientId, demoSignIns: config.demoSignIns }));
  provider.on('server_error', (_ctx, error) => console.error('[provider] server error:', error));
  return provider;
}

export interface RunningProvider {
  /** The configuration it runs with; with `providerPort: 0`, port and origin are the real ones. */
  readonly config: StackConfig;
  readonly server: Server;
  close(): Promise<void>;
}

/**
 * Listens on `config.providerPort`. Port 0 takes a free port and makes the issuer
 * `http://localhost:{port}` (tests), which is why the provider is built after listening.
 */
export async function startAccountProvider(config: StackConfig): Promise<RunningProvider> {
  const server = createServer();
  await listen(server, config.providerPort, nodeListenHost(config.listenHost));
  const { port } = server.address() as AddressInfo;
  const resolved = config.providerPort === 0 ? { ...config, providerPort: port, providerOrigin: `http://localhost:${port}` } : config;
  server.on('request', createAccountProvider(resolved).callback());
  return { config: resolved, server, close: () => close(server) };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use, so the account provider cannot start. Stop whatever listens there or set PROVIDER_PORT.`)
          : error,
      );
    });
    server.listen(port, host, () => resolve());
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Browsers keep connections alive; without this, close waits for them to time out.
    server.closeAllConnections();
  });
}
