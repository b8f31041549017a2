/**
 * Builds an app for contract tests: in-memory database (seeded), a recording publisher, a fixed
 * clock and an in-test account provider double whose codes are `code:{email}`.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { ProviderClient } from '../auth/provider.ts';
import type { Clock } from '../clock.ts';
import { type StackConfig, loadConfig } from '../config.ts';
import { type Db, dataTables, openDatabase } from '../db/database.ts';
import { createRecordingPublisher, type RecordingPublisher } from '../live/publisher.ts';
import { Agent } from './agent.ts';
import { seed } from '../seed/seed.ts';

/** The seed's "now": every relative date in the seed is computed from it. */
export const TEST_NOW = new Date('2025-06-15T12:00:00.000Z');

export interface SteppedClock extends Clock {
  advance(ms: number): void;
  set(d: Date): void;
}

export function steppedClock(start = TEST_NOW): SteppedClock {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms) => (t += ms), set: (d) => (t = d.getTime()) };
}

export const fakeProvider: ProviderClient = {
  authorizeUrl: (config, p) => `${config.providerOrigin}/oauth/authorize?client_id=${config.oauthClientId}&state=${encodeURIComponent(p.state)}&redirect_uri=${encodeURIComponent(p.redirectUri)}`,
  exchangeCode: async (_config, p) => {
    if (p.code === 'code:unreachable') throw Object.assign(new Error('provider down'), { code: 'unreachable' });
    if (!p.code.startsWith('code:')) throw Object.assign(new Error('invalid_grant'), { code: 'invalid_grant' });
    const email = p.code.slice('code:'.length);
    return { email, sub: `sub-${email}` };
  },
};

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly config: StackConfig;
  readonly publisher: RecordingPublisher;
  readonly clock: SteppedClock;
  /** A signed-in agent (cookies + XSRF token), optionally with a default X-Brand. */
  signIn(email: string, brand?: string | null): Promise<Agent>;
  /** A client with a session and XSRF token but nobody signed in. */
  guest(): Promise<Agent>;
  close(): Promise<void>;
}

/**
 * `prepare`: changes the seeded database before the app starts (its render queue takes what is
 * queued at once), e.g. to settle the seed's own renders and add the test's.
 */
export async function createTestApp(
  overrides: Partial<StackConfig> = {},
  options: { readonly prepare?: (db: Db, clock: SteppedClock) => void; readonly beforeReady?: (app: FastifyInstance) => Promise<unknown> } = {},
): Promise<TestApp> {
  const config: StackConfig = { ...loadConfig('test'), databasePath: ':memory:', farm: false, ...overrides };
  const db = openDatabase(':memory:');
  const publisher = createRecordingPublisher(config);
  const clock = steppedClock();
  if (options.prepare) {
    seed(db, clock);
    options.prepare(db, clock);
  }
  const app = await buildApp(config, { db, publisher, clock, provider: fakeProvider });
  // Routes registered outside buildApp (the built client: static.ts) go in before the app is ready.
  await options.beforeReady?.(app);
  await app.ready();
  const guest = async () => {
    const agent = new Agent(app);
    await agent.get('/server/sanctum/csrf-cookie');
    return agent;
  };
  return {
    app,
    db,
    config,
    publisher,
    clock,
    guest,
    async signIn(email, brand = 'acme') {
      const agent = await guest();
      const redirect = await agent.get('/server/api/v1/auth/redirect');
      const state = new URL(String(redirect.headers.location)).searchParams.get('state');
      const res = await agent.post('/server/api/v1/auth/callback', { state, code: `code:${email}`, client_id: config.oauthClientId, grant_type: 'authorization_code', scope: 'openid email profile' });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
      agent.brand = brand;
      return agent;
    },
    async close() {
      await app.close();
      db.close();
    },
  };
}

/** Row counts of every table, to prove a rejected request wrote nothing. */
export function rowCounts(db: Db): Record<string, number> {
  return Object.fromEntries(dataTables(db).filter((t) => t !== 'sessions').map((t) => [t, db.prepare(`SELECT COUNT(*) FROM "${t}"`).pluck().get() as number]));
}

/** A fingerprint of all data (not only counts): catches updates as well as inserts. */
export function snapshot(db: Db): string {
  return dataTables(db)
    .filter((t) => t !== 'sessions')
    .map((t) => `${t}:${JSON.stringify(db.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).all())}`)
    .join('\n');
}
