/**
 * A render worker's settings (`npm run render-worker`), from its environment. A worker needs only
 * Redis and the API server's URL and worker token: no database path, no output folder.
 */
import { headlessChromium } from '../render/headless-chromium.ts';

export interface WorkerConfig {
  readonly redisUrl: string;
  readonly apiUrl: string;
  readonly token: string;
  readonly concurrency: number;
  readonly chromiumPath: string | null;
  /** How long the worker waits for Redis, and for the API server, at start. */
  readonly startWaitMs: number;
  /** How long a stop (SIGINT/SIGTERM) may take before the worker exits anyway. */
  readonly stopMs: number;
}

export const WORKER_HELP = `npm run render-worker [-- --help]

A render worker for RENDER_QUEUE=bullmq: takes render jobs from Redis, asks the API server to claim
each render, renders it (HTML5 zips; PNG/JPEG in headless Chromium) and sends the file back over
HTTP; the API server stores it and settles the render. It needs only Redis and the API server's URL
and token: no database, no output folder, nothing written to disk. Run as many as you like, on any
machines that reach both.

Environment:
  REDIS_URL             the render queue's Redis (default redis://127.0.0.1:6379)
  RENDER_API_URL        the API server (default http://127.0.0.1:8080)
  RENDER_WORKER_TOKEN   required: the API server's worker token (the same RENDER_WORKER_TOKEN)
  RENDER_CONCURRENCY    renders at once (default 2)
  CHROMIUM_PATH         Chromium for PNG/JPEG (default /usr/bin/chromium-headless-shell, else
                        /usr/bin/chromium, when installed)
  WORKER_START_WAIT_MS  how long to wait for Redis and the API server at start (default 5000)
  WORKER_STOP_MS        how long a stop may take before the worker exits anyway (default 5000)

It exits with 1 and one line saying why when Redis or the API server cannot be reached at start,
or the token is refused. SIGINT or SIGTERM: stops taking jobs, stops the renders under way and
gives them back to the API server (another worker takes them at once), exits within a few seconds;
a second signal exits at once.`;

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got ${raw}`);
  return value;
}

/** The settings, or the one line that says what is missing. */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const token = env.RENDER_WORKER_TOKEN ?? '';
  if (token === '') throw new Error('RENDER_WORKER_TOKEN is not set: give the worker the API server\'s worker token (the same RENDER_WORKER_TOKEN).');
  if (token.length < 16 || /\s/.test(token)) throw new Error('RENDER_WORKER_TOKEN must be at least 16 characters without spaces, the same as the API server\'s.');
  const apiUrl = env.RENDER_API_URL || 'http://127.0.0.1:8080';
  if (!/^https?:\/\/[^/\s]+/.test(apiUrl)) throw new Error(`RENDER_API_URL must be the API server's http(s) URL, got ${apiUrl}`);
  return {
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    apiUrl,
    token,
    concurrency: int(env, 'RENDER_CONCURRENCY', 2, 1, 64),
    chromiumPath: headlessChromium(env),
    startWaitMs: int(env, 'WORKER_START_WAIT_MS', 5_000, 100, 600_000),
    stopMs: int(env, 'WORKER_STOP_MS', 5_000, 100, 600_000),
  };
}
