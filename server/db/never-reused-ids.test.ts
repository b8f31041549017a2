// An id is never given twice, on a fresh database and on one made before.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip } from '../../tests/harness/zip-builder.ts';
import { seed } from '../seed/seed.ts';
import { multipart } from '../test-support/agent.ts';
import { createTestApp, snapshot, steppedClock, type TestApp } from '../test-support/test-app.ts';
import type { Db } from './database.ts';
import { MIGRATIONS, migrate } from './migrate.ts';
import { tablesReusingIds, UPGRADE_ID_GAP } from './migrations/012-never-reused-ids.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newest = (table: string, brandId = 1) => t.db.prepare(`SELECT MAX(id) FROM ${table} WHERE brand_id = ?`).pluck().get(brandId) as number;
const renderable = (brandId: number) =>
  t.db.prepare("SELECT vv.id AS version, vv.visual_id AS visual FROM visual_versions vv WHERE vv.brand_id = ? AND vv.status = 'approved' ORDER BY vv.id").all(brandId) as { version: number; visual: number }[];

describe('ids after a delete (API)', () => {
  it('gives a new template, render, feed and comment an id above the deleted newest one', async () => {
    const agent = await t.signIn('manager@example.com');
    const zip = { field: 'package', filename: 'banner.zip', content: buildZip([{ name: 'index.html', content: '<p>Once</p>' }]), type: 'application/zip' };
    const create = async () => (await agent.post('/server/api/v1/visual', undefined, { raw: multipart({ name: 'Once', output_category: 'display' }, [zip]) })).json().data.id as number;

    const template = await create();
    expect(template).toBe(newest('visuals'));
    expect((await agent.delete(`/server/api/v1/visual/${template}/delete`, { query: { force: '1' } })).statusCode).toBe(204);
    expect(await create()).toBeGreaterThan(template);

    // The newest render goes with its template's forced delete.
    const [doomed, ...others] = renderable(1) as [{ version: number; visual: number }, ...{ version: number; visual: number }[]];
    const kept = others.find((x) => x.visual !== doomed.visual) as { version: number };
    const render = (version: number) => agent.post('/server/api/v1/visual-build', { visual_version_id: version });
    const build = (await render(doomed.version)).json().data[0].id as number;
    expect(build).toBe(newest('visual_builds'));
    expect((await agent.delete(`/server/api/v1/visual/${doomed.visual}/delete`, { query: { force: '1' } })).statusCode).toBe(204);
    expect(t.db.prepare('SELECT COUNT(*) FROM visual_builds WHERE id = ?').pluck().get(build)).toBe(0);
    expect((await render(kept.version)).json().data[0].id).toBeGreaterThan(build);

    const feed = async () => (await agent.post('/server/api/v1/feed/manual', { name: 'Typed', columns: [{ name: 'sku', type: 'text' }], rows: [{ sku: 'M1' }] })).json().data.id as number;
    const doomedFeed = await feed();
    expect((await agent.delete(`/server/api/v1/feed/${doomedFeed}`)).statusCode).toBe(204);
    expect(await feed()).toBeGreaterThan(doomedFeed);

    const comments = `/server/api/v1/visual-version/${kept.version}/comment`;
    const comment = async () => (await agent.post(comments, { comment: 'Note' })).json().data.id as number;
    const doomedComment = await comment();
    expect((await agent.delete(`${comments}/${doomedComment}`)).statusCode).toBe(204);
    expect(await comment()).toBeGreaterThan(doomedComment);
  });
});

describe('the schema', () => {
  it('declares every integer id AUTOINCREMENT (a table added later must too)', () => {
    const withIntegerId = t.db
      .prepare("SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c WHERE m.type = 'table' AND m.name <> 'migrations' AND c.name = 'id' AND c.pk = 1 AND c.type = 'INTEGER'")
      .pluck()
      .all() as string[];
    expect(withIntegerId.length).toBeGreaterThanOrEqual(25);
    expect(tablesReusingIds(t.db)).toEqual([]);
    for (const table of withIntegerId) expect(t.db.prepare("SELECT sql FROM sqlite_master WHERE name = ?").pluck().get(table)).toMatch(/\bid INTEGER PRIMARY KEY AUTOINCREMENT\b/);
  });
});

