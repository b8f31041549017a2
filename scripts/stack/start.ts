/**
 * Runs the local stack: checks ports, builds the client, starts soketi, the account provider,
 * the API server (and Vite in --dev), waits until each answers, prints where to go and who can
 * sign in. Ctrl-C / SIGTERM stops everything; if any process dies, the rest are stopped and the
 * script exits non-zero.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { banner } from './banner.ts';
import { distIsFresh, markStackBuild } from './build.ts';
import { describeExit, startChild, type Child } from './children.ts';
import { parseOptions, USAGE, type StartOptions } from './options.ts';
import { note, problem } from './output.ts';
import { planStack, type Plan } from './plan.ts';
import { busyPorts } from './ports.ts';
import { waitUntilReady } from './ready.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const children: Child[] = [];
let stopping = false;

async function stopAll(): Promise<void> {
  stopping = true;
  // Reverse order: the API goes before the services it talks to.
  await Promise.all([...children].reverse().map((child) => child.stop()));
}

async function fail(message: string): Promise<never> {
  if (!stopping) {
    problem(message);
    if (children.some((child) => child.running)) note('Stopping the rest of the stack…');
    await stopAll();
  }
  process.exit(1);
}

function launch(spec: Parameters<typeof startChild>[0]): Child {
  const child = startChild(spec);
  children.push(child);
  void child.exited.then((exit) => {
    if (!stopping) void fail(`${child.name} ${describeExit(exit)}. The stack cannot run without it.`);
  });
  return child;
}

function stopOn(reason: string): void {
  if (stopping) {
    // A second Ctrl-C: do not wait for graceful shutdowns any longer.
    void Promise.all(children.map((child) => child.stop(0))).then(() => process.exit(1));
    return;
  }
  note(`${reason}: stopping…`);
  void stopAll().then(() => process.exit(0));
}

/**
 * Ctrl-C reaches the whole terminal group; a signal sent to npm alone reaches this script because
 * the package scripts `exec` it (npm forwards SIGINT and SIGTERM to its child, a shell in between
 * would swallow them). And should npm die without a word (SIGKILL), the script notices that its
 * parent is gone and stops the stack as for a signal.
 */
function onSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stopOn(signal));
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent && !stopping) stopOn('the process that started the stack is gone');
  }, 500).unref();
}

async function buildClient(plan: Plan, options: StartOptions): Promise<void> {
  if (options.build === 'never') return;
  if (options.build === 'if-stale' && distIsFresh(plan.root, plan.config.distDir, plan.clientMode)) {
    note(`${plan.config.distDir}/ is newer than the client sources: skipping the build (--build forces one).`);
    return;
  }
  const logFile = join(plan.root, 'node_modules', '.cache', 'adcreative', `build-${plan.clientMode}.log`);
  note(`Building the client (vite build --mode ${plan.clientMode}; its output goes to ${relative(process.cwd(), logFile)})…`);
  const build = startChild({ name: 'build', color: 'blue', nodeArgs: plan.buildArgs, env: plan.env, logFile });
  children.push(build);
  const exit = await build.exited;
  children.splice(children.indexOf(build), 1);
  if (stopping) return;
  if (exit.code !== 0) {
    // What went wrong is at the end of the build's output.
    await build.logged;
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-40) : [];
    for (const line of tail) console.error(`build    | ${line}`);
    await fail(`The client build ${describeExit(exit)} (its whole output: ${logFile}).`);
  }
  markStackBuild(plan.root, plan.config.distDir, plan.clientMode);
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  onSignals();
  const plan = planStack(options, ROOT);
  if (options.buildOnly) {
    await buildClient(plan, options);
    return;
  }

  const busy = await busyPorts(plan.processes.flatMap((p) => p.ports));
  if (busy.length > 0) {
    for (const message of busy) problem(message);
    process.exit(1);
  }

  await buildClient(plan, options);
  if (stopping) return;

  const started = plan.processes.map((spec) => ({ spec, child: launch(spec) }));
  // Started together, ready in any order: none of them needs another one to come up.
  await Promise.all(started.map(({ spec, child }) => waitUntilReady(child, spec.readyUrl, spec.readyTimeoutMs)));
  if (stopping) return;
  console.log(banner(plan.config, { stackEnv: options.stackEnv, dev: options.dev }));
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
