/**
 * `npm start` under NODE_ENV=production builds what production ships: Vite mode
 * `production` (no /__devtools, no scenarios, no fault injection), never the stack's build.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localSentryDsn } from '../../server/error-reports/local-dsn';
import { clientBuildMode, distIsFresh, markStackBuild } from '../../scripts/stack/build';
import { parseOptions, type StartOptions } from '../../scripts/stack/options';
import { planStack } from '../../scripts/stack/plan';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const START = parseOptions([]) as StartOptions;

// planStack hands its settings to the children through process.env: each test starts from a copy.
let saved: NodeJS.ProcessEnv;
beforeEach(() => {
  saved = { ...process.env };
  for (const name of ['NODE_ENV', 'SENTRY_DSN', 'APP_ORIGIN', 'API_ORIGIN', 'APP_ENV', 'API_PORT']) delete process.env[name];
});
afterEach(() => {
  // In place: the test worker runs other files after this one, and a plain object put in place of
  // process.env would no longer reach the process (Node re-reads TZ only on the real one's assignment).
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

describe('the client build mode', () => {
  it('is production under NODE_ENV=production, the stack build otherwise', () => {
    expect(clientBuildMode('production')).toBe('production');
    expect(clientBuildMode(undefined)).toBe('stack');
    expect(clientBuildMode('development')).toBe('stack');
    expect(clientBuildMode('test')).toBe('stack');
  });

  it('npm start under NODE_ENV=production runs `vite build --mode production` and announces no local error endpoint (production has none)', () => {
    process.env.NODE_ENV = 'production';
    const plan = planStack(START, ROOT);
    expect(plan.clientMode).toBe('production');
    expect(plan.buildArgs.slice(1)).toEqual(['build', '--mode', 'production']);
    expect(plan.env.NODE_ENV).toBe('production');
    expect(plan.env.SENTRY_DSN).toBeUndefined();
    expect(plan.config).toMatchObject({ production: true, environment: 'production' });
  });

  it('npm start otherwise runs the stack build, reporting to the local endpoint', () => {
    const plan = planStack(START, ROOT);
    expect(plan.clientMode).toBe('stack');
    expect(plan.buildArgs.slice(1)).toEqual(['build', '--mode', 'stack']);
    expect(plan.env.SENTRY_DSN).toBe(localSentryDsn(plan.config.appOrigin));
    expect(plan.config).toMatchObject({ production: false, environment: 'dev' });
  });

  it.each([['--dev'], ['--e2e']])('refuses %s under NODE_ENV=production (both need the control API and the tooling)', (flag) => {
    process.env.NODE_ENV = 'production';
    expect(() => planStack(parseOptions([flag]) as StartOptions, ROOT)).toThrow(/NODE_ENV=production.*Unset NODE_ENV/);
  });
});

describe('--build-only', () => {
  it('builds as the other flags say and starts nothing: with --e2e only when stale, alone always', () => {
    expect(parseOptions(['--e2e', '--build-only'])).toMatchObject({ stackEnv: 'e2e', build: 'if-stale', buildOnly: true });
    expect(parseOptions(['--build-only'])).toMatchObject({ build: 'always', buildOnly: true });
    expect(parseOptions(['--e2e'])).toMatchObject({ buildOnly: false });
  });

  it.each([['--no-build'], ['--dev']])('is refused with %s, which builds nothing', (flag) => {
    expect(() => parseOptions(['--build-only', flag])).toThrow(/--build-only builds the client/);
  });
});

describe('a built dist/ is fresh only for the mode that built it', () => {
  let root: string;
  beforeEach(() => {
    // No client sources in this root: only the marker and index.html decide.
    root = mkdtempSync(join(tmpdir(), 'stack-build-'));
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html>');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('a stack build is not taken for a production one, nor the other way round', () => {
    markStackBuild(root, 'dist', 'stack');
    expect(distIsFresh(root, 'dist', 'stack')).toBe(true);
    expect(distIsFresh(root, 'dist', 'production')).toBe(false);
    markStackBuild(root, 'dist', 'production');
    expect(distIsFresh(root, 'dist', 'production')).toBe(true);
    expect(distIsFresh(root, 'dist', 'stack')).toBe(false);
  });

  it('is stale once a build plugin changed (scripts/build/: chunking, compression, preloads)', () => {
    markStackBuild(root, 'dist', 'stack');
    const builtAt = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'dist', 'index.html'), builtAt, builtAt);
    expect(distIsFresh(root, 'dist', 'stack')).toBe(true);
    mkdirSync(join(root, 'scripts', 'build'), { recursive: true });
    writeFileSync(join(root, 'scripts', 'build', 'precompress.ts'), 'export {};');
    expect(distIsFresh(root, 'dist', 'stack')).toBe(false);
  });

  it('a dist/ without the marker (a plain vite build) is never fresh', () => {
    expect(distIsFresh(root, 'dist', 'stack')).toBe(false);
    expect(distIsFresh(root, 'dist', 'production')).toBe(false);
  });
});

describe('where the local stack listens', () => {
  it('soketi and its metrics listen on the loopback only; the API server, its gate and the provider on API_HOST (the loopback unless asked)', () => {
    const plan = planStack(START, ROOT);
    const soketi = plan.processes.find((p) => p.name === 'soketi')!;
    expect({ host: soketi.env.SOKETI_HOST, metrics: soketi.env.SOKETI_METRICS_HOST }).toEqual({ host: '127.0.0.1', metrics: '127.0.0.1' });
    expect(plan.config.listenHost).toBe('localhost');
    process.env.API_HOST = '0.0.0.0';
    expect(planStack(START, ROOT).config.listenHost).toBe('0.0.0.0');
  });
});
