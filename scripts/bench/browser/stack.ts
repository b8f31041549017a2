/**
 * The benchmark's own local stack: `node scripts/start.mjs --e2e` (in-memory database) on ports
 * of its own, so it runs beside a dev stack and never collides with the e2e suite's
 * 8090/8091/6011/6012/9611 (server/config.ts). It serves a private copy of the client (DIST_DIR):
 * the API server lists the built files when it starts, and a rebuild of dist/ by anyone else
 * during a long run would leave it serving pages whose scripts it no longer has.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../../server/config';
import { distIsFresh } from '../../stack/build';
import { soketiOf, type SoketiTarget } from './storm';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** The start script's own watchdog (its children use it too): the stack goes when the benchmark does, even on kill -9. */
const WATCHDOG = new URL('../../stack/exit-with-parent.mjs', import.meta.url).href;

/**
 * Every port the stack takes, moved by the variables server/config.ts reads: these unless the
 * variable is set (another block of ports, e.g. beside another benchmark on a shared machine).
 */
const BENCH_PORTS = { API_PORT: 8290, PROVIDER_PORT: 8291, SOKETI_PORT: 6211, SOKETI_SERVER_PORT: 6212, SOKETI_METRICS_PORT: 9811 } as const;

export interface BenchStack {
  readonly pid: number;
  /** The client it serves (with its source maps). */
  readonly clientDir: string;
  readonly origin: string;
  readonly soketi: SoketiTarget;
  stop(): Promise<void>;
}

/** Whether every script and style index.html names is in `dir` (a copy made mid-rebuild is not). */
function complete(dir: string): boolean {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].every((m) => existsSync(join(dir, m[1]!)));
}

/** The client the stack serves: dist/ copied when it is the start script's fresh build, else a build of its own. */
async function privateClient(log: (line: string) => void): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-client-'));
  if (distIsFresh(ROOT, 'dist', 'stack')) {
    cpSync(join(ROOT, 'dist'), dir, { recursive: true });
    if (complete(dir)) {
      log('serving a copy of dist/ (newer than the client sources)');
      return dir;
    }
  }
  log('building the client (vite build --mode stack, as the start script does)…');
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  const build = spawn(process.execPath, [vite, 'build', '--mode', 'stack', '--outDir', dir, '--emptyOutDir'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  if (code !== 0) throw new Error(`The client build exited with code ${code}`);
  return dir;
}

export async function startBenchStack(log: (line: string) => void): Promise<BenchStack> {
  // This process reads the same configuration as the stack it starts (origin, soketi's port and keys).
  for (const [name, port] of Object.entries(BENCH_PORTS)) process.env[name] ||= String(port);
  const client = await privateClient(log);
  process.env.DIST_DIR = client;
  const config = loadConfig('e2e');
  const proc = spawn(process.execPath, ['--import', WATCHDOG, 'scripts/start.mjs', '--e2e', '--no-build'], { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const lines: string[] = [];
  const stop = async () => {
    // The start script stops its children on SIGTERM (scripts/stack/start.ts).
    proc.kill('SIGTERM');
    const killer = setTimeout(() => process.kill(-proc.pid!, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
    rmSync(client, { recursive: true, force: true });
  };
  const up = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The stack did not start within 3 minutes:\n${lines.slice(-20).join('\n')}`)), 180_000);
    void exited.then((code) => reject(new Error(`The stack exited (code ${code}) before it was up:\n${lines.slice(-20).join('\n')}`)));
    for (const stream of [proc.stdout, proc.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        if (line.includes('Adcreative is running')) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
  });
  await up.catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { pid: proc.pid!, clientDir: client, origin: config.appOrigin, soketi: soketiOf(config), stop };
}
