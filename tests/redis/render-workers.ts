/**
 * Render workers as child processes (`server/render-queue/render-worker-main.ts`, what
 * `npm run render-worker` runs) for the Redis test and the bench, each as a worker on another
 * machine would be: in a fresh empty folder of its own (its working directory), with no database
 * path and no output folder in its environment, only Redis, the API server's URL and the worker
 * token. Resolved once it announced its lease owner.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const MAIN = fileURLToPath(new URL('../../server/render-queue/render-worker-main.ts', import.meta.url));
// Absolute: the worker's working directory has no node_modules.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface WorkerProcess {
  readonly child: ChildProcess;
  /** The lease owner it writes on the renders it holds (`host:pid:random`). */
  readonly owner: string;
  /** Its working directory: empty when it started, and it writes nothing there. */
  readonly dir: string;
  /** What it printed so far. */
  output(): string;
  /** SIGTERM (gives its renders back) and waits for the exit; removes its folder. */
  stop(): Promise<void>;
}

export interface WorkerEnv {
  readonly apiUrl: string;
  readonly token: string;
  readonly redisUrl: string;
  readonly concurrency: number;
  /** Passes the worker's stderr on (the test wants its errors; the bench only its figures). */
  readonly echoErrors?: boolean;
  readonly extraEnv?: Readonly<Record<string, string>>;
}

/** The environment of a worker on another machine: this one's, without anything naming the API server's files. */
function machineEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_PATH', 'OUTPUT_DIR', 'STACK_ENV', 'REDIS_URL', 'RENDER_API_URL', 'RENDER_WORKER_TOKEN']) delete env[name];
  return env;
}

/** Spawns the worker's process in an empty folder; the caller reads its output and exit. */
export function spawnRenderWorker(env: Omit<WorkerEnv, 'concurrency'> & { readonly concurrency?: number }): { child: ChildProcess; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'render-worker-'));
  const child = spawn(process.execPath, ['--import', TSX, MAIN], {
    cwd: dir,
    env: {
      ...machineEnv(),
      REDIS_URL: env.redisUrl,
      RENDER_API_URL: env.apiUrl,
      RENDER_WORKER_TOKEN: env.token,
      RENDER_CONCURRENCY: String(env.concurrency ?? 2),
      ...env.extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { child, dir };
}

export function startRenderWorker(env: WorkerEnv): Promise<WorkerProcess> {
  const { child, dir } = spawnRenderWorker(env);
  let printed = '';
  let errors = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
    if (env.echoErrors ?? true) process.stderr.write(chunk);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the render worker did not start in 30 s: ${errors}`)), 30_000);
    const ready = () => {
      const owner = /^render worker (\S+):/m.exec(printed)?.[1];
      if (!owner) return;
      clearTimeout(timer);
      child.stdout?.off('data', ready);
      child.off('exit', failed);
      resolve({
        child,
        owner,
        dir,
        output: () => printed + errors,
        stop: () =>
          new Promise<void>((done) => {
            const gone = () => {
              rmSync(dir, { recursive: true, force: true });
              done();
            };
            if (child.exitCode !== null || child.signalCode !== null) return gone();
            child.once('exit', gone);
            child.kill('SIGTERM');
          }),
      });
    };
    const failed = (code: number | null) => {
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
      reject(new Error(`the render worker exited (${code}): ${errors}`));
    };
    child.stdout?.on('data', ready);
    child.once('exit', failed);
  });
}

/** What is in a worker's folder (it should write nothing). */
export const filesIn = (dir: string): string[] => readdirSync(dir);
