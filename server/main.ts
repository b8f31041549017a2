/**
 * Starts the API server: `STACK_ENV=dev|e2e tsx server/main.ts`. Serves the built client at `/`
 * and the API under `/server`; stops cleanly on SIGINT/SIGTERM.
 */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startLiveGate } from './live/live-gate.ts';
import { chromiumProblem } from './render/chromium.ts';
import { SEED_BRANDS } from './seed/brands.ts';
import { DEMO_PASSWORD, SEED_PEOPLE } from './seed/people.ts';
import { clientConfigOf } from './http/client-config.ts';
import { nodeListenHost } from './http/listen-host.ts';
import { registerClient } from './static.ts';

const stackEnv = process.env.STACK_ENV ?? 'dev';
if (stackEnv !== 'dev' && stackEnv !== 'e2e') throw new Error(`STACK_ENV must be dev or e2e, got ${stackEnv}`);
const config = loadConfig(stackEnv);

// Browsers reach soketi through the live gate, so the control API can cut their connections.
const liveGate = await startLiveGate({ listenPort: config.soketi.port, listenHost: nodeListenHost(config.listenHost), target: { host: config.soketi.host, port: config.soketi.serverPort } });
const app = await buildApp(config, { logger: { level: process.env.LOG_LEVEL ?? 'warn' }, liveGate });
app.addHook('onClose', () => liveGate.close());
const built = await registerClient(app, config.distDir, clientConfigOf(config));
await app.listen({ port: config.apiPort, host: config.listenHost });

// NODE_ENV=production is what decides (config.ts); STACK_ENV only picks the ports and database.
console.log(`API server (${config.production ? 'production' : stackEnv}) on port ${config.apiPort}: the app at ${config.appOrigin}, its API under ${config.appOrigin}/server, database ${config.databasePath}`);
console.log(`  live connections: port ${liveGate.port} → soketi on ${config.soketi.host}:${config.soketi.serverPort}`);
if (!built) console.log(`  (no built client in ${config.distDir}: only the API is served)`);
const noChromium = chromiumProblem(config.chromiumPath);
console.log(noChromium === null ? `  renders: HTML5, and PNG/JPEG in ${config.chromiumPath}` : `  renders: ${noChromium}`);
if (config.renderQueue === 'bullmq') {
  console.log(`  render queue: BullMQ at ${config.redisUrl}; start render workers with \`npm run render-worker\` (RENDER_API_URL=http://<this host>:${config.apiPort}, the same RENDER_WORKER_TOKEN)`);
  if (config.renderWorkerToken === null) console.log('  render workers: RENDER_WORKER_TOKEN is not set, so every worker is refused: set it here and on the workers');
}
if (!config.production) console.log(`  control API: ${config.appOrigin}/__control (docs/control-api.md)`);
console.log(
  config.demoSignIns
    ? `  demo sign-ins (password "${DEMO_PASSWORD}"): ${SEED_PEOPLE.map((p) => `${p.email} (${p.role})`).join(', ')}`
    : '  demo sign-ins: off (production; DEMO_SIGN_INS=1 turns them on)',
);
console.log(`  brands: ${SEED_BRANDS.map((b) => b.identifier).join(', ')}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
