/**
 * The generic resource calls for every definition in resources/definitions.ts:
 * GET {resource}/meta, GET {resource} (paginated), GET {resource}/{id}, POST, PUT {id}.
 * List parameters: those of http/list-query.ts (page, limit ≤ 999, search, archived, ids), plus
 * sort/order and per-resource filters.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { brandContext, requireWriteAccess } from '../http/context.ts';
import { modelNotFound, validationError } from '../http/errors.ts';
import { offsetOf, paginate } from '../http/paginate.ts';
import { routeId } from '../http/params.ts';
import { validate } from '../http/validate.ts';
import { archivedSql, listQuery, listQueryNames, normalizeListQuery } from '../http/list-query.ts';
import { RESOURCES, type ResourceDef } from '../resources/definitions.ts';
import { apiUrl, type Services } from '../services.ts';
import { LIST_MAX_LIMIT } from '../../worker/contract/limits';

type Row = Record<string, unknown> & { id: number; archived_at: string | null };

const ListQuery = v.object({
  ...listQuery(LIST_MAX_LIMIT),
  sort: v.optional(v.picklist(['id', 'name', 'created_at', 'updated_at']), 'id'),
  order: v.optional(v.picklist(['asc', 'desc']), 'desc'),
});

const present = ({ archived_at, ...row }: Row) => ({ ...row, archived_at, archived: archived_at !== null });

export function registerResourceRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  for (const def of RESOURCES) registerResource(app, s, def);

  function registerResource(app: FastifyInstance, s: Services, def: ResourceDef): void {
    const base = `/server/api/v1/${def.path}`;
    const columns = Object.keys(def.fields.entries);
    const apiBase = apiUrl(s, '').replace(/\/$/, '');
    const decorate = (rows: Row[]): Row[] => (def.decorate ? (def.decorate(db, rows, apiBase) as Row[]) : rows);
    const find = (brandId: number, id: number) => {
      const row = db.prepare(`SELECT * FROM ${def.table} WHERE id = ? AND brand_id = ?`).get(id, brandId) as Row | undefined;
      if (!row) throw modelNotFound(def.model, id);
      return row;
    };
    /** A reference to another brand's row is invalid input, exactly like a missing one. */
    const checkReferences = (brandId: number, input: Record<string, unknown>) => {
      const errors: Record<string, string[]> = {};
      for (const [column, table] of Object.entries(def.references)) {
        const id = input[column];
        if (id === undefined || id === null) continue;
        if (!db.prepare(`SELECT 1 FROM ${table} WHERE id = ? AND brand_id = ?`).get(id, brandId)) errors[column] = [`The selected ${column.replace(/_/g, ' ')} is invalid.`];
      }
      if (Object.keys(errors).length) throw validationError(errors);
    };

    app.get(`${base}/meta`, async (request) => {
      const ctx = brandContext(db, request);
      return { data: def.meta(db, ctx.brand.id) };
    });

    app.get(base, async (request) => {
      const ctx = brandContext(db, request);
      const raw = normalizeListQuery(request.query);
      const q = validate(ListQuery, raw, listQueryNames(request.query));
      const params: Record<string, unknown> = { brand: ctx.brand.id };
      let where = 'brand_id = @brand';
      where += archivedSql(q.archived, 'archived_at');
      if (q.ids?.length) where += ` AND id IN (${q.ids.map(Number).join(', ')})`;
      if (q.search) {
        where += ` AND (${def.search.map((c) => `${c} LIKE @search`).join(' OR ')})`;
        params.search = `%${q.search}%`;
      }
      for (const f of def.filters) {
        const value = raw[f];
        if (typeof value === 'string' && value !== '') {
          where += ` AND ${f} = @f_${f}`;
          params[`f_${f}`] = value;
        }
      }
      const total = db.prepare(`SELECT COUNT(*) FROM ${def.table} WHERE ${where}`).pluck().get(params) as number;
      const page = { page: q.page, perPage: q.limit };
      const rows = db.prepare(`SELECT * FROM ${def.table} WHERE ${where} ORDER BY ${q.sort} ${q.order}, id ${q.order} LIMIT @limit OFFSET @offset`).all({ ...params, limit: page.perPage, offset: offsetOf(page) }) as Row[];
      return paginate(decorate(rows).map(present), total, page, apiUrl(s, def.path));
    });

    app.get(`${base}/:id`, async (request) => {
      const ctx = brandContext(db, request);
      return { data: present(decorate([find(ctx.brand.id, routeId(request.params, def.model))])[0]!) };
    });

    // Not registered where the records are made elsewhere (definitions.ts genericWrites): 404.
    if (def.genericWrites === undefined) app.post(base, async (request, reply) => {
      const ctx = brandContext(db, request);
      requireWriteAccess(ctx);
      const input = validate(def.fields, request.body) as Record<string, unknown>;
      checkReferences(ctx.brand.id, input);
      const now = s.clock.now().toISOString();
      const values = Object.fromEntries(columns.map((c) => [c, input[c] ?? null]));
      const id = Number(
        db.prepare(`INSERT INTO ${def.table} (brand_id, ${columns.join(', ')}, created_at, updated_at) VALUES (@brand_id, ${columns.map((c) => `@${c}`).join(', ')}, @now, @now)`).run({ ...values, brand_id: ctx.brand.id, now }).lastInsertRowid,
      );
      def.announce?.(s, ctx.brand, id, input);
      return reply.status(201).send({ data: present(find(ctx.brand.id, id)) });
    });

    const updatable = v.pick(v.partial(def.fields), (def.genericWrites?.update ?? columns) as [string, ...string[]]);
    const updateEntries = { ...updatable.entries, archived: v.optional(v.boolean()) };
    // Where writes are restricted, a field this route may not write is refused (422) rather than
    // silently dropped, so a client learns it used the wrong endpoint.
    const UpdateBody = def.genericWrites ? v.strictObject(updateEntries) : v.object(updateEntries);
    app.put(`${base}/:id`, async (request) => {
      const ctx = brandContext(db, request);
      requireWriteAccess(ctx);
      const row = find(ctx.brand.id, routeId(request.params, def.model));
      const input = validate(UpdateBody, request.body) as Record<string, unknown>;
      checkReferences(ctx.brand.id, input);
      const now = s.clock.now().toISOString();
      const changed = columns.filter((c) => input[c] !== undefined);
      const archivedAt = input.archived === undefined ? row.archived_at : input.archived ? (row.archived_at ?? now) : null;
      db.prepare(`UPDATE ${def.table} SET ${[...changed.map((c) => `${c} = @${c}`), 'archived_at = @archived_at', 'updated_at = @now'].join(', ')} WHERE id = @id`).run({
        ...Object.fromEntries(changed.map((c) => [c, input[c]])),
        archived_at: archivedAt,
        now,
        id: row.id,
      });
      def.announce?.(s, ctx.brand, row.id, input);
      return { data: present(find(ctx.brand.id, row.id)) };
    });
  }
}
