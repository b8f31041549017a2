import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { NOTIFICATION_TYPES } from '../notifications/kinds.ts';
import { steppedClock, TEST_NOW } from '../test-support/test-app.ts';
import { SEED_PEOPLE } from './people.ts';
import { seed } from './seed.ts';

let db: Db;
let ms = 0;
beforeAll(() => {
  db = openDatabase(':memory:');
  const start = performance.now();
  seed(db, steppedClock());
  ms = performance.now() - start;
});

const all = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as T[];
const one = (sql: string, ...args: unknown[]) => db.prepare(sql).pluck().get(...args) as number;

describe('the seed', () => {
  it('is quick enough to run per test file', () => {
    expect(ms).toBeLessThan(1000);
  });

  it('has at least 6 brands, one collaborative, one with modules', () => {
    const brands = all<{ identifier: string; collaborative_mode: number; modules: string }>('SELECT * FROM brands');
    expect(brands.length).toBeGreaterThanOrEqual(6);
    expect(brands.filter((b) => b.collaborative_mode).length).toBeGreaterThanOrEqual(1);
    expect(brands.filter((b) => JSON.parse(b.modules).length > 0).length).toBeGreaterThanOrEqual(1);
  });

  it('gives each person the role the people file promises', () => {
    const roles = (userId: number) => all<{ primary_role: string }>('SELECT primary_role FROM brand_users WHERE user_id = ?', userId).map((r) => r.primary_role);
    expect(roles(1).filter((r) => r === 'manager').length).toBeGreaterThan(roles(1).length / 2);
    expect(roles(2)).toContain('developer');
    expect(roles(3)).toEqual(['editor', 'editor']);
    expect(one('SELECT COUNT(*) FROM brand_users bu JOIN brands b ON b.id = bu.brand_id WHERE bu.user_id = 3 AND b.collaborative_mode = 1')).toBe(1);
    expect(roles(4)).toContain('visitor');
    expect(one('SELECT COUNT(*) FROM brand_users WHERE user_id = 5')).toBe(one('SELECT COUNT(*) FROM brands'));
    expect(roles(6)).toEqual([]);
    expect(one("SELECT COUNT(*) FROM brand_invites WHERE email = 'invited@example.com' AND accepted_at IS NULL")).toBeGreaterThanOrEqual(1);
    const people = all<{ id: number; email: string; is_godlike: number; is_mfa_enabled: number; is_password_valid: number }>('SELECT * FROM users ORDER BY id');
    expect(people.map((p) => p.email)).toEqual(SEED_PEOPLE.map((p) => p.email));
    expect(people.find((p) => p.id === 5)!.is_godlike).toBe(1);
    expect(people.find((p) => p.id === 7)).toMatchObject({ is_mfa_enabled: 0, is_password_valid: 0 });
  });

  it('puts balances below 5, 50, 100 and at or above 100 in different brands', () => {
    const balances = all<{ balance: number }>('SELECT balance FROM brands').map((b) => b.balance);
    expect(balances.some((b) => b < 5)).toBe(true);
    expect(balances.some((b) => b >= 5 && b < 50)).toBe(true);
    expect(balances.some((b) => b >= 50 && b < 100)).toBe(true);
    expect(balances.some((b) => b >= 100)).toBe(true);
  });

  it('puts storage above 75, 90 and 100 % in different brands', () => {
    const pct = all<{ p: number }>('SELECT 100.0 * storage_used_kib / storage_total_kib AS p FROM brands').map((r) => r.p);
    expect(pct.some((p) => p >= 75 && p < 90)).toBe(true);
    expect(pct.some((p) => p >= 90 && p < 100)).toBe(true);
    expect(pct.some((p) => p >= 100)).toBe(true);
  });

  it('has 60+ notifications of every kind over 30 days, read and unread, for the main users', () => {
    const since = new Date(TEST_NOW.getTime() - 30 * 86_400_000).toISOString();
    expect(one('SELECT COUNT(*) FROM notifications WHERE created_at >= ?', since)).toBeGreaterThanOrEqual(60);
    const types = new Set(all<{ type: string }>('SELECT DISTINCT type FROM notifications').map((r) => r.type));
    for (const type of Object.values(NOTIFICATION_TYPES)) expect(types, type).toContain(type);
    const kinds = (type: string, key: string) => new Set(all<{ v: string }>(`SELECT json_extract(data, '$.${key}') AS v FROM notifications WHERE type = ?`, type).map((r) => r.v));
    expect(kinds(NOTIFICATION_TYPES.AdSetReviewed, 'reviewState')).toEqual(new Set(['approved', 'partly-approved', 'rejected']));
    expect(kinds(NOTIFICATION_TYPES.LowCreditBalance, 'type')).toEqual(new Set(['below100', 'below50', 'below5']));
    expect(kinds(NOTIFICATION_TYPES.StorageUsageExceeded, 'type')).toEqual(new Set(['above75', 'above90', 'above100']));
    expect(kinds(NOTIFICATION_TYPES.InApp, 'group').size).toBe(8);
    for (const userId of [1, 2, 3, 5]) {
      expect(one('SELECT COUNT(*) FROM notifications WHERE notifiable_id = ? AND read_at IS NULL', userId), `unread of ${userId}`).toBeGreaterThan(0);
      expect(one('SELECT COUNT(*) FROM notifications WHERE notifiable_id = ? AND read_at IS NOT NULL', userId), `read of ${userId}`).toBeGreaterThan(0);
    }
    const span = all<{ min: string; max: string }>("SELECT MIN(created_at) AS min, MAX(created_at) AS max FROM notifications WHERE notifiable_id = 1 AND created_at >= ?", since)[0]!;
    expect(Date.parse(span.max) - Date.parse(span.min)).toBeGreaterThan(25 * 86_400_000);
  });

  it('has incidents of each severity, visuals with several versions, comments and builds, and every generic resource', () => {
    expect(new Set(all<{ severity: string }>('SELECT severity FROM incidents').map((r) => r.severity))).toEqual(new Set(['high', 'medium', 'success']));
    expect(one('SELECT COUNT(*) FROM (SELECT visual_id FROM visual_versions GROUP BY visual_id HAVING COUNT(*) >= 2)')).toBeGreaterThanOrEqual(3);
    expect(one('SELECT COUNT(*) FROM visual_version_comments')).toBeGreaterThan(10);
    expect(new Set(all<{ status: string }>('SELECT status FROM visual_builds').map((r) => r.status))).toEqual(new Set(['finished', 'failed', 'queued', 'rendering']));
    for (const table of ['ad_sets', 'ads', 'feeds', 'asset_groups', 'products']) expect(one(`SELECT COUNT(*) FROM ${table} WHERE brand_id = 1`), table).toBeGreaterThan(1);
  });

  it('gives Acme templates in every state, each version a history, and failed renders with reasons', () => {
    const states = new Set(all<{ status: string }>('SELECT DISTINCT status FROM visual_versions WHERE brand_id = 1').map((r) => r.status));
    for (const s of ['draft', 'processed', 'previewed', 'approval-requested', 'approved', 'rejected', 'archived', 'erased']) expect(states, s).toContain(s);
    expect(one('SELECT COUNT(*) FROM visuals WHERE brand_id = 1 AND deleted_at IS NOT NULL')).toBeGreaterThanOrEqual(1);
    expect(one("SELECT COUNT(*) FROM visuals WHERE brand_id = 1 AND status = 'unpublished'")).toBeGreaterThanOrEqual(1);
    expect(one('SELECT COUNT(*) FROM visual_versions vv WHERE NOT EXISTS (SELECT 1 FROM visual_version_events e WHERE e.visual_version_id = vv.id)')).toBe(0);
    expect(one("SELECT COUNT(*) FROM visual_version_events WHERE action = 'created'")).toBe(one('SELECT COUNT(*) FROM visual_versions'));
    const finalActions = all<{ status: string; action: string }>(
      `SELECT vv.status, (SELECT e.action FROM visual_version_events e WHERE e.visual_version_id = vv.id AND e.to_status IS NOT NULL AND e.action NOT IN ('render', 'revise') ORDER BY e.created_at DESC, e.id DESC LIMIT 1) AS action FROM visual_versions vv`,
    );
    for (const v of finalActions) if (v.status !== 'draft') expect(v.action, v.status).not.toBe('created');
    // Four eyes in the seed too: no one approved or rejected their own request.
    expect(one(`SELECT COUNT(*) FROM visual_version_events r JOIN visual_version_events q ON q.visual_version_id = r.visual_version_id AND q.action = 'request-approval'
                WHERE r.action IN ('approve', 'reject') AND r.user_id = q.user_id`)).toBe(0);
    expect(new Set(all<{ error: string }>("SELECT DISTINCT error FROM visual_builds WHERE brand_id = 1 AND status = 'failed'").map((r) => r.error)).size).toBeGreaterThanOrEqual(2);
    expect(one("SELECT COUNT(*) FROM visual_builds WHERE created_at > ?", TEST_NOW.toISOString())).toBe(0);
    expect(one("SELECT COUNT(*) FROM visual_version_events WHERE created_at > ?", TEST_NOW.toISOString())).toBe(0);
  });

  it('is the same on every run', () => {
    const again = openDatabase(':memory:');
    seed(again, steppedClock());
    const dump = (d: Db) =>
      ['notifications ORDER BY id', 'visual_builds', 'visual_versions', 'visual_version_events'].map((q) => JSON.stringify(d.prepare(`SELECT * FROM ${q}`).all())).join('\n');
    expect(dump(again)).toBe(dump(db));
  });
});
