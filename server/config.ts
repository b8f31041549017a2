import { dirname, join } from 'node:path';
import { headlessChromium } from './render/headless-chromium.ts';

/**
 * Configuration of the local stack, from the environment with sane defaults. Every process of
 * the stack (API server, account provider, soketi, the start script) reads it from here.
 */

/** SEED_RENDERS's upper bound: enough for any list test, small enough to seed in seconds. */
export const MAX_SEED_RENDERS = 200_000;

function int(name: string, fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got ${raw}`);
  return value;
}

function str(name: string, fallback: string): string {
  const raw = process.env[name];
  return raw === undefined || raw === '' ? fallback : raw;
}

export interface StackConfig {
  readonly production: boolean;
  /**
   * Whether the account provider signs in the demo people with the demo password. Always outside
   * production; in production only when DEMO_SIGN_INS=1 asks for it, so a deployment never has
   * accounts with a known password by accident.
   */
  readonly demoSignIns: boolean;
  /** Where the browser reaches the app; the API answers under `${appOrigin}/server`. */
  readonly appOrigin: string;
  readonly apiPort: number;
  /**
   * The interface the API server, its live gate and the account provider listen on (API_HOST):
   * the loopback by default, so a local stack is not reachable from the network unless asked
   * (`0.0.0.0` for a LAN). soketi itself always listens on 127.0.0.1: only the gate and the API reach it.
   */
  readonly listenHost: string;
  /** The external account provider (OAuth 2.0 / OIDC). */
  readonly providerOrigin: string;
  readonly providerPort: number;
  readonly oauthClientId: string;
  readonly oauthClientSecret: string;
  /** SQLite file, or ':memory:'. */
  readonly databasePath: string;
  /**
   * Where render outputs are stored (server/outputs/). null: a fresh temporary directory, removed
   * when the server stops, for an in-memory database whose renders must not outlive it.
   */
  readonly outputDir: string | null;
  readonly soketi: {
    readonly host: string;
    /** Where clients connect (client-config `wsPort`): the API server's live gate, which passes sockets through to soketi. */
    readonly port: number;
    /** Where soketi itself listens (WebSocket and HTTP API); the publisher sends here directly. */
    readonly serverPort: number;
    readonly metricsPort: number;
    readonly appId: string;
    readonly key: string;
    readonly secret: string;
  };
  /** Environment name shown by the client's environment chip (dev, uat; production shows none). */
  readonly environment: string;
  /** Directory with the built client (vite build), served at `/`. */
  readonly distDir: string;
  /**
   * The error-reporting DSN the client reports to (client-config `sentryDsn`); null: reporting off.
   * The local stack points it at the server's own envelope endpoint (docs/error-reporting.md).
   */
  readonly sentryDsn: string | null;
  /** `SUPPORT_EMAIL`: where this installation's people get help (the guide's support page); null: not set. */
  readonly supportEmail: string | null;
  /**
   * `RENDER_QUEUE`: what renders the builds (docs/template-packages.md "Rendering"). `embedded`
   * (the default of `npm start`): the real queue in this process (server/render-queue/);
   * `simulated`: the stepped farm (server/farm/farm.ts) for tests and benchmarks that need
   * controlled progress (the default of contract tests and the e2e stack, which switches per
   * spec through the control API `render-queue`); `bullmq`: the same queue on BullMQ over Redis,
   * rendered by separate `npm run render-worker` processes (this process only enqueues).
   */
  readonly renderQueue: RenderQueueMode;
  /** `RENDER_CONCURRENCY`: renders the embedded queue runs at once. */
  readonly renderConcurrency: number;
  /** `RENDER_POLL_MS`: how often the embedded queue looks for renders queued by others and renews its leases. */
  readonly renderPollMs: number;
  /**
   * `RENDER_LEASE_MS`: how long a render's lease holds without being renewed (renewed every
   * `RENDER_POLL_MS`); a render whose process died is taken again once it runs out.
   */
  readonly renderLeaseMs: number;
  /**
   * The render watchdog (docs/template-packages.md "The watchdog"): each render's hard deadline
   * from its claim (`RENDER_DEADLINE_IMAGE_MS`, default 60 s, for PNG/JPEG;
   * `RENDER_DEADLINE_HTML5_MS`, default 120 s), a thumbnail's (`THUMBNAIL_DEADLINE_MS`, 20 s), and
   * the most memory a render's renderer process may hold (`RENDER_MEMORY_MIB`, 768).
   */
  readonly renderLimits: {
    readonly imageDeadlineMs: number;
    readonly html5DeadlineMs: number;
    readonly thumbnailDeadlineMs: number;
    readonly memoryMib: number;
  };
  /** `REDIS_URL`: the Redis of the BullMQ render queue (`RENDER_QUEUE=bullmq`, server/render-queue/bullmq-*.ts). */
  readonly redisUrl: string;
  /**
   * `RENDER_WORKER_TOKEN`: the secret render workers present to the worker API
   * (server/routes/render-worker.ts), the same on the API server and its workers; null: no worker
   * is let in. At least 16 characters.
   */
  readonly renderWorkerToken: string | null;
  /** `RENDER_DISPATCH_AHEAD`: at most this many queued renders wait in Redis for a worker (render-queue/bullmq-dispatcher.ts). */
  readonly renderDispatchAhead: number;
  /** Enables the simulated render farm's timer (off in contract tests for determinism). */
  readonly farm: boolean;
  /** How often the simulated render farm advances its builds. */
  readonly farmTickMs: number;
  /** Renders the seed gives the heavy user's brand (`SEED_RENDERS`, server/seed/bulk-renders.ts); 0: the small demo seed. */
  readonly seedRenders: number;
  /**
   * `THUMBNAILS_AHEAD` (on/off): versions' thumbnails are made in the background when a version is
   * processed and after a seed (server/render/thumbnail-ahead.ts); off in contract tests, where
   * Chromium would work behind every test's back.
   */
  readonly thumbnailsAhead: boolean;
  /** Fetch feeds (server/feeds/fetch-url.ts, docs/feeds.md). */
  readonly feedFetch: {
    /**
     * `FEED_FETCH_ALLOW_PRIVATE`: a feed URL may reach loopback and private addresses (a feed
     * server on this machine, as the e2e tests start). On by default outside production; in
     * production it cannot be on (SSRF: the server's own admin endpoints, the private network).
     */
    readonly allowPrivateHosts: boolean;
    /** `FEED_FETCH_TIMEOUT_MS`: the longest a whole fetch (redirects and body included) may take. */
    readonly timeoutMs: number;
    /** `FEED_FETCH_MAX_BYTES`: the largest document (after unpacking) a fetch reads. */
    readonly maxBytes: number;
    /** `FEED_SCHEDULER` (on/off): the job runner of the feeds' schedules; off in contract tests, which run it by hand. */
    readonly scheduler: boolean;
    /** `FEED_SCHEDULER_TICK_MS`: how often the runner looks for due feeds. */
    readonly schedulerTickMs: number;
  };
  /** Ad-set webhooks (server/hooks/, docs/ad-sets.md "Webhooks"). */
  readonly hooks: {
    /**
     * `HOOKS_ALLOW_PRIVATE`: a hook URL may reach loopback and private addresses (a receiver on
     * this machine, as the tests start). On by default outside production; in production it
     * cannot be on (SSRF, as for feed URLs).
     */
    readonly allowPrivateHosts: boolean;
    /** `HOOKS_TIMEOUT_MS`: the longest one delivery attempt may take. */
    readonly timeoutMs: number;
    /** `HOOKS_RUNNER` (on/off): the delivery runner's timer; off in contract tests, which run it by hand. */
    readonly runner: boolean;
    /** `HOOKS_TICK_MS`: how often the runner looks for due deliveries. */
    readonly tickMs: number;
  };
  /**
   * The Chromium that makes PNG and JPEG renders (server/render/headless-chromium.ts):
   * `CHROMIUM_PATH`, else Debian's headless shell, else Debian's chromium; null: none, so renders
   * are HTML5 only.
   */
  readonly chromiumPath: string | null;
}

/** FEED_FETCH_ALLOW_PRIVATE: default on outside production; refused in production, not ignored, so a deployment learns it at start. */
function allowPrivateHosts(production: boolean, name = 'FEED_FETCH_ALLOW_PRIVATE', what = 'feed URLs', doc = 'docs/feeds.md'): boolean {
  const raw = process.env[name];
  const on = raw === undefined || raw === '' ? !production : raw === '1' || raw === 'true';
  if (on && production) throw new Error(`${name} cannot be on in production: ${what} must not reach loopback or private addresses (${doc}).`);
  return on;
}

export const RENDER_QUEUE_MODES = ['embedded', 'simulated', 'bullmq'] as const;
export type RenderQueueMode = (typeof RENDER_QUEUE_MODES)[number];

function renderQueueMode(raw: string): RenderQueueMode {
  if (!(RENDER_QUEUE_MODES as readonly string[]).includes(raw)) throw new Error(`RENDER_QUEUE must be one of ${RENDER_QUEUE_MODES.join(', ')}, got ${raw}`);
  return raw as RenderQueueMode;
}

/** A guessable token would let anyone settle renders with any file: refused at start rather than accepted. */
export function workerToken(): string | null {
  const token = process.env.RENDER_WORKER_TOKEN || null;
  if (token !== null && (token.length < 16 || /\s/.test(token))) throw new Error('RENDER_WORKER_TOKEN must be at least 16 characters without spaces (e.g. `openssl rand -hex 32`)');
  return token;
}

export function loadConfig(env: 'dev' | 'e2e' | 'test' = 'dev'): StackConfig {
  // e2e runs on its own ports with an in-memory database so it never collides with a dev stack.
  const e2e = env === 'e2e';
  const apiPort = int('API_PORT', e2e ? 8090 : 8080);
  const providerPort = int('PROVIDER_PORT', e2e ? 8091 : 8081);
  const production = process.env.NODE_ENV === 'production';
  const databasePath = str('DATABASE_PATH', e2e || env === 'test' ? ':memory:' : 'data/app.sqlite');
  return {
    production,
    demoSignIns: !production || process.env.DEMO_SIGN_INS === '1',
    apiPort,
    listenHost: str('API_HOST', 'localhost'),
    appOrigin: str('APP_ORIGIN', `http://localhost:${apiPort}`),
    providerPort,
    providerOrigin: str('PROVIDER_ORIGIN', `http://localhost:${providerPort}`),
    oauthClientId: str('OAUTH_CLIENT_ID', 'adcreative-app'),
    oauthClientSecret: str('OAUTH_CLIENT_SECRET', 'local-dev-secret'),
    databasePath,
    // Beside the database by default (data/outputs for data/app.sqlite), so the two go together.
    outputDir: str('OUTPUT_DIR', '') || (databasePath === ':memory:' ? null : join(dirname(databasePath), 'outputs')),
    soketi: {
      host: str('SOKETI_HOST', '127.0.0.1'),
      port: int('SOKETI_PORT', e2e ? 6011 : 6001),
      serverPort: int('SOKETI_SERVER_PORT', e2e ? 6012 : 6002),
      metricsPort: int('SOKETI_METRICS_PORT', e2e ? 9611 : 9601),
      appId: str('SOKETI_APP_ID', 'app'),
      key: str('SOKETI_APP_KEY', 'key'),
      secret: str('SOKETI_APP_SECRET', 'secret'),
    },
    // Production shows no environment chip: `production` unless APP_ENV names another (uat, say).
    environment: str('APP_ENV', production ? 'production' : 'dev'),
    distDir: str('DIST_DIR', 'dist'),
    sentryDsn: process.env.SENTRY_DSN || null,
    supportEmail: process.env.SUPPORT_EMAIL || null,
    renderQueue: renderQueueMode(str('RENDER_QUEUE', env === 'dev' ? 'embedded' : 'simulated')),
    renderConcurrency: int('RENDER_CONCURRENCY', 2, 1, 64),
    renderPollMs: int('RENDER_POLL_MS', 500, 10, 60_000),
    renderLeaseMs: int('RENDER_LEASE_MS', 60_000, 1_000, 3_600_000),
    renderLimits: {
      imageDeadlineMs: int('RENDER_DEADLINE_IMAGE_MS', 60_000, 500, 3_600_000),
      html5DeadlineMs: int('RENDER_DEADLINE_HTML5_MS', 120_000, 500, 3_600_000),
      thumbnailDeadlineMs: int('THUMBNAIL_DEADLINE_MS', 20_000, 500, 600_000),
      memoryMib: int('RENDER_MEMORY_MIB', 768, 64, 65_536),
    },
    redisUrl: str('REDIS_URL', 'redis://127.0.0.1:6379'),
    renderWorkerToken: workerToken(),
    renderDispatchAhead: int('RENDER_DISPATCH_AHEAD', 16, 1, 10_000),
    farm: str('FARM', env === 'test' ? 'off' : 'on') === 'on',
    farmTickMs: int('FARM_TICK_MS', 1500),
    seedRenders: int('SEED_RENDERS', 0, 0, MAX_SEED_RENDERS),
    thumbnailsAhead: str('THUMBNAILS_AHEAD', env === 'test' ? 'off' : 'on') === 'on',
    feedFetch: {
      allowPrivateHosts: allowPrivateHosts(production),
      timeoutMs: int('FEED_FETCH_TIMEOUT_MS', 15_000, 100, 300_000),
      maxBytes: int('FEED_FETCH_MAX_BYTES', 20 * 1024 * 1024, 1024, 500 * 1024 * 1024),
      scheduler: str('FEED_SCHEDULER', env === 'test' ? 'off' : 'on') === 'on',
      schedulerTickMs: int('FEED_SCHEDULER_TICK_MS', 60_000, 100),
    },
    hooks: {
      allowPrivateHosts: allowPrivateHosts(production, 'HOOKS_ALLOW_PRIVATE', 'webhook URLs', 'docs/ad-sets.md'),
      timeoutMs: int('HOOKS_TIMEOUT_MS', 10_000, 100, 60_000),
      runner: str('HOOKS_RUNNER', env === 'test' ? 'off' : 'on') === 'on',
      tickMs: int('HOOKS_TICK_MS', 2_000, 100),
    },
    chromiumPath: headlessChromium(),
  };
}
