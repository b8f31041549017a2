/**
 * Feed writes (docs/feeds.md). Each kind has its own create and edit, because each is made from
 * something else; reads of the feed row itself stay the generic resource calls.
 *
 *   POST /feed/{upload|fetch|manual|derived}       create (upload is multipart)
 *   PUT  /feed/{id}/{kind}                         edit; another kind than the feed's → 404
 *   POST /feed/preview/{upload|fetch|derived}      parse without storing (columns, rows, problems)
 *   PUT  /feed/{id}/settings, /feed/{id}/attributes (manual feeds' column types)
 *   POST /feed/{id}/fetch                          fetch now (fetch feeds); a failure is recorded on the feed, not a 4xx
 *   POST /feed/{id}/tokens/{permalink|api}         regenerate a token
 *   DELETE /feed/{id}                              delete with its products
 *
 * Every write that succeeds is announced to the brand's open pages (FeedUpdated, feeds-live.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { brandContext, requireWriteAccess, type BrandContext } from '../http/context.ts';
import { forbidden, modelNotFound, validationError } from '../http/errors.ts';
import { readBody } from '../http/multipart.ts';
import { routeId } from '../http/params.ts';
import { validate } from '../http/validate.ts';
import { CURRENCIES, nameField, parseDerived, parseFetch, parseManual, parseUpload, refuseProblems, SCHEDULES, testDerived, testFetch, type Parsed } from '../feeds/input.ts';
import { fetchAndStore } from '../feeds/fetch-feed.ts';
import { nextFetchAt } from '../feeds/schedule.ts';
import { newToken, saveTable, type FeedRecord, type RevisionKind } from '../feeds/store.ts';
import { ATTRIBUTE_TYPES } from '../feeds/table.ts';
import { AUTO_DELIMITER } from '../../worker/contract/feed-values';
import type { FeedChange } from '../../worker/domains/feeds/contract';
import type { Services } from '../services.ts';
import { presentFeedDetail } from './feeds-present.ts';
import { announceFeedUpdated } from './feeds-live.ts';

const KINDS = ['upload', 'fetch', 'manual', 'derived'] as const;
type Kind = (typeof KINDS)[number];
/** What an edit that stored a new table announces: a new file, a fetch, the grid, the rules. */
const EDIT_CHANGES = { upload: 'imported', fetch: 'fetched', manual: 'edited', derived: 'edited' } as const satisfies Record<Kind, FeedChange>;

const SettingsBody = v.object({ name: v.optional(nameField), schedule: v.optional(v.picklist(SCHEDULES)), currency: v.optional(v.picklist(CURRENCIES)) });
const AttributesBody = v.object({ attributes: v.array(v.object({ name: v.string(), type: v.picklist(ATTRIBUTE_TYPES) })) });

export function findFeed(db: Db, brandId: number, id: number): FeedRecord {
  const feed = db.prepare('SELECT * FROM feeds WHERE id = ? AND brand_id = ?').get(id, brandId) as FeedRecord | undefined;
  if (!feed) throw modelNotFound('Feed', id);
  return feed;
}

/** Tokens are for the people who set up integrations. */
export const managesIntegrations = (ctx: BrandContext) => ['manager', 'developer'].includes(ctx.brandUser.primary_role) || ctx.user.is_godlike === 1;

