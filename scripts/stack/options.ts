/** Command-line flags of scripts/start.mjs. */

export interface StartOptions {
  /** Vite's dev server (hot reload) on DEV_PORT instead of the built client. */
  readonly dev: boolean;
  /** STACK_ENV for every process: dev, or e2e (own ports, in-memory database). */
  readonly stackEnv: 'dev' | 'e2e';
  /** always: `vite build` first; if-stale: only when dist/ is older than the sources; never. */
  readonly build: 'always' | 'if-stale' | 'never';
  /** Build the client (as the other flags say) and exit: CI builds it once for every suite that serves it. */
  readonly buildOnly: boolean;
}

export const USAGE = `Usage: node scripts/start.mjs [--dev] [--e2e] [--no-build | --build] [--build-only]

  (no flag)   build the client, then run soketi, the account provider and the API server
              (app at http://localhost:8080)
  --dev       Vite dev server with hot reload instead of a build (app at http://localhost:5173)
  --e2e       STACK_ENV=e2e: ports 8090/8091/6011 and an in-memory database;
              builds the client only when dist/ is older than the sources
  --no-build  use dist/ as it is
  --build     always build, also with --e2e
  --build-only  build the client as the other flags say (with --e2e: only when stale), start nothing
`;

export function parseOptions(argv: readonly string[]): StartOptions | 'help' {
  const flags = new Set(argv);
  for (const flag of flags) {
    if (!['--dev', '--e2e', '--no-build', '--build', '--build-only', '--help', '-h'].includes(flag)) {
      throw new Error(`Unknown option ${flag}\n\n${USAGE}`);
    }
  }
  if (flags.has('--help') || flags.has('-h')) return 'help';
  if (flags.has('--build') && flags.has('--no-build')) throw new Error('--build and --no-build contradict each other.');
  const buildOnly = flags.has('--build-only');
  if (buildOnly && (flags.has('--no-build') || flags.has('--dev'))) throw new Error('--build-only builds the client: it goes with neither --no-build nor --dev.');
  const dev = flags.has('--dev');
  const stackEnv = flags.has('--e2e') ? 'e2e' : 'dev';
  let build: StartOptions['build'] = stackEnv === 'e2e' ? 'if-stale' : 'always';
  if (flags.has('--build')) build = 'always';
  // The dev server compiles on demand; a build would be wasted time.
  if (flags.has('--no-build') || dev) build = 'never';
  return { dev, stackEnv, build, buildOnly };
}
