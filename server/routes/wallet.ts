/**
 * The wallet beyond the balance (docs/brand-money.md): the spending history (credit transactions,
 * newest first, paginated, optionally within a period of days) and top-up requests. Every call
 * obeys the money/storage rule of spec section 6.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { brandContext, requireMoneyAccess } from '../http/context.ts';
import { forbidden, validationError } from '../http/errors.ts';
import { listQuery } from '../http/list-query.ts';
import { offsetOf, paginate } from '../http/paginate.ts';
import { intInRange, isoDate, validate } from '../http/validate.ts';
import { apiUrl, type Services } from '../services.ts';

const { page, limit } = listQuery(100, 20);
const TransactionsQuery = v.object({ page, limit, from: v.optional(isoDate()), to: v.optional(isoDate()) });

/** A request for credits: a whole number, and what it is for. */
const TOP_UP_MAX = 100_000;
const TopUpBody = v.object({
  amount: intInRange(1, TOP_UP_MAX),
  note: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500)))),
});

interface TransactionRow {
  id: number;
  amount: number;
  reason: string;
  visual_build_id: number | null;
  created_at: string;
  visual_id: number | null;
  visual_name: string | null;
  user_id: number | null;
  user_name: string | null;
}

interface TopUpRow {
  id: number;
  amount: number;
  note: string | null;
  status: string;
  created_at: string;
  user_id: number | null;
  user_name: string | null;
}

const presentTransaction = (r: TransactionRow) => ({
  id: r.id,
  amount: r.amount,
  reason: r.reason,
  created_at: r.created_at,
  visual_build_id: r.visual_build_id,
  visual: r.visual_id === null ? null : { id: r.visual_id, name: r.visual_name },
  user: r.user_id === null ? null : { id: r.user_id, name: r.user_name },
});

const presentTopUp = (r: TopUpRow) => ({
  id: r.id,
  amount: r.amount,
  note: r.note,
  status: r.status,
  created_at: r.created_at,
  user: r.user_id === null ? null : { id: r.user_id, name: r.user_name },
});

export function registerWalletRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;

  app.get('/server/api/v1/balance-manager/transactions', async (request) => {
    const ctx = brandContext(db, request);
    requireMoneyAccess(ctx);
    const q = validate(TransactionsQuery, request.query);
    if (q.from !== undefined && q.to !== undefined && q.to < q.from) throw validationError({ to: ['The to field must be a date after or equal to from.'] });
    let where = 't.brand_id = ?';
    const args: unknown[] = [ctx.brand.id];
    if (q.from !== undefined) {
      where += ' AND substr(t.created_at, 1, 10) >= ?';
      args.push(q.from);
    }
    if (q.to !== undefined) {
      where += ' AND substr(t.created_at, 1, 10) <= ?';
      args.push(q.to);
    }
    const total = db.prepare(`SELECT COUNT(*) FROM credit_transactions t WHERE ${where}`).pluck().get(...args) as number;
    const pg = { page: q.page, perPage: q.limit };
    // Who spent and on what: the render's author and template, when the transaction names a render.
    const rows = db
      .prepare(
        `SELECT t.id, t.amount, t.reason, t.visual_build_id, t.created_at, vi.id AS visual_id, vi.name AS visual_name, u.id AS user_id, u.name AS user_name
         FROM credit_transactions t
         LEFT JOIN visual_builds b ON b.id = t.visual_build_id AND b.brand_id = t.brand_id
         LEFT JOIN visual_versions vv ON vv.id = b.visual_version_id
         LEFT JOIN visuals vi ON vi.id = vv.visual_id
         LEFT JOIN users u ON u.id = b.user_id
         WHERE ${where} ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, pg.perPage, offsetOf(pg)) as TransactionRow[];
    return paginate(rows.map(presentTransaction), total, pg, apiUrl(s, 'balance-manager/transactions'));
  });

  app.get('/server/api/v1/balance-manager/top-up-request', async (request) => {
    const ctx = brandContext(db, request);
    requireMoneyAccess(ctx);
    const rows = db
      .prepare(
        `SELECT r.id, r.amount, r.note, r.status, r.created_at, u.id AS user_id, u.name AS user_name
         FROM credit_top_up_requests r LEFT JOIN users u ON u.id = r.user_id
         WHERE r.brand_id = ? ORDER BY r.created_at DESC, r.id DESC LIMIT 20`,
      )
      .all(ctx.brand.id) as TopUpRow[];
    return { data: rows.map(presentTopUp) };
  });

  app.post('/server/api/v1/balance-manager/top-up-request', async (request, reply) => {
    const ctx = brandContext(db, request);
    requireMoneyAccess(ctx);
    // Asking for money is the managers' call (and godlike users').
    if (ctx.brandUser.primary_role !== 'manager' && !ctx.user.is_godlike) throw forbidden();
    const body = validate(TopUpBody, request.body);
    const now = s.clock.now().toISOString();
    const note = body.note === undefined || body.note === null || body.note === '' ? null : body.note;
    const id = Number(db.prepare('INSERT INTO credit_top_up_requests (brand_id, user_id, amount, note, status, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(ctx.brand.id, ctx.user.id, body.amount, note, 'pending', now).lastInsertRowid);
    return reply.status(201).send({ data: presentTopUp({ id, amount: body.amount, note, status: 'pending', created_at: now, user_id: ctx.user.id, user_name: ctx.user.name }) });
  });
}
