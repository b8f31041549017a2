/** The current brand: membership, balance, running builds and the usage-statistics period. */
import type { FastifyInstance } from 'fastify';
import type { BalanceAnswerWire } from '../../worker/contract/balance-version';
import type { Db } from '../db/database.ts';
import { brandContext, requireMoneyAccess, type BrandContext } from '../http/context.ts';
import { presentBrandUser } from '../presenters/brand-user.ts';
import type { Services } from '../services.ts';

const UNFINISHED = "status IN ('queued', 'rendering')";

/**
 * `GET /brand-user`'s answer, also written into the page of a signed-in load (http/page-session.ts):
 * the brand the person works in now becomes their default (the client's last_brand).
 */
export function brandUserAnswer(db: Db, ctx: BrandContext) {
  if (ctx.user.last_brand_id !== ctx.brand.id) db.prepare('UPDATE users SET last_brand_id = ? WHERE id = ?').run(ctx.brand.id, ctx.user.id);
  return { data: presentBrandUser(db, ctx.brandUser, ctx.brand) };
}

export function registerBrandRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;

  app.get('/server/api/v1/brand-user', async (request) => brandUserAnswer(db, brandContext(db, request)));

  app.get('/server/api/v1/balance-manager/balance', async (request) => {
    const ctx = brandContext(db, request);
    requireMoneyAccess(ctx);
    // Balance and version from the same row read: the client orders answers and Spends by it.
    const data: BalanceAnswerWire = { balance: ctx.brand.balance, version: ctx.brand.balance_version };
    return { data };
  });

  app.get('/server/api/v1/visual-build/widget', async (request) => {
    const ctx = brandContext(db, request);
    requireMoneyAccess(ctx);
    const count = (where: string, ...args: unknown[]) => db.prepare(`SELECT COUNT(*) FROM visual_builds WHERE ${where}`).pluck().get(...args) as number;
    return {
      data: {
        // This brand's queue, and the whole environment's (how busy the shared farm is).
        unfinished: count(`${UNFINISHED} AND brand_id = ?`, ctx.brand.id),
        unfinishedWithinEnvironment: count(UNFINISHED),
      },
    };
  });

  app.get('/server/api/v1/brand/meta', async (request) => {
    const ctx = brandContext(db, request);
    requireMoneyAccess(ctx);
    const first = db.prepare('SELECT MIN(created_at) FROM credit_transactions WHERE brand_id = ?').pluck().get(ctx.brand.id) as string | null;
    return { data: { entirePeriod: { from: (first ?? ctx.brand.created_at).slice(0, 10), to: s.clock.now().toISOString().slice(0, 10) } } };
  });
}
