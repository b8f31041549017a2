/**
 * Visuals (My Templates): create, update, unpublish, archive / force delete, restore, revise.
 *
 *   published ──unpublish──► unpublished ──publish──► published
 *   (any) ──delete──► archived (deleted_at) ──restore──► as before
 *   (any, archived or not) ──delete force=1──► gone, with versions, comments, history and builds
 *
 * Sizes: the `sizes` field, else the package's ad.size meta tags, else the category's usual
 * sizes (stored empty, resolved when presented; creatives/visual-sizes.ts).
 *
 * Every write is announced on the brand channel (VisualUpdated, visuals-live.ts): the template's
 * open pages and the lists of everyone in the brand follow it.
 */
import type { FastifyInstance } from 'fastify';
import { brandContext, requireWriteAccess } from '../http/context.ts';
import { readBody, type UploadedFile } from '../http/multipart.ts';
import { routeId } from '../http/params.ts';
import { changeStorage } from '../farm/brand-effects.ts';
import { inspectPackage, packageFolder, type PackageInspection } from '../creatives/template-packages.ts';
import { assetLookup, slotsFor, templateValuesOf, valueProblemsOf, valuesRefused } from '../creatives/template-values.ts';
import { fieldError } from '../http/errors.ts';
import { normalizeSizes, sizeLabel } from '../creatives/visual-sizes.ts';
import { presentVersion, presentVisual } from '../presenters/creatives.ts';
import { apiUrl, type Services } from '../services.ts';
import type { VisualRow } from '../db/rows.ts';
import { createVersion, findVisual, latestVersion } from './creative-lookup.ts';
import { packageFilesOf, parseVisualInput, type VisualInput } from './visual-input.ts';
import { announceVersionChanged, announceVisualChanged } from './visuals-live.ts';

