/**
 * Feed reads beyond the generic row: the detail, revisions, product changes, price statistics,
 * the changes touching one product, and the public permalink export (CSV or JSON by token).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { brandContext } from '../http/context.ts';
import { modelNotFound } from '../http/errors.ts';
import { offsetOf, paginate } from '../http/paginate.ts';
import { routeId } from '../http/params.ts';
import { intInRange, validate } from '../http/validate.ts';
import { toCsv } from '../feeds/csv.ts';
import { readTable, type FeedRecord } from '../feeds/store.ts';
import { apiUrl, type Services } from '../services.ts';
import { findFeed, managesIntegrations } from './feeds.ts';
import { presentFeedDetail } from './feeds-present.ts';
import { priceStats } from './feeds-stats.ts';

const PageQuery = v.object({ page: v.optional(intInRange(1, 100000), 1), limit: v.optional(intInRange(1, 100), 20) });

const CHANGE_COLUMNS = `c.id, c.revision_id, c.product_id, c.sku, c.field, c.old_value, c.new_value, r.created_at, r.kind,
  (SELECT name FROM products WHERE id = c.product_id) AS product_name`;

export function registerFeedReadRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  const base = '/server/api/v1/feed';

  app.get(`${base}/:id/detail`, async (request) => {
    const ctx = brandContext(db, request);
    return { data: presentFeedDetail(db, findFeed(db, ctx.brand.id, routeId(request.params, 'Feed')), managesIntegrations(ctx)) };
  });

  app.get(`${base}/:id/revisions`, async (request) => {
    const ctx = brandContext(db, request);
    const feed = findFeed(db, ctx.brand.id, routeId(request.params, 'Feed'));
    const q = validate(PageQuery, request.query);
    const page = { page: q.page, perPage: q.limit };
    const total = db.prepare('SELECT COUNT(*) FROM feed_revisions WHERE feed_id = ?').pluck().get(feed.id) as number;
    const rows = db
      .prepare('SELECT r.id, r.kind, r.added, r.changed, r.removed, r.error, r.created_at, u.name AS user_name FROM feed_revisions r LEFT JOIN users u ON u.id = r.user_id WHERE r.feed_id = ? ORDER BY r.id DESC LIMIT ? OFFSET ?')
      .all(feed.id, page.perPage, offsetOf(page));
    return paginate(rows, total, page, apiUrl(s, `feed/${feed.id}/revisions`));
  });

  app.get(`${base}/:id/changes`, async (request) => {
    const ctx = brandContext(db, request);
    const feed = findFeed(db, ctx.brand.id, routeId(request.params, 'Feed'));
    const q = validate(PageQuery, request.query);
    const page = { page: q.page, perPage: q.limit };
    // The latest five revisions that changed anything: older history stays in the revisions tab.
    const where = 'c.feed_id = @feed AND c.revision_id IN (SELECT id FROM feed_revisions WHERE feed_id = @feed AND added + changed + removed > 0 ORDER BY id DESC LIMIT 5)';
    const total = db.prepare(`SELECT COUNT(*) FROM product_changes c WHERE ${where}`).pluck().get({ feed: feed.id }) as number;
    const rows = db
      .prepare(`SELECT ${CHANGE_COLUMNS} FROM product_changes c JOIN feed_revisions r ON r.id = c.revision_id WHERE ${where} ORDER BY c.revision_id DESC, c.id LIMIT @limit OFFSET @offset`)
      .all({ feed: feed.id, limit: page.perPage, offset: offsetOf(page) });
    return paginate(rows, total, page, apiUrl(s, `feed/${feed.id}/changes`));
  });

  app.get(`${base}/:id/stats`, async (request) => {
    const ctx = brandContext(db, request);
    const feed = findFeed(db, ctx.brand.id, routeId(request.params, 'Feed'));
    return { data: { id: feed.id, ...priceStats(db, feed.id) } };
  });

  app.get('/server/api/v1/product/:id/changes', async (request) => {
    const ctx = brandContext(db, request);
    const id = routeId(request.params, 'Product');
    if (!db.prepare('SELECT 1 FROM products WHERE id = ? AND brand_id = ?').get(id, ctx.brand.id)) throw modelNotFound('Product', id);
    const rows = db.prepare(`SELECT ${CHANGE_COLUMNS} FROM product_changes c JOIN feed_revisions r ON r.id = c.revision_id WHERE c.product_id = ? ORDER BY c.id DESC LIMIT 50`).all(id);
    return { data: rows };
  });

  // Public by design: whoever has the token reads the export (ad platforms fetch it).
  app.get('/server/feed-export/:file', { config: { public: true } }, async (request, reply) => {
    const match = /^([\w-]+)\.(csv|json)$/.exec((request.params as { file: string }).file);
    const feed = match && (db.prepare('SELECT f.* FROM feeds f JOIN feed_tokens t ON t.feed_id = f.id WHERE t.permalink_token = ?').get(match[1]) as FeedRecord | undefined);
    if (!match || !feed) throw modelNotFound('Feed', 'export');
    const table = readTable(db, feed.id);
    if (match[2] === 'json') return { data: table.rows };
    const names = table.columns.map((c) => c.name);
    return reply.type('text/csv; charset=utf-8').send(toCsv([names, ...table.rows.map((r) => names.map((n) => r[n] ?? ''))]));
  });
}
