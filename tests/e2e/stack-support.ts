/**
 * One local stack per Playwright worker (docs/local-stack.md "The e2e suite"): each worker runs its
 * specs against a stack of its own, on its own ports with its own in-memory database, so a reset,
 * a render-mode switch or a farm step in one worker never reaches the other's pages.
 *
 *   worker slot 0: the ports of the environment (API_PORT / E2E_PORT, PROVIDER_PORT, SOKETI_*),
 *                  else the e2e defaults (8090, 8091, 6011, 6012, 9611)
 *   worker slot n: every one of those + n × PORT_STEP
 *
 * A worker starts its stack when its first spec needs it (`node scripts/start.mjs --e2e
 * --no-build`: the client was built once, before the run, by global-setup.ts), and stops it when
 * it ends, so running one spec file starts one stack. Outside CI a stack that already answers on
 * the slot's port is used as it is (a developer's own `node scripts/start.mjs --e2e`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../server/config.ts';

/** How far apart the stacks' ports are: stack n takes the first stack's ports + n × PORT_STEP. */
export const PORT_STEP = 10;

export interface StackPorts {
  readonly api: number;
  readonly provider: number;
  /** The live gate in the API server, where browsers connect. */
  readonly soketi: number;
  readonly soketiServer: number;
  readonly soketiMetrics: number;
}

export interface E2eStack {
  /** The Playwright worker slot (testInfo.parallelIndex) this stack serves. */
  readonly slot: number;
  readonly ports: StackPorts;
  /** Where the browser reaches the app (the tests' baseURL). */
  readonly origin: string;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WATCHDOG = join(ROOT, 'scripts/stack/exit-with-parent.mjs');

/**
 * The first stack's ports, read once (the worker later sets the variables to its own stack's):
 * the start script's variables, with E2E_PORT as the API port when API_PORT is not given.
 */
const FIRST: StackPorts = (() => {
  const config = loadConfig('e2e');
  const e2ePort = process.env.E2E_PORT;
  return {
    api: process.env.API_PORT || !e2ePort ? config.apiPort : Number(e2ePort),
    provider: config.providerPort,
    soketi: config.soketi.port,
    soketiServer: config.soketi.serverPort,
    soketiMetrics: config.soketi.metricsPort,
  };
})();

export function stackFor(slot: number): E2eStack {
  const shift = slot * PORT_STEP;
  const ports: StackPorts = {
    api: FIRST.api + shift,
    provider: FIRST.provider + shift,
    soketi: FIRST.soketi + shift,
    soketiServer: FIRST.soketiServer + shift,
    soketiMetrics: FIRST.soketiMetrics + shift,
  };
  return { slot, ports, origin: `http://localhost:${ports.api}` };
}

/** The variables that put a process (the start script, or code in the worker that reads server/config.ts) on this stack. */
export function stackEnv(stack: E2eStack): Record<string, string> {
  const { ports } = stack;
  return {
    E2E_PORT: String(ports.api),
    API_PORT: String(ports.api),
    PROVIDER_PORT: String(ports.provider),
    SOKETI_PORT: String(ports.soketi),
    SOKETI_SERVER_PORT: String(ports.soketiServer),
    SOKETI_METRICS_PORT: String(ports.soketiMetrics),
  };
}

/** What must answer before the stack is up: the API, the account provider and soketi. */
function readyUrls(stack: E2eStack): string[] {
  const { ports } = stack;
  return [`http://localhost:${ports.api}/server/health`, `http://localhost:${ports.provider}/.well-known/openid-configuration`, `http://127.0.0.1:${ports.soketiServer}/`];
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function lastLines(file: string, count = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
  } catch {
    return '(no output)';
  }
}

export interface RunningStack {
  /** Stops the stack if this worker started it; a reused one is left running. */
  stop(): Promise<void>;
}

/**
 * Starts the stack (or, outside CI, takes the one already answering) and resolves once every
 * process answers. Its output goes to `logFile`; a start that fails throws with its last lines.
 */
export async function startStack(stack: E2eStack, logFile: string, { timeoutMs = 150_000 } = {}): Promise<RunningStack> {
  const [health] = readyUrls(stack);
  if (await answers(health!)) {
    if (process.env.CI) throw new Error(`Something already answers on ${stack.origin} (stack ${stack.slot}'s port): in CI every stack is the run's own. Stop it, or move the e2e ports (API_PORT, PROVIDER_PORT, SOKETI_PORT, SOKETI_SERVER_PORT, SOKETI_METRICS_PORT).`);
    return { stop: async () => undefined };
  }
  mkdirSync(dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'a');
  // The watchdog ends the start script (and so, through theirs, every process of the stack) when
  // this worker is gone, however it ended.
  const child: ChildProcess = spawn(process.execPath, ['--import', WATCHDOG, join(ROOT, 'scripts/start.mjs'), '--e2e', '--no-build'], {
    cwd: ROOT,
    env: { ...process.env, ...stackEnv(stack), NO_COLOR: '1', APP_ORIGIN: '', PROVIDER_ORIGIN: '', API_ORIGIN: '', SENTRY_DSN: undefined },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let exit: string | null = null;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
      resolve();
    });
  });

  const stop = async () => {
    if (exit !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + timeoutMs;
  const urls = readyUrls(stack);
  while (exit === null) {
    if ((await Promise.all(urls.map(answers))).every(Boolean)) return { stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Stack ${stack.slot} (${stack.origin}) did not answer within ${timeoutMs / 1000} s. Its output (${logFile}):\n${lastLines(logFile)}`);
    }
    await sleep(250);
  }
  throw new Error(`Stack ${stack.slot} (${stack.origin}) ${exit} before it answered. Its output (${logFile}):\n${lastLines(logFile)}`);
}
