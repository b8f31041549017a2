/**
 * A throwaway Redis for `npm run test:redis` and `npm run bench:render`: Debian's `redis-server`
 * on a spare port, nothing saved to disk, stopped by stop(). null when no `redis-server` is
 * installed (the bench then skips its BullMQ figures; the test fails with the reason).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

export interface RedisServer {
  readonly url: string;
  stop(): Promise<void>;
}

export const redisServerMissing = (): string | null =>
  spawnSync('redis-server', ['--version']).error ? 'redis-server is not installed (Debian: apt-get install redis-server)' : null;

async function sparePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no spare port');
  return address.port;
}

/** Resolves once the server accepts connections (its "Ready to accept connections" line). */
function ready(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start in ${timeoutMs} ms: ${seen}`)), timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}): ${seen}`));
    });
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  const missing = redisServerMissing();
  if (missing) throw new Error(missing);
  const port = await sparePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await ready(child, 10_000);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