export function registerFeedRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  const base = '/server/api/v1/feed';
  const now = () => s.clock.now().toISOString();

  /** The kind's input as a table plus the columns of `feeds` it sets. */
  async function readKind(kind: Kind, request: FastifyRequest, ctx: BrandContext, editing: FeedRecord | null): Promise<{ settings: Record<string, unknown>; parsed: Parsed | null }> {
    const { fields, files } = await readBody(request);
    switch (kind) {
      case 'upload': {
        const { input, parsed } = await parseUpload(fields, files, editing === null);
        if (parsed) refuseProblems(parsed);
        const file = files.find((f) => f.field === 'file');
        const header = input.has_header === '1' || input.has_header === 'true' ? 1 : 0;
        // The delimiter the file was read with (the detected one for `auto`); no new file keeps the stored one.
        const delimiter = parsed?.delimiter ?? (input.delimiter === AUTO_DELIMITER ? undefined : input.delimiter);
        return { settings: { name: input.name, ...(delimiter ? { delimiter } : {}), has_header: header, currency: input.currency, ...(file ? { file_name: file.filename } : {}) }, parsed };
      }
      case 'fetch': {
        const { input, parsed } = await parseFetch(fields, s.config.feedFetch);
        const at = s.clock.now();
        const fetched = { last_fetch_at: at.toISOString(), last_fetch_error: null, next_fetch_at: nextFetchAt(input.schedule, at) };
        return { settings: { name: input.name, url: input.url, format: input.format, schedule: input.schedule, currency: input.currency, ...fetched }, parsed };
      }
      case 'manual': {
        const { input, parsed } = parseManual(fields);
        return { settings: { name: input.name, currency: input.currency }, parsed };
      }
      case 'derived': {
        const { input, parsed } = parseDerived(db, ctx.brand.id, fields, editing?.id ?? null);
        return { settings: { name: input.name, source_feed_id: input.source_feed_id, rules: JSON.stringify(input.rules), currency: input.currency }, parsed };
      }
    }
  }

  const update = (id: number, settings: Record<string, unknown>) => {
    const keys = Object.keys(settings);
    db.prepare(`UPDATE feeds SET ${[...keys.map((k) => `${k} = @${k}`), 'updated_at = @now'].join(', ')} WHERE id = @id`).run({ ...settings, now: now(), id });
  };

  for (const kind of KINDS) {
    app.post(`${base}/${kind}`, async (request, reply) => {
      const ctx = brandContext(db, request);
      requireWriteAccess(ctx);
      const { settings, parsed } = await readKind(kind, request, ctx, null);
      const at = now();
      const id = db.transaction(() => {
        const id = Number(db.prepare('INSERT INTO feeds (brand_id, name, type, created_at, updated_at) VALUES (?, ?, ?, ?, ?)').run(ctx.brand.id, settings.name, kind, at, at).lastInsertRowid);
        update(id, settings);
        if (parsed) saveTable(db, findFeed(db, ctx.brand.id, id), parsed.table, { userId: ctx.user.id, kind: 'create', now: at });
        return id;
      })();
      announceFeedUpdated(s.publisher, ctx.brand, id, 'created');
      return reply.status(201).send({ data: presentFeedDetail(db, findFeed(db, ctx.brand.id, id), managesIntegrations(ctx)) });
    });

    app.put(`${base}/:id/${kind}`, async (request) => {
      const ctx = brandContext(db, request);
      requireWriteAccess(ctx);
      const feed = findFeed(db, ctx.brand.id, routeId(request.params, 'Feed'));
      if (feed.type !== kind) throw modelNotFound('Feed', feed.id);
      const { settings, parsed } = await readKind(kind, request, ctx, feed);
      const revision: RevisionKind = kind === 'upload' ? 'import' : kind === 'fetch' ? 'fetch' : kind === 'derived' ? 'rules' : 'edit';
      db.transaction(() => {
        update(feed.id, settings);
        if (parsed) saveTable(db, findFeed(db, ctx.brand.id, feed.id), parsed.table, { userId: ctx.user.id, kind: revision, now: now() });
      })();
      announceFeedUpdated(s.publisher, ctx.brand, feed.id, parsed === null ? 'settings' : EDIT_CHANGES[kind]);
      return { data: presentFeedDetail(db, findFeed(db, ctx.brand.id, feed.id), managesIntegrations(ctx)) };
    });
  }

  app.post(`${base}/preview/:kind`, async (request) => {
    const ctx = brandContext(db, request);
    const kind = (request.params as { kind: string }).kind;
    const { fields, files } = await readBody(request);
    let parsed: Parsed & { delimiter?: string | null };
    if (kind === 'upload') parsed = (await parseUpload({ name: 'preview', ...fields }, files, true)).parsed!;
    else if (kind === 'fetch') {
      // The server reaches out on the user's behalf: only those who may make feeds may make it.
      requireWriteAccess(ctx);
      parsed = await testFetch(fields, s.config.feedFetch);
    }
    else if (kind === 'derived') parsed = testDerived(db, ctx.brand.id, fields);
    else throw modelNotFound('FeedKind', kind);
    return { data: { columns: parsed.table.columns, rows: parsed.table.rows.slice(0, 10), total: parsed.table.rows.length, problems: parsed.problems.slice(0, 50), delimiter: parsed.delimiter ?? null } };
  });

  app.put(`${base}/:id/settings`, async (request) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const feed = findFeed(db, ctx.brand.id, routeId(request.params, 'Feed'));
    const input = validate(SettingsBody, request.body);
    if (input.schedule !== undefined && feed.type !== 'fetch') throw validationError({ schedule: ['Only fetched feeds have a schedule.'] });
    // A new schedule counts from now: "hourly" means the next fetch within the hour.
    const due = input.schedule !== undefined && input.schedule !== feed.schedule ? { next_fetch_at: nextFetchAt(input.schedule, s.clock.now()) } : {};
    update(feed.id, { ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)), ...due });
    announceFeedUpdated(s.publisher, ctx.brand, feed.id, 'settings');
    return { data: presentFeedDetail(db, findFeed(db, ctx.brand.id, feed.id), managesIntegrations(ctx)) };
  });

  app.put(`${base}/:id/attributes`, async (request) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const feed = findFeed(db, ctx.brand.id, routeId(request.params, 'Feed'));
    if (feed.type !== 'manual') throw validationError({ attributes: ['Only the columns of a manual feed can change their type.'] });
    const input = validate(AttributesBody, request.body);
    const set = db.prepare('UPDATE feed_attributes SET type = ? WHERE feed_id = ? AND name = ?');
    db.transaction(() => input.attributes.forEach((a) => set.run(a.type, feed.id, a.name)))();
    update(feed.id, {});
    announceFeedUpdated(s.publisher, ctx.brand, feed.id, 'columns');
    return { data: presentFeedDetail(db, findFeed(db, ctx.brand.id, feed.id), managesIntegrations(ctx)) };
  });

  app.post(`${base}/:id/fetch`, async (request) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const feed = findFeed(db, ctx.brand.id, routeId(request.params, 'Feed'));
    if (feed.type !== 'fetch' || feed.url === null) throw validationError({ url: ['Only fetched feeds can be fetched.'] });
    // A failed fetch is an answer too: the feed keeps its products and shows why (last_fetch_error, a fetch-failed revision).
    const outcome = await fetchAndStore(db, feed, s.config.feedFetch, { userId: ctx.user.id, now: () => s.clock.now() });
    announceFeedUpdated(s.publisher, ctx.brand, feed.id, outcome.ok ? 'fetched' : 'fetch-failed');
    return { data: presentFeedDetail(db, findFeed(db, ctx.brand.id, feed.id), managesIntegrations(ctx)) };
  });

  app.post(`${base}/:id/tokens/:token`, async (request) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const feed = findFeed(db, ctx.brand.id, routeId(request.params, 'Feed'));
    const token = (request.params as { token: string }).token;
    if (token !== 'permalink' && token !== 'api') throw modelNotFound('FeedToken', token);
    if (token === 'api' && !managesIntegrations(ctx)) throw forbidden();
    db.prepare('INSERT OR IGNORE INTO feed_tokens (feed_id, permalink_token, api_token) VALUES (?, ?, ?)').run(feed.id, newToken(), newToken());
    db.prepare(`UPDATE feed_tokens SET ${token}_token = ? WHERE feed_id = ?`).run(newToken(), feed.id);
    announceFeedUpdated(s.publisher, ctx.brand, feed.id, 'tokens');
    return { data: presentFeedDetail(db, feed, managesIntegrations(ctx)) };
  });

  app.delete(`${base}/:id`, async (request, reply) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const feed = findFeed(db, ctx.brand.id, routeId(request.params, 'Feed'));
    db.transaction(() => {
      db.prepare('DELETE FROM products WHERE feed_id = ?').run(feed.id);
      db.prepare('DELETE FROM feeds WHERE id = ?').run(feed.id);
    })();
    announceFeedUpdated(s.publisher, ctx.brand, feed.id, 'deleted');
    return reply.status(204).send();
  });
}
