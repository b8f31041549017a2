/**
 * Pushing products into a feed from another system: POST /feed-api/v1/feeds/{id}/products with
 * `Authorization: Bearer <the feed's API token>` and `{ "products": [ {column: value, …} ] }`.
 * Products are matched by the feed's key column: new ones are added, known ones updated, none
 * removed (a push is partial). Outside /server/ on purpose: a machine has no session or CSRF
 * token, the bearer token is its whole authority.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { HttpError, validationError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { readTable, saveTable, type FeedRecord } from '../feeds/store.ts';
import { inferColumns, keyColumn, keyProblems, priceProblems, type FeedRow } from '../feeds/table.ts';
import type { Services } from '../services.ts';
import { announceFeedOfBrand } from './feeds-live.ts';

const PushBody = v.object({ products: v.pipe(v.array(v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()]))), v.minLength(1), v.maxLength(1000)) });

const unauthorized = () => new HttpError(401, 'Unauthenticated.');

export function registerFeedPushRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  app.post('/feed-api/v1/feeds/:id/products', { config: { public: true } }, async (request) => {
    const id = Number((request.params as { id: string }).id);
    const header = request.headers.authorization ?? '';
    const given = /^Bearer (\S+)$/.exec(header)?.[1];
    const stored = Number.isSafeInteger(id) ? (db.prepare('SELECT api_token FROM feed_tokens WHERE feed_id = ?').pluck().get(id) as string | undefined) : undefined;
    if (!given || !stored || given.length !== stored.length || !timingSafeEqual(Buffer.from(given), Buffer.from(stored))) throw unauthorized();
    const feed = db.prepare('SELECT * FROM feeds WHERE id = ?').get(id) as FeedRecord;
    if (feed.type === 'derived') throw validationError({ products: ['A derived feed takes its products from its source.'] });
    const input = validate(PushBody, request.body);
    const current = readTable(db, feed.id);
    const pushed: FeedRow[] = input.products.map((p) => Object.fromEntries(Object.entries(p).map(([k, value]) => [k, value === null ? '' : String(value)])));
    // New columns join the feed's; the key is the feed's key (or the pushed rows' when it has none yet).
    const names = [...new Set([...current.columns.map((c) => c.name), ...pushed.flatMap((r) => Object.keys(r))])];
    const typed = new Map(current.columns.map((c) => [c.name, c]));
    const columns = inferColumns(names, pushed).map((c) => typed.get(c.name) ?? c);
    const key = keyColumn(columns)!;
    // A pushed product is named by its place in the request's list, as the error keys do.
    const product = (index: number) => `Product ${index + 1}`;
    const errors = [...keyProblems({ columns, rows: pushed }, product), ...priceProblems({ columns, rows: pushed }, product)];
    if (errors.length) throw validationError(Object.fromEntries(errors.map((p) => [`products.${(p.row ?? 1) - 1}.${p.column ?? key}`, [p.message]])));
    const byKey = new Map(current.rows.map((r) => [r[key] ?? '', r]));
    for (const row of pushed) byKey.set(row[key]!, { ...(byKey.get(row[key]!) ?? {}), ...row });
    const result = db.transaction(() => saveTable(db, feed, { columns, rows: [...byKey.values()] }, { userId: null, kind: 'api', now: s.clock.now().toISOString() }))();
    announceFeedOfBrand(s.publisher, db, feed.brand_id, feed.id, 'pushed');
    return { data: result };
  });
}
