/**
 * Render workers as child processes (`server/render-queue/render-worker-main.ts`, what
 * `npm run render-worker` runs) for the Redis test and the bench: each on the given database
 * file, output directory and Redis, resolved once it announced its lease owner.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../server/render-queue/render-worker-main.ts', import.meta.url));

export interface WorkerProcess {
  readonly child: ChildProcess;
  /** The lease owner it writes on the renders it holds (`host:pid:random`). */
  readonly owner: string;
  /** SIGTERM (gives its renders back) and waits for the exit. */
  stop(): Promise<void>;
}

export interface WorkerEnv {
  readonly databasePath: string;
  readonly outputDir: string;
  readonly redisUrl: string;
  readonly concurrency: number;
  readonly leaseMs: number;
  readonly pollMs: number;
  /** Passes the worker's stderr on (the test wants its errors; the bench only its figures). */
  readonly echoErrors?: boolean;
}

export function startRenderWorker(env: WorkerEnv): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      STACK_ENV: 'dev',
      DATABASE_PATH: env.databasePath,
      OUTPUT_DIR: env.outputDir,
      REDIS_URL: env.redisUrl,
      RENDER_CONCURRENCY: String(env.concurrency),
      RENDER_LEASE_MS: String(env.leaseMs),
      RENDER_POLL_MS: String(env.pollMs),
      // No soketi here: the publisher logs that once and goes on.
      SOKETI_SERVER_PORT: '9',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
    if (env.echoErrors ?? true) process.stderr.write(chunk);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the render worker did not start in 30 s: ${errors}`)), 30_000);
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const owner = /^render worker (\S+):/m.exec(seen)?.[1];
      if (!owner) return;
      clearTimeout(timer);
      child.stdout?.removeAllListeners('data');
      child.stdout?.resume();
      resolve({
        child,
        owner,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the render worker exited (${code}): ${errors}`));
    });
  });
}