describe('012-never-reused-ids on a database made before it', () => {
  /** The migrations a database made before ids were never reused ran: those before 012, without AUTOINCREMENT. */
  const upgrade = MIGRATIONS.findIndex((m) => m.name === '012-never-reused-ids');
  const before = MIGRATIONS.slice(0, upgrade).map((m) => (m.sql === undefined ? m : { ...m, sql: m.sql.replaceAll(' AUTOINCREMENT', '') }));
  const schemaOf = (db: Db, type: string) =>
    (db.prepare('SELECT name, sql FROM sqlite_master WHERE type = ? AND sql IS NOT NULL ORDER BY name').all(type) as { name: string; sql: string }[]).map((r) => ({ ...r, sql: r.sql.replace(/^CREATE TABLE "(\w+)"/, 'CREATE TABLE $1') }));
  const open = () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    return db;
  };

  it('reused ids before it (the bug), and keeps rows, ids, indexes and foreign keys while fixing it', () => {
    const old = open();
    migrate(old, before);
    expect(tablesReusingIds(old).length).toBeGreaterThanOrEqual(25);
    seed(old, steppedClock());
    const top = old.prepare('SELECT MAX(id) FROM visuals').pluck().get() as number;
    old.prepare('DELETE FROM visuals WHERE id = ?').run(top);
    const insertVisual = old.prepare("INSERT INTO visuals (brand_id, name, output_category, created_at, updated_at) VALUES (1, 'Next', 'display', '', '')");
    expect(Number(insertVisual.run().lastInsertRowid)).toBe(top);
    // The newest render deleted just before the upgrade: no record of its id is left.
    const newestBuild = old.prepare('SELECT MAX(id) FROM visual_builds').pluck().get() as number;
    old.prepare('DELETE FROM visual_builds WHERE id = ?').run(newestBuild);
    // Table by table: the rebuild changes the order of sqlite_master, not the rows.
    const rowsOf = (db: Db) => snapshot(db).split('\n').sort();
    const data = rowsOf(old);

    expect(migrate(old, MIGRATIONS.slice(0, upgrade + 1))).toEqual(['012-never-reused-ids']);

    expect(tablesReusingIds(old)).toEqual([]);
    // Rows as they were after 012 itself: later migrations may add columns (014 does).
    expect(rowsOf(old)).toEqual(data);
    expect(migrate(old)).toEqual(MIGRATIONS.slice(upgrade + 1).map((m) => m.name));
    const fresh = open();
    migrate(fresh);
    expect(schemaOf(old, 'table')).toEqual(schemaOf(fresh, 'table'));
    expect(schemaOf(old, 'index')).toEqual(schemaOf(fresh, 'index'));
    expect(old.pragma('foreign_key_check')).toEqual([]);
    expect(old.pragma('foreign_keys', { simple: true })).toBe(1);
    // Still enforced and still cascading into the rebuilt tables.
    expect(() => old.prepare("INSERT INTO visual_versions (visual_id, brand_id, number, status, created_at, updated_at) VALUES (999999, 1, 1, 'draft', '', '')").run()).toThrow(/FOREIGN KEY/);
    const versions = old.prepare('SELECT COUNT(*) FROM visual_versions WHERE visual_id = ?').pluck();
    const withVersions = old.prepare('SELECT visual_id FROM visual_versions LIMIT 1').pluck().get() as number;
    expect(versions.get(withVersions)).toBeGreaterThan(0);
    old.prepare('DELETE FROM visuals WHERE id = ?').run(withVersions);
    expect(versions.get(withVersions)).toBe(0);

    // Ids continue a gap above the largest: not even the build deleted before the upgrade comes back.
    const next = Number(insertVisual.run().lastInsertRowid);
    expect(next).toBe(top + UPGRADE_ID_GAP + 1);
    old.prepare('DELETE FROM visuals WHERE id = ?').run(next);
    expect(Number(insertVisual.run().lastInsertRowid)).toBe(next + 1);
    const build = old.prepare("INSERT INTO visual_builds (brand_id, status, width, height, created_at, updated_at) VALUES (1, 'queued', 300, 250, '', '')").run();
    expect(Number(build.lastInsertRowid)).toBeGreaterThan(newestBuild);
    old.close();
    fresh.close();
  });
});
