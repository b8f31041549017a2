import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the environment the client is told (its chip shows dev or uat only)', () => {
  it('is production under NODE_ENV=production, where the control API is not mounted either', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('APP_ENV', '');
    expect(loadConfig('dev')).toMatchObject({ production: true, environment: 'production' });
  });

  it('is what APP_ENV says in production (a uat server runs a production build)', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('APP_ENV', 'uat');
    expect(loadConfig('dev')).toMatchObject({ production: true, environment: 'uat' });
  });

  it('is dev for the local and e2e stacks', () => {
    vi.stubEnv('NODE_ENV', '');
    vi.stubEnv('APP_ENV', '');
    expect(loadConfig('dev')).toMatchObject({ production: false, environment: 'dev' });
    expect(loadConfig('e2e')).toMatchObject({ production: false, environment: 'dev' });
  });
});

describe('demo sign-ins (the seeded people with the demo password)', () => {
  it('are on outside production, off in production unless DEMO_SIGN_INS=1', () => {
    vi.stubEnv('DEMO_SIGN_INS', '');
    vi.stubEnv('NODE_ENV', '');
    expect(loadConfig('dev').demoSignIns).toBe(true);
    vi.stubEnv('NODE_ENV', 'production');
    expect(loadConfig('dev').demoSignIns).toBe(false);
    vi.stubEnv('DEMO_SIGN_INS', '1');
    expect(loadConfig('dev').demoSignIns).toBe(true);
  });
});

describe('SEED_RENDERS (a heavy user’s brand, server/seed/bulk-renders.ts)', () => {
  it('is 0 unless set: npm start keeps the small seed', () => {
    vi.stubEnv('SEED_RENDERS', '');
    expect(loadConfig('dev').seedRenders).toBe(0);
    vi.stubEnv('SEED_RENDERS', '10000');
    expect(loadConfig('e2e').seedRenders).toBe(10_000);
  });

  it('refuses what is not a count, naming the variable', () => {
    for (const bad of ['-1', '1.5', 'many', '200001']) {
      vi.stubEnv('SEED_RENDERS', bad);
      expect(() => loadConfig('dev')).toThrow(`SEED_RENDERS must be an integer from 0 to 200000, got ${bad}`);
    }
  });
});

describe('FEED_FETCH_ALLOW_PRIVATE (a feed URL reaching this machine, docs/feeds.md)', () => {
  it('is on outside production, where tests run a feed server on localhost', () => {
    vi.stubEnv('NODE_ENV', '');
    vi.stubEnv('FEED_FETCH_ALLOW_PRIVATE', '');
    expect(loadConfig('e2e').feedFetch.allowPrivateHosts).toBe(true);
    vi.stubEnv('FEED_FETCH_ALLOW_PRIVATE', '0');
    expect(loadConfig('dev').feedFetch.allowPrivateHosts).toBe(false);
  });

  it('is off in production and cannot be turned on there', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('FEED_FETCH_ALLOW_PRIVATE', '');
    expect(loadConfig('dev').feedFetch.allowPrivateHosts).toBe(false);
    vi.stubEnv('FEED_FETCH_ALLOW_PRIVATE', '1');
    expect(() => loadConfig('dev')).toThrow('FEED_FETCH_ALLOW_PRIVATE cannot be on in production');
  });
});

describe('HOOKS_ALLOW_PRIVATE (a webhook URL reaching this machine, docs/ad-sets.md)', () => {
  it('is on outside production, where tests run a receiver on localhost', () => {
    vi.stubEnv('NODE_ENV', '');
    vi.stubEnv('HOOKS_ALLOW_PRIVATE', '');
    expect(loadConfig('e2e').hooks.allowPrivateHosts).toBe(true);
    vi.stubEnv('HOOKS_ALLOW_PRIVATE', '0');
    expect(loadConfig('dev').hooks.allowPrivateHosts).toBe(false);
  });

  it('is off in production and cannot be turned on there', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('FEED_FETCH_ALLOW_PRIVATE', '');
    vi.stubEnv('HOOKS_ALLOW_PRIVATE', '');
    expect(loadConfig('dev').hooks.allowPrivateHosts).toBe(false);
    vi.stubEnv('HOOKS_ALLOW_PRIVATE', '1');
    expect(() => loadConfig('dev')).toThrow('HOOKS_ALLOW_PRIVATE cannot be on in production: webhook URLs must not reach loopback or private addresses (docs/ad-sets.md).');
  });
});

describe('the render watchdog (docs/template-packages.md "The watchdog")', () => {
  it('gives a PNG/JPEG render 60 s, an HTML5 render 120 s, a thumbnail 20 s and a renderer 768 MiB unless set', () => {
    for (const name of ['RENDER_DEADLINE_IMAGE_MS', 'RENDER_DEADLINE_HTML5_MS', 'THUMBNAIL_DEADLINE_MS', 'RENDER_MEMORY_MIB']) vi.stubEnv(name, '');
    expect(loadConfig('dev').renderLimits).toEqual({ imageDeadlineMs: 60_000, html5DeadlineMs: 120_000, thumbnailDeadlineMs: 20_000, memoryMib: 768 });
    vi.stubEnv('RENDER_DEADLINE_IMAGE_MS', '15000');
    vi.stubEnv('RENDER_MEMORY_MIB', '512');
    expect(loadConfig('dev').renderLimits).toMatchObject({ imageDeadlineMs: 15_000, memoryMib: 512 });
  });

  it('refuses a deadline or a ceiling that is not a sensible count, naming the variable', () => {
    vi.stubEnv('RENDER_DEADLINE_IMAGE_MS', '0');
    expect(() => loadConfig('dev')).toThrow('RENDER_DEADLINE_IMAGE_MS must be an integer from 500 to 3600000, got 0');
    vi.stubEnv('RENDER_DEADLINE_IMAGE_MS', '');
    vi.stubEnv('RENDER_MEMORY_MIB', '1.5');
    expect(() => loadConfig('dev')).toThrow('RENDER_MEMORY_MIB must be an integer from 64 to 65536, got 1.5');
  });
});
