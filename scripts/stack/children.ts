/**
 * The processes of the stack. Each runs `node` in its own process group (so stopping it also
 * stops anything it spawned), preloaded with exit-with-parent.mjs (so it cannot outlive the
 * start script), with its output line by line behind a coloured name.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { childColorEnv, prefixed, type Color } from './output.ts';

const WATCHDOG = new URL('./exit-with-parent.mjs', import.meta.url).href;

export interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface Child {
  readonly name: string;
  readonly exited: Promise<Exit>;
  readonly running: boolean;
  /** Its log file (`logFile`) is complete: every line written and the file closed. */
  readonly logged: Promise<void>;
  /** SIGTERM to the group, SIGKILL after `graceMs`; resolves when the process is gone. */
  stop(graceMs?: number): Promise<void>;
}

export interface ChildSpec {
  readonly name: string;
  readonly color: Color;
  /** Arguments for `node`, after the preloads: Node's own flags, if any, then the script path. */
  readonly nodeArgs: readonly string[];
  /** Also preload tsx, for TypeScript entry points. */
  readonly typescript?: boolean;
  readonly env: NodeJS.ProcessEnv;
  /** Its output goes to this file instead of the terminal (the client build: ~150 lines nobody reads unless it fails). */
  readonly logFile?: string;
}

export function startChild(spec: ChildSpec): Child {
  const preload = ['--import', WATCHDOG, ...(spec.typescript ? ['--import', 'tsx'] : [])];
  const proc = spawn(process.execPath, [...preload, ...spec.nodeArgs], {
    env: { ...spec.env, ...childColorEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let running = true;
  const exited = new Promise<Exit>((resolve) => {
    proc.once('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    });
    proc.once('error', (error) => {
      console.error(prefixed(spec.name, spec.color, `could not start: ${error.message}`));
      running = false;
      resolve({ code: null, signal: null });
    });
  });
  if (spec.logFile !== undefined) mkdirSync(dirname(spec.logFile), { recursive: true });
  const log = spec.logFile === undefined ? null : createWriteStream(spec.logFile);
  for (const stream of [proc.stdout, proc.stderr]) {
    createInterface({ input: stream }).on('line', (line) => (log === null ? console.log(prefixed(spec.name, spec.color, line)) : log.write(`${line}\n`)));
  }
  // After 'close', not 'exit': the last lines may still be on their way when the process exits.
  const logged = log === null ? Promise.resolve() : new Promise<void>((resolve) => proc.once('close', () => log.end(resolve)));

  const signalGroup = (signal: NodeJS.Signals) => {
    if (!running || proc.pid === undefined) return;
    try {
      process.kill(-proc.pid, signal);
    } catch {
      // Already gone between the check and the kill.
    }
  };

  return {
    name: spec.name,
    exited,
    logged,
    get running() {
      return running;
    },
    async stop(graceMs = 5000) {
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

export function describeExit(exit: Exit): string {
  if (exit.signal) return `was killed by ${exit.signal}`;
  return exit.code === null ? 'could not be started' : `exited with code ${exit.code}`;
}
