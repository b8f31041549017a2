/**
 * What a render worker checks before it takes any job, each within a bounded wait, so that a
 * worker started without its Redis or its API server says so in one line and exits instead of
 * waiting for ever (render-worker-main.ts).
 */
import { Redis } from 'ioredis';
import { WorkerApiError, type WorkerClient } from './worker-client.ts';
import type { HelloAnswer } from './worker-protocol.ts';

export const redisUnreachable = (url: string) => `Redis at ${url} is not reachable: start redis-server or set REDIS_URL`;

/** true once Redis answers a PING; false after `waitMs` (retrying every 200 ms meanwhile). */
export async function redisReachable(url: string, waitMs: number): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: false, enableOfflineQueue: true, maxRetriesPerRequest: null, connectTimeout: Math.min(waitMs, 2_000), retryStrategy: () => 200 });
  // Connection errors are expected while waiting: the answer is the one line, not ioredis's noise.
  client.on('error', () => {});
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([client.ping().then(() => true), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), waitMs)))]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    client.disconnect();
  }
}

/** The API server's lease rules, or the one line that says why the worker cannot use it. */
export async function apiReady(client: WorkerClient, waitMs: number): Promise<HelloAnswer | string> {
  const end = Date.now() + waitMs;
  for (;;) {
    try {
      return await client.hello();
    } catch (error) {
      const status = error instanceof WorkerApiError ? error.status : null;
      if (status === 401) return `The API server at ${client.apiUrl} refused the worker token: set RENDER_WORKER_TOKEN to the API server's.`;
      if (status === 503) return `The API server at ${client.apiUrl} lets no render worker in: set RENDER_WORKER_TOKEN on it (and the same on the worker).`;
      if (status !== null) return `The API server at ${client.apiUrl} answered ${status} to the worker: is RENDER_API_URL the API server's URL?`;
      if (Date.now() + 250 > end) return `The API server at ${client.apiUrl} is not reachable: start it (npm start) or set RENDER_API_URL`;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
