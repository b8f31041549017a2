/**
 * What the stack consists of for the given options: the resolved configuration (the same
 * server/config.ts the servers read, with the children's environment applied) and, per process,
 * how to start it, which ports it takes and where it reports ready.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadConfig, type StackConfig } from '../../server/config.ts';
import { localSentryDsn } from '../../server/error-reports/local-dsn.ts';
import { MAX_REQUEST_HEAD_BYTES } from '../../server/http/request-head.ts';
import { clientBuildMode, type ClientBuildMode } from './build.ts';
import type { ChildSpec } from './children.ts';
import type { StartOptions } from './options.ts';
import type { Color } from './output.ts';
import type { PortNeed } from './ports.ts';

/** Vite's dev server port (`npm run dev`); vite.config.ts proxies /server to the API from there. */
export const DEV_PORT = 5173;

export interface PlannedProcess extends ChildSpec {
  readonly ports: readonly PortNeed[];
  readonly readyUrl: string;
  readonly readyTimeoutMs: number;
}

export interface Plan {
  readonly root: string;
  readonly config: StackConfig;
  readonly env: NodeJS.ProcessEnv;
  readonly processes: readonly PlannedProcess[];
  /** The Vite mode of the client build (build.ts): `production` when NODE_ENV is. */
  readonly clientMode: ClientBuildMode;
  /** `node` arguments of the one-shot client build. */
  readonly buildArgs: readonly string[];
}

const require = createRequire(import.meta.url);
function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

export function planStack(options: StartOptions, root: string): Plan {
  const clientMode = clientBuildMode(process.env.NODE_ENV);
  const production = clientMode === 'production';
  // Production has no control API (e2e drives the stack with it) and no dev server.
  if (production && (options.dev || options.stackEnv === 'e2e')) {
    throw new Error(`NODE_ENV=production runs what production ships (no control API, no devtools): ${options.dev ? '--dev' : '--e2e'} needs the development stack. Unset NODE_ENV.`);
  }
  // The children read their configuration from the environment, as this script does here.
  process.env.STACK_ENV = options.stackEnv;
  if (options.dev && !process.env.APP_ORIGIN) process.env.APP_ORIGIN = `http://localhost:${DEV_PORT}`;
  // Client errors go to the API server's stand-in for the error-reporting service unless
  // SENTRY_DSN says otherwise (empty: off). Production has no stand-in: there, only a SENTRY_DSN
  // that is given reports. See docs/error-reporting.md.
  if (!production) process.env.SENTRY_DSN ??= localSentryDsn(loadConfig(options.stackEnv).appOrigin);
  const config = loadConfig(options.stackEnv);
  process.env.API_ORIGIN ??= `http://localhost:${config.apiPort}`;
  const env: NodeJS.ProcessEnv = { ...process.env };

  const { soketi } = config;
  // soketi reads SOKETI_* itself. SOKETI_HOST means "where the API finds soketi" in our config
  // but "bind address" to soketi: soketi and its metrics listen on the loopback only (only the
  // API server and its live gate reach them), never on every interface.
  const soketiEnv: NodeJS.ProcessEnv = {
    ...env,
    SOKETI_HOST: '127.0.0.1',
    SOKETI_METRICS_HOST: '127.0.0.1',
    SOKETI_DEFAULT_APP_ID: soketi.appId,
    SOKETI_DEFAULT_APP_KEY: soketi.key,
    SOKETI_DEFAULT_APP_SECRET: soketi.secret,
    // "editing" on presence channels is a client event (`client-editing`, docs/collaboration.md);
    // soketi relays client events only when the app allows them, and names the sender itself.
    SOKETI_DEFAULT_APP_ENABLE_CLIENT_MESSAGES: 'true',
    // soketi listens behind the API server's live gate, which takes SOKETI_PORT (server/live/live-gate.ts).
    SOKETI_PORT: String(soketi.serverPort),
    SOKETI_METRICS_SERVER_PORT: String(soketi.metricsPort),
    // soketi bundles the AWS SDK v2 (for optional SQS/DynamoDB drivers), which nags at start.
    AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
  };
  const planned = (name: string, color: Color, p: Omit<PlannedProcess, 'name' | 'color'>): PlannedProcess => ({ name, color, ...p });

  const processes: PlannedProcess[] = [
    planned('soketi', 'magenta', {
      nodeArgs: [join(packageDir('@soketi/soketi'), 'bin/server.js'), 'start'],
      env: soketiEnv,
      ports: [
        { port: soketi.serverPort, what: 'soketi', envVar: 'SOKETI_SERVER_PORT' },
        { port: soketi.metricsPort, what: 'soketi metrics', envVar: 'SOKETI_METRICS_PORT' },
      ],
      // soketi answers "OK" on / once it listens.
      readyUrl: `http://127.0.0.1:${soketi.serverPort}/`,
      readyTimeoutMs: 30_000,
    }),
    planned('provider', 'yellow', {
      nodeArgs: [join(root, 'server/provider/main.ts')],
      typescript: true,
      env,
      ports: [{ port: config.providerPort, what: 'account provider', envVar: 'PROVIDER_PORT' }],
      readyUrl: `http://localhost:${config.providerPort}/.well-known/openid-configuration`,
      readyTimeoutMs: 30_000,
    }),
    planned('api', 'cyan', {
      nodeArgs: [join(root, 'server/main.ts')],
      typescript: true,
      env,
      ports: [
        { port: config.apiPort, what: 'API server', envVar: 'API_PORT' },
        { port: soketi.port, what: 'live gate (soketi for the browsers)', envVar: 'SOKETI_PORT' },
      ],
      readyUrl: `http://localhost:${config.apiPort}/server/health`,
      // Migrations and the seed run before it listens.
      readyTimeoutMs: 60_000,
    }),
  ];
  const vite = join(packageDir('vite'), 'bin/vite.js');
  if (options.dev) {
    processes.push(
      planned('vite', 'green', {
        // Its proxy must take the heads the API takes (a zip of 999 renders: a 24 KB URL).
        nodeArgs: [`--max-http-header-size=${MAX_REQUEST_HEAD_BYTES}`, vite, '--port', String(DEV_PORT), '--strictPort'],
        env,
        ports: [{ port: DEV_PORT, what: 'Vite dev server' }],
        readyUrl: `http://localhost:${DEV_PORT}/`,
        readyTimeoutMs: 30_000,
      }),
    );
  }
  for (const entry of ['server/main.ts', 'server/provider/main.ts']) {
    if (!existsSync(join(root, entry))) throw new Error(`${entry} is missing: the stack cannot start without it.`);
  }
  // Mode `stack`: a production build (minified, React's production build) in which the
  // test tooling that production leaves out stays compiled in (src/lib/fault-injection.ts);
  // mode `production` under NODE_ENV=production: exactly what production ships.
  return { root, config, env, processes, clientMode, buildArgs: [vite, 'build', '--mode', clientMode] };
}
