/**
 * Where the app keeps render outputs, and that they always match the rows: kept across a restart
 * of a file database, gone with a new database, a reset or a deleted visual.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type StackConfig } from '../config.ts';
import { createRecordingPublisher } from '../live/publisher.ts';
import { Agent } from '../test-support/agent.ts';
import { createTestApp, fakeProvider, steppedClock, type TestApp } from '../test-support/test-app.ts';
import { readZip } from '../test-support/zip-reader.ts';
import { createOutputStore } from './output-store.ts';

const scratch: string[] = [];
const apps: TestApp[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  for (const t of apps.splice(0)) await t.close();
  for (const dir of scratch.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function scratchDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'app-outputs-test-'));
  scratch.push(dir);
  return dir;
}

async function testApp(overrides: Partial<StackConfig>): Promise<TestApp> {
  const t = await createTestApp(overrides);
  apps.push(t);
  return t;
}

const firstFinished = (t: { db: TestApp['db'] }) => t.db.prepare("SELECT id FROM visual_builds WHERE brand_id = 1 AND status = 'finished' ORDER BY id LIMIT 1").pluck().get() as number;

describe('where outputs live', () => {
  it('beside a file database by default (data/outputs for data/app.sqlite), in a temporary directory for an in-memory one', () => {
    expect(loadConfig('dev').outputDir).toBe(join('data', 'outputs'));
    expect(loadConfig('e2e').outputDir).toBeNull();
    vi.stubEnv('DATABASE_PATH', '/srv/adcreative/app.sqlite');
    expect(loadConfig('dev').outputDir).toBe('/srv/adcreative/outputs');
    vi.stubEnv('OUTPUT_DIR', '/mnt/renders');
    expect(loadConfig('e2e').outputDir).toBe('/mnt/renders');
  });

  it('keeps the outputs of a file database across a restart, and drops them for a new database', async () => {
    const dir = await scratchDir();
    const config: StackConfig = { ...loadConfig('test'), databasePath: join(dir, 'app.sqlite'), outputDir: join(dir, 'outputs'), farm: false };
    const start = async () => {
      const app = await buildApp(config, { publisher: createRecordingPublisher(config), clock: steppedClock(), provider: fakeProvider });
      const agent = new Agent(app);
      await agent.get('/server/sanctum/csrf-cookie');
      const redirect = await agent.get('/server/api/v1/auth/redirect');
      const state = new URL(String(redirect.headers.location)).searchParams.get('state');
      await agent.post('/server/api/v1/auth/callback', { state, code: 'code:manager@example.com', client_id: config.oauthClientId, grant_type: 'authorization_code', scope: 'openid email profile' });
      agent.brand = 'acme';
      return { app, agent };
    };

    const first = await start();
    const id = (await first.agent.get('/server/api/v1/visual-build?status=finished&limit=1')).json().data[0].id as number;
    const body = (await first.agent.get(`/server/api/v1/visual-build/${id}/download`)).body;
    const files = await readdir(join(dir, 'outputs', String(id)));
    await first.app.close();

    const again = await start();
    expect(await readdir(join(dir, 'outputs', String(id)))).toEqual(files);
    expect((await again.agent.get(`/server/api/v1/visual-build/${id}/download`)).body).toBe(body);
    // Served from the stored file, not produced again (a production writes a file of a new name).
    expect(await readdir(join(dir, 'outputs', String(id)))).toEqual(files);
    await again.app.close();

    await rm(config.databasePath);
    const fresh = await start();
    expect(existsSync(join(dir, 'outputs', String(id)))).toBe(false);
    await fresh.app.close();
  });
});

describe('outputs never outlive their rows', () => {
  it('a control reset removes them, so a download after it is the reseeded row\'s file', async () => {
    const outputDir = await scratchDir();
    const t = await testApp({ outputDir });
    const id = firstFinished(t);
    const store = await createOutputStore(outputDir);
    await store.put(id, { filename: 'from-before-the-reset.html', mime: 'text/html', bytes: Buffer.from('stale') });
    const agent = await t.signIn('manager@example.com');
    expect((await agent.get(`/server/api/v1/visual-build/${id}/download`)).body).toBe('stale');

    expect((await new Agent(t.app).post('/__control/reset', {})).statusCode).toBe(200);
    expect(await store.has(id)).toBe(false);
    const after = await (await t.signIn('manager@example.com')).get(`/server/api/v1/visual-build/${id}/download`);
    // The reseeded row's HTML5 render: a zip whose page is the seeded package's, filled in.
    expect(after.headers['content-disposition']).toMatch(new RegExp(`-${id}\\.zip"$`));
    expect(readZip(after.rawPayload).find((e) => e.name === 'index.html')?.content.toString()).toContain('<meta name="ad.size"');
  });

  it('deleting a visual for good removes its renders\' files', async () => {
    const outputDir = await scratchDir();
    const t = await testApp({ outputDir });
    const agent = await t.signIn('manager@example.com');
    const visualId = t.db.prepare("SELECT vv.visual_id FROM visual_builds b JOIN visual_versions vv ON vv.id = b.visual_version_id WHERE b.brand_id = 1 AND b.status = 'finished' ORDER BY b.id LIMIT 1").pluck().get() as number;
    const builds = t.db.prepare("SELECT b.id FROM visual_builds b JOIN visual_versions vv ON vv.id = b.visual_version_id WHERE vv.visual_id = ? AND b.status = 'finished'").pluck().all(visualId) as number[];
    for (const id of builds) expect((await agent.get(`/server/api/v1/visual-build/${id}/download`)).statusCode).toBe(200);
    const store = await createOutputStore(outputDir);
    expect(await Promise.all(builds.map((id) => store.has(id)))).toEqual(builds.map(() => true));

    expect((await agent.delete(`/server/api/v1/visual/${visualId}/delete?force=1`)).statusCode).toBe(204);
    expect(await Promise.all(builds.map((id) => store.has(id)))).toEqual(builds.map(() => false));
  });
});