export function registerVisualRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;
  const now = () => s.clock.now().toISOString();
  const apiBase = apiUrl(s, '').replace(/\/$/, '');
  const reload = (id: number) => db.prepare('SELECT * FROM visuals WHERE id = ?').get(id) as VisualRow;
  const flag = (value: boolean | undefined, current: number) => (value === undefined ? current : value ? 1 : 0);
  /** Explicit sizes win; a new package brings its own when it declares them. */
  const sizesFrom = (input: { sizes?: { width: number; height: number; label?: string | null }[] | undefined }, inspection: PackageInspection | null): string | null => {
    if (input.sizes) return JSON.stringify(normalizeSizes(input.sizes));
    const declared = inspection?.ok ? inspection.declared.sizes : [];
    return declared.length ? JSON.stringify(declared.map((d) => ({ width: d.width, height: d.height, label: sizeLabel(d.width, d.height) }))) : null;
  };
  /** `slots` as the request gives them: input name → text (a number is its text; null or none: unchanged). */
  function givenValues(given: NonNullable<VisualInput['slots']>): Record<string, string> {
    const values: Record<string, string> = {};
    for (const slot of given) {
      if (typeof slot.value === 'string') values[slot.name] = slot.value;
      else if (typeof slot.value === 'number' && Number.isFinite(slot.value)) values[slot.name] = String(slot.value);
      else if (slot.value !== undefined && slot.value !== null) throw fieldError(`slots.${slot.name}`, `The value of the input "${slot.name}" must be text.`);
    }
    return values;
  }

  /**
   * The visual's slots after this request (docs/template-packages.md "Values"), or null to keep
   * them: one per input of the package that will fill them (the request's new one, else the
   * stored one), with its type and label from the package — a PUT of values never loses a label —
   * and the values given over the ones the template has. The given values are checked first by
   * the shared rule (422 naming each failing input, nothing stored).
   */
  async function slotsAfter(brandId: number, visual: VisualRow | null, given: VisualInput['slots'], inspection: PackageInspection | null): Promise<string | null> {
    const fresh = inspection?.ok ? inspection.pkg : null;
    if (given === undefined) {
      if (!fresh) return null;
      // A new package keeps the values of the inputs it still has (same name and type) that it still takes.
      const kept = (JSON.parse(visual?.slots ?? '[]') as { name?: unknown; type?: unknown; value?: unknown }[]).filter(
        (row) => typeof row.value === 'string' && fresh.inputs.some((i) => i.name === row.name && i.type === row.type),
      );
      const values = Object.fromEntries(kept.map((row) => [row.name as string, row.value as string]));
      const failing = new Set(valueProblemsOf(fresh, values, assetLookup(db, brandId)).map((p) => p.input));
      return JSON.stringify(slotsFor(fresh.inputs, Object.fromEntries(Object.entries(values).filter(([name]) => !failing.has(name)))));
    }
    const values = givenValues(given);
    const pkg = fresh ?? (visual ? await s.renderer.template(brandId, visual.id).catch(() => null) : null);
    if (pkg === null) {
      // No package to check against (none uploaded, or one that cannot be read): the rows as they were, with these values.
      const rows = new Map((JSON.parse(visual?.slots ?? '[]') as { name: string }[]).map((row) => [row.name, row]));
      return JSON.stringify(Object.entries(values).map(([name, value]) => ({ ...rows.get(name), name, value })));
    }
    const problems = valueProblemsOf(pkg, values, assetLookup(db, brandId));
    if (problems.length > 0) throw valuesRefused('slots', problems);
    const current = fresh || visual === null ? {} : templateValuesOf(pkg.inputs, visual.slots);
    return JSON.stringify(slotsFor(pkg.inputs, { ...current, ...values }));
  }
  /** A new package's verdicts of the ad platforms (docs/template-packages.md "Ad platforms"). */
  const checksFrom = (inspection: PackageInspection | null): string | null => (inspection?.ok ? JSON.stringify(inspection.declared.platforms) : null);
  /** The request's package read whole (async, so before the synchronous validation that reports it). */
  const readRequest = async (request: Parameters<typeof readBody>[0], mode: 'create' | 'update') => {
    const { fields, files } = await readBody(request);
    const inspection = await inspectPackage(packageFilesOf(files));
    return { ...parseVisualInput(fields, files, mode, inspection), inspection };
  };

  /** Stores package files under the visual and returns the package listing. */
  function storePackage(brandId: number, userId: number, visualId: number, files: UploadedFile[]): { id: number; name: string; size: number }[] {
    const insert = db.prepare('INSERT INTO files (brand_id, user_id, path, name, mime, size, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    db.prepare('DELETE FROM files WHERE brand_id = ? AND path = ?').run(brandId, packageFolder(visualId));
    return files.map((f) => ({
      id: Number(insert.run(brandId, userId, packageFolder(visualId), f.filename, f.mimetype, f.buffer.length, f.buffer, now()).lastInsertRowid),
      name: f.filename,
      size: f.buffer.length,
    }));
  }

  app.post('/server/api/v1/visual', async (request, reply) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const { input, packageFiles, inspection } = await readRequest(request, 'create');
    const slots = await slotsAfter(ctx.brand.id, null, input.slots, inspection);
    const at = now();
    const visual = db.transaction(() => {
      const id = Number(
        db.prepare(
          `INSERT INTO visuals (brand_id, user_id, name, description, tags, output_category, default_output_format, status, sizes, slots,
             basic_settings_finished, inputs_settings_finished, preview_finished, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, 'published', ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          ctx.brand.id,
          ctx.user.id,
          input.name,
          input.description ?? null,
          JSON.stringify(input.overridden_tags ?? []),
          input.output_category,
          input.default_output_format ?? 'html',
          sizesFrom(input, inspection) ?? '[]',
          slots ?? '[]',
          // Creating is finishing the wizard's first step, unless the client says otherwise.
          flag(input.basic_settings_finished, 1),
          flag(input.inputs_settings_finished, 0),
          flag(input.preview_finished, 0),
          at,
          at,
        ).lastInsertRowid,
      );
      const pkg = storePackage(ctx.brand.id, ctx.user.id, id, packageFiles);
      db.prepare('UPDATE visuals SET package = ?, platform_checks = ? WHERE id = ?').run(JSON.stringify(pkg), checksFrom(inspection), id);
      createVersion(db, { id, brand_id: ctx.brand.id }, at, { userId: ctx.user.id });
      return reload(id);
    })();
    changeStorage(s, ctx.brand.id, { addKib: Math.ceil(packageFiles.reduce((a, f) => a + f.buffer.length, 0) / 1024) });
    announceVisualChanged(s.publisher, ctx.brand, visual.id);
    s.thumbnails.prepareVisual(visual.id);
    return reply.status(201).send({ data: presentVisual(db, visual, apiBase) });
  });

  app.put('/server/api/v1/visual/:id', async (request) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const visual = findVisual(db, ctx.brand.id, routeId(request.params, 'Visual'));
    const { input, packageFiles, inspection } = await readRequest(request, 'update');
    const slots = await slotsAfter(ctx.brand.id, visual, input.slots, inspection);
    db.transaction(() => {
      const next = {
        name: input.name ?? visual.name,
        description: input.description !== undefined ? input.description : visual.description,
        tags: input.overridden_tags ? JSON.stringify(input.overridden_tags) : visual.tags,
        output_category: input.output_category ?? visual.output_category,
        default_output_format: input.default_output_format ?? visual.default_output_format,
        slots: slots ?? visual.slots,
        package: packageFiles.length ? JSON.stringify(storePackage(ctx.brand.id, ctx.user.id, visual.id, packageFiles)) : visual.package,
        platform_checks: packageFiles.length ? checksFrom(inspection) : visual.platform_checks,
        sizes: sizesFrom(input, inspection) ?? visual.sizes,
        basic_settings_finished: flag(input.basic_settings_finished, visual.basic_settings_finished),
        inputs_settings_finished: flag(input.inputs_settings_finished, visual.inputs_settings_finished),
        preview_finished: flag(input.preview_finished, visual.preview_finished),
        updated_at: now(),
        id: visual.id,
      };
      db.prepare(
        `UPDATE visuals SET name = @name, description = @description, tags = @tags, output_category = @output_category,
           default_output_format = @default_output_format, slots = @slots, package = @package, platform_checks = @platform_checks, sizes = @sizes,
           basic_settings_finished = @basic_settings_finished, inputs_settings_finished = @inputs_settings_finished,
           preview_finished = @preview_finished, updated_at = @updated_at WHERE id = @id`,
      ).run(next);
    })();
    announceVisualChanged(s.publisher, ctx.brand, visual.id);
    // A new package, values or sizes: a new picture (the same one is not made twice).
    s.thumbnails.prepareVisual(visual.id);
    return { data: presentVisual(db, reload(visual.id), apiBase) };
  });

  app.post('/server/api/v1/visual/:id/unpublish', async (request) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const visual = findVisual(db, ctx.brand.id, routeId(request.params, 'Visual'));
    db.prepare("UPDATE visuals SET status = 'unpublished', updated_at = ? WHERE id = ?").run(now(), visual.id);
    announceVisualChanged(s.publisher, ctx.brand, visual.id);
    return { data: presentVisual(db, reload(visual.id), apiBase) };
  });

  /** Undoes unpublish (spec section 7 is silent; docs/api-wire.md). Idempotent, like unpublish. */
  app.post('/server/api/v1/visual/:id/publish', async (request) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const visual = findVisual(db, ctx.brand.id, routeId(request.params, 'Visual'));
    db.prepare("UPDATE visuals SET status = 'published', updated_at = ? WHERE id = ?").run(now(), visual.id);
    announceVisualChanged(s.publisher, ctx.brand, visual.id);
    return { data: presentVisual(db, reload(visual.id), apiBase) };
  });

  app.delete('/server/api/v1/visual/:id/delete', async (request, reply) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const visual = findVisual(db, ctx.brand.id, routeId(request.params, 'Visual'), { withTrashed: true });
    const force = ['1', 'true'].includes(String((request.query as Record<string, unknown>).force ?? ''));
    if (force) {
      const builds = db.prepare('SELECT b.id FROM visual_builds b JOIN visual_versions vv ON vv.id = b.visual_version_id WHERE vv.visual_id = ?').pluck().all(visual.id) as number[];
      db.transaction(() => {
        db.prepare('DELETE FROM files WHERE brand_id = ? AND path = ?').run(ctx.brand.id, packageFolder(visual.id));
        db.prepare('DELETE FROM visuals WHERE id = ?').run(visual.id);
      })();
      // The builds went with the visual (ON DELETE CASCADE); their files go too, so a later build
      // that gets a freed id never serves one of theirs.
      await s.outputs.delete(builds);
    } else if (!visual.deleted_at) {
      db.prepare('UPDATE visuals SET deleted_at = ?, updated_at = ? WHERE id = ?').run(now(), now(), visual.id);
    }
    announceVisualChanged(s.publisher, ctx.brand, visual.id);
    return reply.status(204).send();
  });

  app.put('/server/api/v1/visual/:id/restore', async (request) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const visual = findVisual(db, ctx.brand.id, routeId(request.params, 'Visual'), { withTrashed: true });
    db.prepare('UPDATE visuals SET deleted_at = NULL, updated_at = ? WHERE id = ?').run(now(), visual.id);
    announceVisualChanged(s.publisher, ctx.brand, visual.id);
    return { data: presentVisual(db, reload(visual.id), apiBase) };
  });

  app.post('/server/api/v1/visual/:id/revise', async (request, reply) => {
    const ctx = brandContext(db, request);
    requireWriteAccess(ctx);
    const visual = findVisual(db, ctx.brand.id, routeId(request.params, 'Visual'));
    const from = latestVersion(db, visual.id);
    const version = db.transaction(() => createVersion(db, visual, now(), { userId: ctx.user.id, from }))();
    announceVisualChanged(s.publisher, ctx.brand, visual.id);
    s.thumbnails.prepare(version.id);
    // The version it was revised from has a new history entry.
    if (from) announceVersionChanged(s.publisher, ctx.brand, from, 'revise');
    return reply.status(201).send({ data: presentVersion(db, version, apiBase, { history: true }) });
  });
}
